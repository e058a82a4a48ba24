/**
 * Every page's share card, by the page's path: what it draws (title, line, picture) and where it
 * lives, /og/{page}-{hash}.{png|jpg}, the hash standing for what is drawn. The pages (through
 * SeoHead) and the endpoint that draws the files (src/pages/og/[file].ts) read this one list, so
 * a page never points at a card that is not built.
 *
 * A fixed page has its card from the page registry (`pages` in site.config.ts: its title, its line);
 * another page added to the site gets its card here: SeoHead stops the build otherwise.
 */
import { readFile } from 'node:fs/promises';
import { getCollection, getEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { artistPages, ensembleRoutes, kitRoute, localizedPath, pages, site, type PageId, type PageText } from '../site.config';
import { languages, type Language } from '../lib/languages';
import { dictionaries } from '../i18n/index.ts';
import { absoluteUrl } from '../lib/seo';
import { frenchSpacing } from '../lib/blog';
import { localized, untranslatedLang } from '../lib/content-translations';
import { ensembleCardText, ensembleName, isEnsembleKey } from '../lib/ensembles';
import { formatConcertDate } from '../lib/concerts';
import { afterColon } from '../i18n/grammar.ts';
import { byId, newestFirst } from '../lib/order';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardFileName, shareCardKey, shortHash } from './layout';
import { getBlogArticles } from '../components/blog/blog-articles';
import { getArchive, getConcerts } from '../components/music/concert-entries';
import type { PictureFit } from './render';

interface CardSpec {
  path: string;
  title: string;
  line: string;
  picture?: { src: ImageMetadata; alt: string; fit?: PictureFit } | undefined;
  lang: Language;
}

export interface ShareCard {
  path: string;
  title: string;
  line: string;
  artist: string;
  host: string;
  /** The picture's file on disk, when the card shows one. */
  picturePath: string | undefined;
  pictureFit: PictureFit;
  /** File name under /og/. */
  file: string;
  url: string;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  alt: string;
}

const host = new URL(site.url).host;

/** The image's source file: Astro keeps it on the metadata of every local image, out of enumeration. */
function sourceFile(image: ImageMetadata): string {
  const { fsPath } = image as ImageMetadata & { fsPath?: string };
  if (!fsPath) throw new Error(`images de partage : fichier source introuvable pour ${image.src}`);
  return fsPath;
}

/** An entry's `field` in `lang`, empty where it is not translated into it. */
function translatedText<Data extends object>(data: Data, field: keyof Data & string, lang: Language): string {
  const value = localized(data, lang)[field];
  return untranslatedLang(data, field, lang) || typeof value !== 'string' ? '' : value;
}

/** The cards of every page in `lang`, drawn in that language; an article's in each language it is written in. */
async function cardSpecs(lang: Language): Promise<CardSpec[]> {
  return (await cardSpecsWithoutLanguage(lang)).map((spec) => ({ ...spec, lang }));
}

