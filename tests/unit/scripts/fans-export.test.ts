import { describe, expect, it } from 'vitest';
import { fansCsv, withConsentInForce, type ExportedFan } from '../../../scripts/lib/fans-export';

const fan: ExportedFan = {
  email: 'ana@fans.example',
  city_name: 'Lisbon',
  city_country: 'PT',
  distance_km: 300,
  lang: 'en',
  confirmed_at: '2026-12-01T10:05:00+00:00',
  consent_at: '2026-12-01T10:00:00+00:00',
  consent_lang: 'en',
  consent_page: '/en/concerts',
  consent_text: 'I agree; "really".',
};

describe('npm run fans:export', () => {
  it('writes one line per fan under French headings, as a French spreadsheet opens it', () => {
    const csv = fansCsv([fan, { ...fan, email: 'lola@fans.example', distance_km: null, city_name: '=HYPERLINK("x")' }]);
    const lines = csv.split('\r\n');
    expect(csv.startsWith('\uFEFFAdresse;Ville;Pays;Distance;')).toBe(true);
    expect(lines[1]).toBe('ana@fans.example;Lisbon;PT;300 km;en;2026-12-01T10:05:00+00:00;2026-12-01T10:00:00+00:00;en;/en/concerts;"I agree; ""really""."');
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";PT;tous les concerts;`);
    expect(lines).toHaveLength(4);
  });
});

describe('the consent the export reads', () => {
  it('is the latest « given » or « changed » event of each fan, not the row’s first request', () => {
    const event = (subscriber_id: string, kind: 'given' | 'changed' | 'withdrawn', at: string, consent_page: string) => ({
      subscriber_id,
      event: kind,
      at,
      consent_text: `text ${at}`,
      consent_lang: 'es',
      consent_page,
    });
    const [changed, untouched] = withConsentInForce(
      [
        { ...fan, id: 'a' },
        { ...fan, id: 'b', email: 'old@fans.example' },
      ],
      [
        event('a', 'changed', '2026-12-03T00:00:00Z', '/es/conciertos'),
        event('a', 'given', '2026-12-02T00:00:00Z', '/en/concerts'),
        event('c', 'withdrawn', '2026-12-04T00:00:00Z', '/'),
      ],
    );
    expect(changed).toMatchObject({
      email: 'ana@fans.example',
      consent_at: '2026-12-03T00:00:00Z',
      consent_page: '/es/conciertos',
      consent_lang: 'es',
      consent_text: 'text 2026-12-03T00:00:00Z',
    });
    expect(changed).not.toHaveProperty('id');
    expect(untouched).toEqual({ ...fan, email: 'old@fans.example' });
  });
});
