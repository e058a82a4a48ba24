/**
 * The languages of the built site: each page's `<html lang>` matches its folder (/en/, /es/,
 * French elsewhere); an indexable page with twins lists itself, each twin and x-default (the
 * French page), absolute, and each twin lists it back; an English or Spanish page shows no
 * French sentence of its French twin outside an element marked as French (./french-text.ts),
 * and no "undefined".
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { languages, type Language } from '../../src/lib/languages.ts';
import { frenchLeaks, frenchTwinPath } from './french-text.ts';

export interface BuiltPage {
  route: string;
  html: string;
}

/** The language a route's folder says: /en/… English, /es/… Spanish, any other French. */
export function folderLanguage(route: string): Language {
  return languages.find((lang) => lang !== 'fr' && (route === `/${lang}` || route.startsWith(`/${lang}/`))) ?? 'fr';
}

/** The text a visitor reads, for a key the dictionary lacks ("undefined"). */
function visibleText(root: HTMLElement): string {
  const title = root.querySelector('title')?.text ?? '';
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const body = root.querySelector('body')?.clone() as HTMLElement | undefined;
  body?.querySelectorAll('script, style').forEach((element) => element.remove());
  return `${title} ${description} ${body?.structuredText ?? ''}`;
}

/** The page in the language neither `lang` nor French that the French page `frenchHtml` lists as its twin. */
function thirdTwin(pages: readonly BuiltPage[], frenchHtml: string, lang: Language, siteOrigin: string): string | undefined {
  const third = languages.find((other) => other !== 'fr' && other !== lang);
  const href = parse(frenchHtml).querySelector(`link[rel="alternate"][hreflang="${third}"]:not([type])`)?.getAttribute('href');
  const route = href && new URL(href, siteOrigin).pathname.replace(/(.)\/$/, '$1');
  return pages.find((page) => page.route === route)?.html;
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
      const twinRoute = frenchTwinPath(page.html, siteOrigin);
      const twin = parsed.find((other) => other.route === twinRoute);
      if (!twin) problems.push(`${page.route} : sa page française (${twinRoute ?? 'aucun lien hreflang="fr"'}) n'est pas construite`);
      else
        for (const french of frenchLeaks(page.html, twin.html, lang, thirdTwin(parsed, twin.html, lang, siteOrigin)))
          problems.push(`${page.route} : texte français « ${french} » (traduisez-le, ou marquez l'élément qui le montre lang="fr")`);
      if (/\bundefined\b/.test(visibleText(page.root))) problems.push(`${page.route} : « undefined » dans le texte (une clé du dictionnaire manque-t-elle ?)`);
    }
  }
  return problems;
}
