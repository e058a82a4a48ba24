/**
 * Every route of src/pages writes its page in every language: one file per page (its component
 * rendered once), whose getStaticPaths lists the page's address in each language, French
 * unprefixed, English under /en/, Spanish under /es/; Astro's i18n routing then gives the page its
 * language (Astro.currentLocale) from that address. Each route takes its whole address as one rest
 * parameter named after its file (`[...discography].astro`: discographie, en/discography,
 * es/discografia), because the addresses are translated, which folders of src/pages cannot say;
 * the addresses themselves are written once, in the page registry (pagePaths, src/site.config.ts)
 * or by the module that lists the entries (concertPath, articlePathIn…).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { ensembleRoutes, kitRoute, localizedPath, pagePaths, prefixedAlternates, type Alternates, type PageId } from '../../site.config';
import { isEnsembleKey } from '../../lib/ensembles';
import { languages, type Language } from '../../lib/languages';
import { getPressKits, type PressKit } from '../../press-kit/kits';

/** A page to write: its address, and what its component receives. */
export interface AddressedPage<Props> {
  path: string;
  props: Props;
}

/**
 * getStaticPaths of a route named `[...param]`: the pages `pagesIn` lists in each language, each
 * at its address (`/` is the rest parameter left out).
 */
export async function routesInEveryLanguage<Props>(param: string, pagesIn: (lang: Language) => AddressedPage<Props>[] | Promise<AddressedPage<Props>[]>) {
  const addressed = (await Promise.all(languages.map(pagesIn))).flat();
  return addressed.map(({ path, props }) => ({ params: { [param]: path.slice(1) || undefined }, props }));
}

/** getStaticPaths of a fixed page, its route named by its id in the registry (pagePaths): `[...discography].astro`. */
export const fixedPageRoutes = (id: PageId) => routesInEveryLanguage(id, (lang) => [{ path: pagePaths[id][lang], props: {} }]);

export interface EnsembleView {
  entry: CollectionEntry<'ensembles'>;
  path: string;
  alternates: Alternates;
}

export interface KitView {
  kit: PressKit;
  path: string;
  alternates: Alternates;
}

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
