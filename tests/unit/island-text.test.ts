import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import { islandText, type IslandSection } from '../../src/i18n/island-text.ts';
import { languages } from '../../src/lib/languages.ts';

const sections: IslandSection[] = ['authForm', 'contactForm', 'proArea'];

describe('islandText', () => {
  it.each(sections)("loads %s in every language on the server, each the dictionary's own section", async (section) => {
    const textIn = await islandText(section);
    for (const lang of languages) expect(textIn(lang)).toStrictEqual(dictionaries[lang][section]);
  });

  it("loads the page's language only in the browser, and refuses another", async () => {
    const textIn = await islandText('authForm', ['en']);
    expect(textIn('en').submit.signIn).toBe(dictionaries.en.authForm.submit.signIn);
    expect(() => textIn('fr')).toThrow("The authForm island's words were loaded in en, not in fr");
  });
});
