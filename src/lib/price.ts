/**
 * Store prices as the artist writes them in content/store.json ("15€", "12,90€"):
 * checked by the content schema, shown with each language's typography and given to schema.org as numbers.
 */
import { languageTags, type Language } from './languages.ts';

/** Whole euros or euros and two-digit cents with a comma, the euro sign attached: "15€", "12,90€". */
export const PRICE_PATTERN = /^(\d{1,4})(?:,(\d{2}))?€$/;

export interface Price {
  /** Amount in cents, to avoid floating-point rounding. */
  cents: number;
  currency: 'EUR';
}

export function parsePrice(value: string): Price {
  const match = PRICE_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Prix invalide : « ${value} » (format attendu : 15€ ou 12,90€).`);
  return { cents: Number(match[1]) * 100 + Number(match[2] ?? 0), currency: 'EUR' };
}

/**
 * A price as the page's language writes it (Intl, at build time), cents only when there are some:
 * "12,90 €" in French and Spanish, "€12.90" in English.
 */
export function formatPrice(value: string, lang: Language): string {
  const { cents, currency } = parsePrice(value);
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(languageTags[lang].bcp47, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    cents / 100,
  );
}

/** "12.90", the decimal form schema.org offers expect. */
export function schemaOrgPrice(value: string): string {
  return (parsePrice(value).cents / 100).toFixed(2);
}
