import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, PRICE_PATTERN, schemaOrgPrice } from '../../src/lib/price';

describe('store prices as written in content', () => {
  it.each([
    ['15€', 1500],
    ['12,90€', 1290],
    ['0,99€', 99],
  ])('reads %s as %i cents', (value, cents) => {
    expect(parsePrice(value)).toEqual({ cents, currency: 'EUR' });
  });

  it.each(['15', '12.90€', '12,9€', '€15', '15 €', 'quinze euros', ''])('refuses %j with a French message giving the format', (value) => {
    expect(PRICE_PATTERN.test(value)).toBe(false);
    expect(() => parsePrice(value)).toThrow(/format attendu : 15€ ou 12,90€/);
  });
});

describe('prices on screen and for search engines', () => {
  it('shows whole euros without cents and others with a comma, a no-break space before €', () => {
    expect(formatPrice('15€', 'fr')).toBe('15\u00a0€');
    expect(formatPrice('12,90€', 'fr')).toBe('12,90\u00a0€');
  });

  it('writes English prices with the sign first and a decimal point', () => {
    expect(formatPrice('15€', 'en')).toBe('€15');
    expect(formatPrice('12,90€', 'en')).toBe('€12.90');
    expect(formatPrice('12,90€', 'es')).toBe('12,90\u00a0€');
  });

  it('gives schema.org a decimal point and two decimals', () => {
    expect(schemaOrgPrice('12,90€')).toBe('12.90');
    expect(schemaOrgPrice('15€')).toBe('15.00');
  });
});
