/**
 * The fan list as a CSV file for the artist (`npm run fans:export`): one line per confirmed fan
 * with the consent record. Semicolons and a byte-order mark, as a French spreadsheet opens it; a
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
