/**
 * The fan list as a CSV file for the artist (`npm run fans:export`): one line per confirmed fan
 * with the consent in force, read from the consent events (the latest « given » or « changed »,
 * fan_consent_events: the subscriber's row keeps only the first request). Semicolons and a byte-order mark, as a French spreadsheet opens it; a
 * cell that a spreadsheet would read as a formula (=, +, -, @) starts with an apostrophe.
 */
export interface ExportedFan {
  email: string;
  city_name: string;
  city_country: string;
  distance_km: number | null;
  lang: string;
  confirmed_at: string | null;
  consent_at: string;
  consent_lang: string;
  consent_page: string;
  consent_text: string;
}

/** One consent event as fan_consent_events keeps it (the columns the export reads). */
export interface ConsentEventRow {
  subscriber_id: string;
  event: 'given' | 'changed' | 'withdrawn';
  at: string;
  consent_text: string | null;
  consent_lang: string | null;
  consent_page: string | null;
}

export const EVENT_COLUMNS = ['subscriber_id', 'event', 'at', 'consent_text', 'consent_lang', 'consent_page'] as const;

/** Each fan with the consent its latest « given » or « changed » event records; a fan without events (confirmed before they existed) keeps its row's. */
export function withConsentInForce<Fan extends ExportedFan & { id: string }>(fans: readonly Fan[], events: readonly ConsentEventRow[]): ExportedFan[] {
  const latest = new Map<string, ConsentEventRow>();
  for (const event of events) {
    if (event.event === 'withdrawn') continue;
    const known = latest.get(event.subscriber_id);
    if (!known || known.at <= event.at) latest.set(event.subscriber_id, event);
  }
  return fans.map(({ id, ...fan }) => {
    const event = latest.get(id);
    if (!event) return fan;
    return {
      ...fan,
      consent_at: event.at,
      consent_lang: event.consent_lang ?? fan.consent_lang,
      consent_page: event.consent_page ?? fan.consent_page,
      consent_text: event.consent_text ?? fan.consent_text,
    };
  });
}

export const EXPORT_COLUMNS = ['email', 'city_name', 'city_country', 'distance_km', 'lang', 'confirmed_at', 'consent_at', 'consent_lang', 'consent_page', 'consent_text'] as const;

const HEADINGS = ['Adresse', 'Ville', 'Pays', 'Distance', 'Langue', 'Confirmée le', 'Consentement donné le', 'Langue du consentement', 'Page', 'Texte du consentement'];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function fansCsv(fans: readonly ExportedFan[]): string {
  const lines = fans.map((fan) =>
    [
      fan.email,
      fan.city_name,
      fan.city_country,
      fan.distance_km === null ? 'tous les concerts' : `${fan.distance_km} km`,
      fan.lang,
      fan.confirmed_at ?? '',
      fan.consent_at,
      fan.consent_lang,
      fan.consent_page,
      fan.consent_text,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADINGS.join(';'), ...lines].join('\r\n')}\r\n`;
}
