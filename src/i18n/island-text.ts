/**
 * An island's words, loaded by the island itself rather than handed over by its page: Astro
 * serialises an island's props into the HTML, and the words made /auth and /acces-pro about 1 kB
 * gzip heavier than before the dictionaries (a second round trip for the document). Each
 * section is imported alone from each dictionary (its named export, under a query of its own, so
 * that Vite makes one small chunk per section and language): the browser loads the page's
 * language only, the server, which renders every language, loads them all.
 *
 * An island awaits it at the top of its module, so that Astro hydrates it with its words there:
 *   const authFormText = await islandText('authForm');   …   const text = authFormText(lang);
 *
 * The glob reads every two-letter file of this folder, the dictionaries: a new language's file is
 * found without being named here.
 */
import { defaultLanguage, isLanguage, languages, type Language } from '../lib/languages.ts';
import { failedImportAddress, freshAddress } from '../lib/failed-import.ts';
import type { Dictionary } from './fr.ts';

export type IslandSection = 'authForm' | 'contactForm' | 'proArea';

/** Each island's section, by the dictionary file it comes from (./fr.ts …), loaded on demand. */
const sections: { [S in IslandSection]: Record<string, () => Promise<Dictionary[S]>> } = {
  authForm: import.meta.glob<Dictionary['authForm']>('./[a-z][a-z].ts', { import: 'authForm', query: { island: 'authForm' } }),
  contactForm: import.meta.glob<Dictionary['contactForm']>('./[a-z][a-z].ts', { import: 'contactForm', query: { island: 'contactForm' } }),
  proArea: import.meta.glob<Dictionary['proArea']>('./[a-z][a-z].ts', { import: 'proArea', query: { island: 'proArea' } }),
};

/**
 * Loads one section's words; if the download fails, asks once more under a new address. The
 * island's code may have arrived while its words did not: Astro then imports the island again under
 * a new address of its own (and our directives at the visitor's next reach, hydrate-with-retry.ts),
 * but the words keep theirs, and a browser that keeps a failed import in its module map (Chromium
 * 150) would answer every later import of that address with the same failure, never asking the
 * network: the form would stay dead until a reload. Firefox, Safari and Chromium 156 ask the
 * network again for the same address; the new address costs them nothing more.
 */
async function loadSection<S extends IslandSection>(section: S, load: () => Promise<Dictionary[S]>): Promise<Dictionary[S]> {
  try {
    return await load();
  } catch (error) {
    const address = failedImportAddress(error);
    if (!address) return load();
    // A time stamp, not a count: the island's module, and with it any count, is evaluated anew at each of Astro's attempts.
    const module = (await import(/* @vite-ignore */ freshAddress(address, Date.now()))) as Partial<Dictionary>;
    const words = module[section];
    if (!words) throw error;
    return words as Dictionary[S];
  }
}

/** The page's language in the browser, as the layout writes it on `<html lang>`. */
function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * Loads `section` in the languages `wanted` (on the server every language, in the browser the
 * page's) and returns the lookup of the section by language. A language not loaded is a
 * programming error: an island speaks its page's language.
 */
export async function islandText<S extends IslandSection>(
  section: S,
  wanted: readonly Language[] = import.meta.env.SSR ? languages : [documentLanguage()],
): Promise<(lang: Language) => Dictionary[S]> {
  const loaders = sections[section];
  const loaded = new Map(
    await Promise.all(
      wanted.map(async (lang) => {
        const load = loaders[`./${lang}.ts`];
        if (!load) throw new Error(`src/i18n/${lang}.ts is missing: no words for the ${section} island in ${lang}`);
        return [lang, await loadSection(section, load)] as const;
      }),
    ),
  );
  return (lang) => {
    const text = loaded.get(lang);
    if (!text) throw new Error(`The ${section} island's words were loaded in ${wanted.join(', ')}, not in ${lang}`);
    return text;
  };
}
