/**
 * The pages of the languages after French, by address: the registry's fixed pages
 * (src/site.config.ts), the ensembles and their press kits, the concerts and the archive years. The route
 * src/pages/[lang]/[...path].astro renders each with the component of its French twin; French
 * keeps its route files and its addresses.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { ensembleRoutes, kitRoute, localizedPath, pages, prefixedAlternates, type Alternates, type PageId } from '../../site.config';
import { isEnsembleKey } from '../../lib/ensembles';
import { languages, type Language } from '../../lib/languages';
import { getArchive, getConcerts, type ArchiveYear, type Concert } from '../music/concert-entries';
import { getBlogArticles, type BlogArticle } from '../blog/blog-articles';
import { getPressKits, type PressKit } from '../../press-kit/kits';

export type EnsembleView = {
  entry: CollectionEntry<'ensembles'>;
  path: string;
  alternates: Alternates;
};

export type KitView = {
  kit: PressKit;
  path: string;
  alternates: Alternates;
};

export type PageView =
  | { kind: 'fixed'; id: PageId }
  | ({ kind: 'ensemble' } & EnsembleView)
  | ({ kind: 'kit' } & KitView)
  | { kind: 'concert'; concert: Concert }
  | { kind: 'archiveYear'; archive: ArchiveYear }
  | { kind: 'article'; article: BlogArticle; articles: BlogArticle[] };

/** The languages whose pages live under a prefix. */
export const prefixedLanguages = languages.filter((lang) => lang !== 'fr');

/** The ensembles' pages in `lang`; a key of content/ensembles.json that is not one of the four stops the build. */
export async function ensembleViews(lang: Language): Promise<EnsembleView[]> {
  return (await getCollection('ensembles')).map((entry) => {
    if (!isEnsembleKey(entry.id)) {
      throw new Error(`content/ensembles.json : « ${entry.id} » n'est pas une formation connue (attendu : ${Object.keys(ensembleRoutes).join(', ')}).`);
    }
    return { entry, path: localizedPath(ensembleRoutes[entry.id], lang), alternates: prefixedAlternates(ensembleRoutes[entry.id]) };
  });
}

/** The ensembles' press kits in `lang`: /en/yaniel-barcenas-quintet/kit. */
export async function kitViews(lang: Language): Promise<KitView[]> {
  return (await getPressKits()).map((kit) => ({ kit, path: localizedPath(kitRoute(kit.id), lang), alternates: prefixedAlternates(kitRoute(kit.id)) }));
}

export async function translatedRoutes(lang: Language): Promise<{ path: string; view: PageView }[]> {
  const fixed = (Object.keys(pages) as PageId[]).map((id) => ({ path: pages[id][lang].path, view: { kind: 'fixed', id } as const }));
  const ensembles = (await ensembleViews(lang)).map((view) => ({ path: view.path, view: { kind: 'ensemble', ...view } as const }));
  const kits = (await kitViews(lang)).map((view) => ({ path: view.path, view: { kind: 'kit', ...view } as const }));
  const concerts = (await getConcerts(lang)).map((concert) => ({ path: concert.path, view: { kind: 'concert', concert } as const }));
  const archive = (await getArchive(lang)).map((year) => ({ path: year.path, view: { kind: 'archiveYear', archive: year } as const }));
  const articles = await getBlogArticles(lang);
  const translated = articles.filter((article) => article.translated).map((article) => ({ path: article.path, view: { kind: 'article', article, articles } as const }));
  return [...fixed, ...ensembles, ...kits, ...concerts, ...archive, ...translated];
}
