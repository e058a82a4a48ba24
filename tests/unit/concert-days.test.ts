import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { concertDayRange } from '../../src/lib/concerts';

/** The tests' own build instant: the bounds never depend on today's date. */
const BUILT_AS_OF = '2025-10-20T10:00:00+02:00';
const imageStandIn = { image: (() => z.string()) as unknown as SchemaContext['image'] };

/** The concert schema and the studio's concert fields as a build at `instant` writes them (BUILD_TIME is read once, at import). */
async function asBuiltAt(instant: string) {
  vi.resetModules();
  vi.stubEnv('SITE_BUILD_TIME', instant);
  const { contentSchemas } = await import('../../src/content-schemas.ts');
  const { cmsCollections } = await import('../../integrations/studio/cms-config.ts');
  const studioConcerts = cmsCollections.find((collection) => collection.name === 'concerts');
  return { schema: contentSchemas.concerts(imageStandIn), studioFields: studioConcerts && 'fields' in studioConcerts ? studioConcerts.fields : [] };
}

const concert = {
  title: 'Soirée',
  ensemble: 'Trio',
  date: '2026-05-17',
  time: '20:30',
  venue: 'Sunside',
  city: 'Paris',
  address: '60 rue des Lombards, 75001 Paris',
  bookingUrl: 'https://sunside.example',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

// Each test imports the schemas and the studio's configuration afresh: seconds on a loaded machine.
describe('the days a concert may be dated', { timeout: 30_000 }, () => {
  it('run from 2000-01-01 to the same Paris day five years after the build', () => {
    expect(concertDayRange(Date.parse(BUILT_AS_OF))).toEqual({ first: '2000-01-01', last: '2030-10-20' });
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(concertDayRange(Date.parse('2025-12-31T23:30:00Z')).last).toBe('2031-01-01');
    expect(concertDayRange(Date.parse('2028-02-29T12:00:00+01:00')).last).toBe('2033-03-01');
  });

  it('are refused by the build outside the bounds, in French, naming the field; the bounds themselves pass', async () => {
    const { schema } = await asBuiltAt(BUILT_AS_OF);
    for (const date of ['2000-01-01', '2030-10-20', '2025-06-21']) expect(schema.safeParse({ ...concert, date }).success, date).toBe(true);
    for (const date of ['1999-12-31', '1901-05-17', '2030-10-21', '2062-05-17']) {
      const result = schema.safeParse({ ...concert, date });
      expect(result.success, date).toBe(false);
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        {
          path: ['date'],
          message: `date du concert entre le 2000-01-01 et le 2030-10-20 (5 ans après la construction du site) : une autre année est sans doute une faute de frappe (valeur lue : « ${date} »)`,
        },
      ]);
    }
    const postponed = schema.safeParse({ ...concert, status: 'reporté', newDate: '2036-02-01' });
    expect(postponed.error?.issues.map(({ path }) => path)).toEqual([['newDate']]);
  });

  it('are the studio calendar’s bounds, from the same rule, with a hint that a past day goes to the past concerts', async () => {
    const { studioFields } = await asBuiltAt(BUILT_AS_OF);
    const days = studioFields.filter((field) => field.name === 'date' || field.name === 'newDate');
    expect(days.map(({ name, min, max }) => ({ name, min, max }))).toEqual([
      { name: 'date', min: '2000-01-01', max: '2030-10-20' },
      { name: 'newDate', min: '2000-01-01', max: '2030-10-20' },
    ]);
    expect(days[0]?.hint).toContain('ce concert ira dans les concerts passés');
  });
});