async function cardSpecsWithoutLanguage(lang: Language): Promise<Omit<CardSpec, 'lang'>[]> {
  const [biography, albums, storeAlbums, ensembles, kits, articles, concerts, archive] = await Promise.all([
    getEntry('biography', 'biographie'),
    getCollection('albums'),
    getCollection('storeAlbums'),
    getCollection('ensembles'),
    getCollection('kits'),
    getBlogArticles(lang).then((all) => all.filter((article) => article.translated)),
    getConcerts(lang),
    getArchive(lang),
  ]);
  // A picture's description in the card's text only where it is written in `lang` (the text cannot be marked as French).
  const portrait = biography && { src: biography.data.portrait, alt: translatedText(biography.data, 'portraitAlt', lang) };
  const tagline = dictionaries[lang].tagline;
  const [latestAlbum] = newestFirst(byId(albums), (album) => album.data.year);
  const [latestStoreAlbum] = newestFirst(byId(storeAlbums), (album) => album.data.year);
  /** A fixed page's card: its title, and its line or the artist's tagline (the dictionary, src/i18n). */
  const pageCard = (id: PageId): Omit<CardSpec, 'lang'> => {
    const page: PageText = pages[id][lang];
    return { path: page.path, title: page.cardTitle ?? page.title, line: page.cardLine ?? tagline };
  };
  /** The discography's and the store's: the latest album, its cover shown whole (its title and artwork are part of it). */
  const albumCard = (id: PageId, album: { title: string; year: string; image: ImageMetadata } | undefined): Omit<CardSpec, 'lang'> => ({
    ...pageCard(id),
    ...(album && { line: `${album.title} · ${album.year}`, picture: { src: album.image, alt: dictionaries[lang].albumCover(album.title), fit: 'contain' as const } }),
  });
  /** The fixed pages whose card shows a picture of their content. */
  const withPicture: Partial<Record<PageId, Omit<CardSpec, 'lang'>>> = {
    home: { ...pageCard('home'), picture: portrait },
    bio: { ...pageCard('bio'), picture: portrait },
    discography: albumCard('discography', latestAlbum?.data),
    store: albumCard('store', latestStoreAlbum?.data),
  };

  return [
    ...(Object.keys(pages) as PageId[]).map((id) => withPicture[id] ?? pageCard(id)),
    // The artist's pages exist in French only.
    ...(lang === 'fr' ? Object.values(artistPages).map((page: PageText) => ({ path: page.path, title: page.title, line: tagline })) : []),
    ...ensembles.flatMap(({ id, data }) => {
      if (!isEnsembleKey(id)) return [];
      const { title, line, alt } = ensembleCardText(site.artist.name, data, lang);
      return [{ path: localizedPath(ensembleRoutes[id], lang), title, line, picture: { src: data.image, alt } }];
    }),
    ...ensembles.flatMap(({ id, data }) =>
      isEnsembleKey(id) && kits.some((kit) => kit.id === id)
        ? [
            {
              path: localizedPath(kitRoute(id), lang),
              title: ensembleName(site.artist.name, data.formation),
              line: dictionaries[lang].kit.eyebrow,
              picture: { src: data.image, alt: localized(data, lang).imageAlt },
            },
          ]
        : [],
    ),
    ...articles.map((article) => ({
      path: article.path,
      title: frenchSpacing(article.data.title),
      line: `${dictionaries[lang].blog.categories[article.category]} · ${dictionaries[lang].blog.readingTime(article.readMinutes)}`,
      picture: { src: article.data.image, alt: article.data.imageAlt ?? '' },
    })),
    ...concerts.map((concert) => ({
      path: concert.path,
      title: concert.data.title,
      line: `${concert.data.status === 'annulé' ? `${dictionaries[lang].concerts.status.annulé} · ` : ''}${formatConcertDate(concert.data, lang)} · ${concert.data.venue}, ${concert.data.city}`,
      picture: concert.image && { ...concert.image, alt: concert.entry.data.image ? translatedText(concert.entry.data, 'imageAlt', lang) : concert.image.alt },
    })),
    ...archive.map(({ path, title, concerts: ofYear }) => ({
      path,
      title,
      line: `${dictionaries[lang].concerts.archivesEyebrow} · ${dictionaries[lang].concerts.count(ofYear.length)}`,
      picture: undefined,
    })),
  ];
}

/** The digest of a picture's bytes; a picture many pages share (an ensemble's, on each of its concerts) is read and hashed once. */
function fileDigest(path: string, fileDigests: Map<string, Promise<string>>): Promise<string> {
  let digest = fileDigests.get(path);
  if (!digest) {
    digest = readFile(path).then((bytes) => shortHash(new Uint8Array(bytes)));
    fileDigests.set(path, digest);
  }
  return digest;
}

async function toCard(spec: CardSpec, fileDigests: Map<string, Promise<string>>): Promise<ShareCard> {
  const picturePath = spec.picture && sourceFile(spec.picture.src);
  const pictureFit = spec.picture?.fit ?? 'cover';
  const pictureDigest = picturePath && `${await fileDigest(picturePath, fileDigests)} ${pictureFit}`;
  const drawn = { title: spec.title, line: spec.line, artist: site.artist.name, host };
  const hash = await shortHash(shareCardKey({ ...drawn, pictureDigest }));
  const format = picturePath ? 'jpg' : 'png';
  const file = shareCardFileName(spec.path, hash, format);
  // French keeps its capital after « Sur la photo : »; English and Spanish continue the sentence (src/i18n/style/).
  const alt = spec.picture?.alt.replace(/[.\s]+$/, '');
  const seen = alt ? ` ${dictionaries[spec.lang].inPicture} ${spec.lang === 'fr' ? alt : afterColon(alt)}.` : '';
  return {
    path: spec.path,
    ...drawn,
    picturePath,
    pictureFit,
    file,
    url: absoluteUrl(`/og/${file}`, site.url),
    type: format === 'jpg' ? 'image/jpeg' : 'image/png',
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    alt: `${spec.title} (${spec.line}), ${site.artist.name}.${seen}`,
  };
}

let cards: Promise<Map<string, ShareCard>> | undefined;

/**
 * All the cards by page path, computed once per build (every page's head asks, and finds its own
 * without going through the others: the build stays linear in pages). In development, afresh
 * each time: content changes.
 */
function cardsByPath(): Promise<Map<string, ShareCard>> {
  if (!cards || import.meta.env.DEV) {
    const fileDigests = new Map<string, Promise<string>>();
    cards = Promise.all(languages.map(cardSpecs))
      .then((specs) => specs.flat())
      .then((specs) => Promise.all(specs.map((spec) => toCard(spec, fileDigests))))
      .then((list) => new Map(list.map((card) => [card.path, card])));
  }
  return cards;
}

export async function getShareCards(): Promise<ShareCard[]> {
  return [...(await cardsByPath()).values()];
}

export async function shareCardFor(path: string): Promise<ShareCard> {
  const card = (await cardsByPath()).get(path);
  if (!card) throw new Error(`images de partage : aucune carte pour la page ${path} ; ajoutez-la dans src/share-cards/cards.ts`);
  return card;
}
