import { describe, expect, it } from 'vitest';
import { isTranslatedInto, localized, localizedHtml, untranslatedLang } from '../../src/lib/content-translations';

describe('content translations', () => {
  it('reads each field in the language, French where it is missing or left empty', () => {
    const data = { title: 'Soirée', excerpt: 'Résumé', date: '2026-12-12', translations: { en: { data: { title: 'Evening', excerpt: ' ' }, html: '<p>Text</p>' } } };
    expect(localized(data, 'en')).toMatchObject({ title: 'Evening', excerpt: 'Résumé', date: '2026-12-12' });
    expect(localized(data, 'es')).toMatchObject({ title: 'Soirée' });
    expect(localizedHtml(data, '<p>Texte</p>', 'en')).toBe('<p>Text</p>');
    expect(localizedHtml(data, '<p>Texte</p>', 'es')).toBe('<p>Texte</p>');
    expect([isTranslatedInto(data, 'fr'), isTranslatedInto(data, 'en'), isTranslatedInto(data, 'es')]).toEqual([true, true, false]);
  });

  it('marks lang="fr" on a field shown in French on an English or Spanish page, and only there', () => {
    const data = { title: 'Soirée', excerpt: 'Résumé', translations: { en: { data: { title: 'Evening', excerpt: ' ' } } } };
    expect(untranslatedLang(data, 'title', 'fr')).toBeUndefined();
    expect(untranslatedLang(data, 'title', 'en')).toBeUndefined();
    expect(untranslatedLang(data, 'excerpt', 'en')).toBe('fr');
    expect(untranslatedLang(data, 'title', 'es')).toBe('fr');
  });
});
