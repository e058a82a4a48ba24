/**
 * Store prices as the artist writes them in content/store.json ("15€", "12,90€"):
 * checked by the content schema, shown with each language's typography and given to schema.org as numbers.
 */
import type { Language } from './languages';

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
 * A price as each language writes it, cents only when there are some: "12,90 €" in French and
 * Spanish (a no-break space before the sign), "€12.90" in English. Written by hand rather than
 * with Intl, whose spacing varies between ICU versions (and whose Spanish drops the space under 10 000).
 */
export function formatPrice(value: string, lang: Language = 'fr'): string {
  const { cents } = parsePrice(value);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const separator = lang === 'en' ? '.' : ',';
  const amount = `${euros}${rest === 0 ? '' : `${separator}${String(rest).padStart(2, '0')}`}`;
  return lang === 'en' ? `€${amount}` : `${amount}\u00a0€`;
}

/** "12.90", the decimal form schema.org offers expect. */
export function schemaOrgPrice(value: string): string {
  return (parsePrice(value).cents / 100).toFixed(2);
}
