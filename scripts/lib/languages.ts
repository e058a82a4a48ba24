/**
 * The languages of the built site: each page's `<html lang>` matches its folder (/en/, /es/,
 * French elsewhere); an indexable page with twins lists itself, each twin and x-default (the
 * French page), absolute, and each twin lists it back; an English or Spanish page shows no
 * French string of the dictionary (src/i18n), of the page registry or of the artist's
 * facts (src/site.config.ts), in its text or its title, description and keywords, and no "undefined".
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { dictionaries } from '../../src/i18n/index.ts';
import { languages, type Language } from '../../src/lib/languages.ts';
import { pages, site } from '../../src/site.config.ts';

export interface BuiltPage {
  route: string;
  html: string;
}

/** The language a route's folder says: /en/… English, /es/… Spanish, any other French. */
export function folderLanguage(route: string): Language {
  return languages.find((lang) => lang !== 'fr' && (route === `/${lang}` || route.startsWith(`/${lang}/`))) ?? 'fr';
}

/** Every plain string of a dictionary, by its key path ("concerts.book"). */
function strings(text: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(text)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else if (value && typeof value === 'object') strings(value as object, `${path}.`).forEach((nested, nestedPath) => found.set(nestedPath, nested));
  }
  return found;
}

/** Everything written once per language: the dictionary (with the artist's facts), the page registry and the keywords. */
const siteWords: Record<Language, object> = Object.fromEntries(
  languages.map((lang) => [
    lang,
    {
      ui: dictionaries[lang],
      pages: Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, page[lang]])),
      keywords: site.defaultKeywords[lang],
    },
  ]),
) as Record<Language, object>;

/**
 * The French strings of two words or more that differ in `lang`: a single word ("Concerts",
 * "Albums", "Genres") is also English or sits inside a Spanish one, and would be found by mistake.
 */
export function frenchOnlyStrings(lang: Language, text: Record<Language, object> = siteWords): string[] {
  const own = strings(text[lang]);
  return [...strings(text.fr)].filter(([path, french]) => own.get(path) !== french && /\S\s+\S/.test(french.trim())).map(([, french]) => french.trim());
}

/** The text a visitor reads in the page's language: content marked in another (`lang="fr"`, a quote, an untranslated text) left out. */
function visibleText(root: HTMLElement, lang: Language): string {
  const head = ['title', 'meta[name="description"]', 'meta[name="keywords"]'].map((selector) => {
    const element = root.querySelector(selector);
    return element?.getAttribute('content') ?? element?.text ?? '';
  });
  root.querySelectorAll('script, style, template').forEach((element) => element.remove());
  root.querySelectorAll('body [lang]').forEach((element) => {
    if (element.getAttribute('lang') !== lang) element.remove();
  });
  return [...head, root.structuredText].join(' ').replace(/\s+/g, ' ');
}

export function languageProblems(pages: readonly BuiltPage[], siteOrigin: string): string[] {
  const problems: string[] = [];
  const byUrl = new Map<string, { route: string; hreflang: Map<string, string> }>();
  const parsed = pages.map((page) => ({ ...page, root: parse(page.html) }));
  for (const page of parsed) {
    const hreflang = new Map(
      page.root.querySelectorAll('link[rel="alternate"][hreflang]:not([type])').map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    );
    byUrl.set(`${siteOrigin}${page.route}`.replace(/\/$/, ''), { route: page.route, hreflang });
  }
  for (const page of parsed) {
    const lang = folderLanguage(page.route);
    const declared = page.root.querySelector('html')?.getAttribute('lang');
    if (declared !== lang) problems.push(`${page.route} : <html lang="${declared}"> dans le dossier de la langue « ${lang} »`);
    const self = `${siteOrigin}${page.route}`.replace(/\/$/, '');
    const { hreflang } = byUrl.get(self) ?? { hreflang: new Map<string, string>() };
    const noindex = page.root.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex');
    if (!noindex && lang !== 'fr' && hreflang.size === 0) problems.push(`${page.route} : aucune version hreflang, alors que sa page française existe`);
    if (hreflang.size > 0) {
      if (hreflang.get(lang)?.replace(/\/$/, '') !== self) problems.push(`${page.route} : hreflang="${lang}" ne désigne pas la page elle-même`);
      if (hreflang.get('x-default') !== hreflang.get('fr')) problems.push(`${page.route} : x-default ne désigne pas la page française`);
      for (const [twinLang, href] of hreflang) {
        if (twinLang === 'x-default') continue;
        const twin = byUrl.get(href.replace(/\/$/, ''));
        if (!twin) problems.push(`${page.route} : hreflang="${twinLang}" vers ${href}, qui n'est pas construite`);
        else if (twin.hreflang.get(lang)?.replace(/\/$/, '') !== self) problems.push(`${page.route} : ${twin.route} ne la désigne pas en retour (hreflang="${lang}")`);
      }
    }
    if (lang !== 'fr') {
      const text = visibleText(page.root, lang);
      for (const french of new Set(frenchOnlyStrings(lang))) if (text.includes(french)) problems.push(`${page.route} : texte français « ${french} »`);
      if (/\bundefined\b/.test(text)) problems.push(`${page.route} : « undefined » dans le texte (une clé du dictionnaire manque-t-elle ?)`);
    }
  }
  return problems;
}
