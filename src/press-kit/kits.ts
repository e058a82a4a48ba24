/**
 * Every ensemble's press kit as its page and the pro area use it: the kit's data (content/kits/)
 * with the ensemble's line-up (content/ensembles.json), and the files generated from them at
 * build: the rider and the stage plot as PDFs in each language, the press photos' print files
 * and one ZIP of them with their credits in each language. Each file is
 * named by the hash of its bytes (/documents/yaniel-barcenas-quintet-fiche-technique-fr-3f2a9c1b0d4e.pdf),
 * so that a change in the data gives a new name, and its size is read from those bytes, never typed.
 *
 * Computed once per build (pages and the endpoint that writes the files, src/pages/documents/[file].ts,
 * read the same list); afresh in development, where content changes, each PDF drawn again only
 * when its data did (drawnPdf).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { imageMetadata } from 'astro/assets/utils';
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { strToU8, zipSync } from 'fflate';
import { ensembleRoutes, kitRoute, localizedPath, site } from '../site.config';
import { ensembleName, findEnsemble, isEnsembleKey, type EnsembleKey } from '../lib/ensembles';
import { languages, type Language } from '../lib/languages';
import { localized } from '../lib/content-translations';
import { fileSlug, kitFileName, kitQuotes, photoCredits, photoCreditsFile } from '../lib/press-kit';
import { dictionaries } from '../i18n/index.ts';
import { photoXmp, withXmp, type PhotoRights } from '../lib/photo-xmp';
import { unknownQuoteEnsembleMessage } from '../lib/content-messages';
import { byId, byPosition } from '../lib/order';
import { shortHash } from '../share-cards/layout';
import { kitPdf, type RiderData } from './rider-pdf';

export interface KitFile {
  /** Its name under /documents/. */
  file: string;
  url: string;
  contentType: 'application/pdf' | 'application/zip' | 'image/jpeg';
  bytes: Uint8Array;
}

export interface KitPhoto {
  /** The picture the page shows. */
  src: ImageMetadata;
  /** The size of the same picture's print file (at least PRINT_PHOTO_MIN_SIDE pixels on its long side, checked by the kits' loader). */
  print: { width: number; height: number };
  caption: string;
  photographer: string;
  /** The print file as the artist gave it, with its credit, captions and licence written in (XMP), the language's first (x-default), named in that language. */
  original: Record<Language, KitFile>;
}

export interface PressKit {
  id: EnsembleKey;
  /** "Yaniel Bárcenas Quintet". */
  name: string;
  path: string;
  ensemblePath: string;
  ensemble: CollectionEntry<'ensembles'>['data'];
  kit: CollectionEntry<'kits'>['data'];
  rider: Record<Language, KitFile>;
  plot: Record<Language, KitFile>;
  photos: KitPhoto[];
  /** For each language's page: its photos (that language as their XMP default) and their credits in each language (photoCreditsFile), in one ZIP named in that language. */
  photoPack: Record<Language, KitFile>;
  /** The press quotes about this ensemble, then those about the artist (kitQuotes). */
  quotes: PressQuote[];
}

type PressQuote = CollectionEntry<'pressQuotes'>['data'] & { about: string | undefined };

export const DOCUMENTS_FOLDER = '/documents';

/** A fixed date in the ZIP's entries: the same photos give the same bytes, and the same name. */
const ZIP_DATE = new Date('2020-01-01T00:00:00Z');

async function kitFile(name: (hash: string) => string, contentType: KitFile['contentType'], bytes: Uint8Array): Promise<KitFile> {
  const file = name(await shortHash(new Uint8Array(bytes)));
  return { file, url: `${DOCUMENTS_FOLDER}/${file}`, contentType, bytes };
}

/**
 * The PDFs drawn so far, by their data. In development the kits are computed afresh at each call,
 * and the dev server calls once per language each time it matches an address against every route
 * (an unknown one, /favicon.ico among them): drawn again, the 24 documents held its answers back
 * for seconds (issue 45). Drawing is pure, so the same data give the same bytes.
 */
const drawn = new Map<string, Promise<Uint8Array>>();

function drawnPdf(data: RiderData, language: Language, kind: 'rider' | 'plot'): Promise<Uint8Array> {
  const key = JSON.stringify([data, language, kind]);
  const bytes = drawn.get(key) ?? kitPdf(data, dictionaries[language].rider, language, kind);
  drawn.set(key, bytes);
  return bytes;
}

function riderData(name: string, ensemble: CollectionEntry<'ensembles'>['data'], kit: CollectionEntry<'kits'>['data']): RiderData {
  return { artist: site.artist.name, ensemble: name, lineUp: ensemble.members, ...kit };
}

/** Every press quote in the artist's order, with the id of the ensemble it is about (none: about the artist); a name no ensemble answers to stops the build. */
function pressQuotesAbout(entries: CollectionEntry<'pressQuotes'>[], ensembles: CollectionEntry<'ensembles'>[]): PressQuote[] {
  const formations = ensembles.map((entry) => ({ id: entry.id, formation: entry.data.formation }));
  const aboutOf = (entry: CollectionEntry<'pressQuotes'>): string | undefined => {
    if (!entry.data.ensemble) return undefined;
    const found = findEnsemble(entry.data.ensemble, formations, site.artist.name);
    if (!found)
      throw new Error(
        unknownQuoteEnsembleMessage(
          `content/press/quotes/${entry.id}.json`,
          entry.data.ensemble,
          formations.map((ensemble) => ensemble.formation),
        ),
      );
    return found.id;
  };
  return byPosition(byId(entries).map((entry) => ({ ...entry.data, about: aboutOf(entry) })));
}

async function pressKit(
  id: EnsembleKey,
  ensemble: CollectionEntry<'ensembles'>['data'],
  kit: CollectionEntry<'kits'>['data'],
  kitFolder: string,
  quotes: PressQuote[],
): Promise<PressKit> {
  const name = ensembleName(site.artist.name, ensemble.formation);
  const byLanguage = async (kind: 'rider' | 'plot') => {
    const files = await Promise.all(
      languages.map(async (language) => {
        // Each language's document from the kit's text in that language (French where it has no translation).
        const bytes = await drawnPdf(riderData(name, localized(ensemble, language), localized(kit, language)), language, kind);
        return [language, await kitFile((hash) => kitFileName(name, dictionaries[language].rider.fileNames[kind], language, hash, 'pdf'), 'application/pdf', bytes)] as const;
      }),
    );
    return Object.fromEntries(files) as Record<Language, KitFile>;
  };
  const photos = await Promise.all(
    kit.photos.map(async (photo, index) => {
      // A JPEG of print size, as the kits' loader has checked, read from its path (not through image(): see withPrintPhotos).
      const source = join(kitFolder, photo.print);
      const file = new Uint8Array(await readFile(source));
      const { width, height } = await imageMetadata(file, source);
      // Credit, captions and licence inside the file (XMP), so that they follow it out of the ZIP; the
      // page's language as the default a journalist's photo software shows.
      const captions = Object.fromEntries(languages.map((language) => [language, localized(kit, language).photos[index]?.caption ?? photo.caption])) as Record<Language, string>;
      const usageTerms = Object.fromEntries(languages.map((language) => [language, dictionaries[language].rider.photoLicence(name)])) as Record<Language, string>;
      const original = Object.fromEntries(
        await Promise.all(
          languages.map(async (language) => {
            const rights: PhotoRights = { photographer: photo.photographer, captions, credit: dictionaries[language].rider.photoBy(photo.photographer), usageTerms };
            const named = (hash: string) => `${fileSlug(name)}-${dictionaries[language].rider.fileNames.photo}-${index + 1}-${hash}.jpg`;
            return [language, await kitFile(named, 'image/jpeg', withXmp(file, photoXmp(rights, language), source))] as const;
          }),
        ),
      ) as Record<Language, KitFile>;
      return { src: photo.image, print: { width, height }, caption: photo.caption, photographer: photo.photographer, original };
    }),
  );
  // One ZIP per page's language: its photos, with their credits in each language (credits-fr.txt,
  // credits-en.txt, credits-es.txt); the photos' default language is the page's.
  const creditsIn = (language: Language, zipLanguage: Language): [string, [Uint8Array, { mtime: Date }]] => {
    // The captions in that language, by position, as a translation repeats the list (French where it has none).
    const captions = localized(kit, language).photos.map((photo) => photo.caption);
    const credits = photoCredits(
      name,
      photos.map((photo, index) => ({
        file: photo.original[zipLanguage].file,
        caption: captions[index] ?? photo.caption,
        photographer: photo.photographer,
        width: photo.print.width,
        height: photo.print.height,
      })),
      dictionaries[language].rider,
    );
    return [photoCreditsFile(language), [strToU8(credits), { mtime: ZIP_DATE }]];
  };
  const zipIn = (zipLanguage: Language) =>
    zipSync(
      {
        ...Object.fromEntries(photos.map((photo) => [photo.original[zipLanguage].file, [photo.original[zipLanguage].bytes, { level: 0, mtime: ZIP_DATE }]])),
        ...Object.fromEntries(languages.map((language) => creditsIn(language, zipLanguage))),
      },
      { mtime: ZIP_DATE },
    );
  const packs = Promise.all(
    languages.map(
      async (language) =>
        [language, await kitFile((hash) => `${fileSlug(name)}-${dictionaries[language].rider.fileNames.photos}-${hash}.zip`, 'application/zip', zipIn(language))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<Language, KitFile>);
  const [rider, plot, photoPack] = await Promise.all([byLanguage('rider'), byLanguage('plot'), packs]);
  return { id, name, path: kitRoute(id), ensemblePath: ensembleRoutes[id], ensemble, kit, rider, plot, photos, photoPack, quotes: kitQuotes(quotes, id) };
}

let kits: Promise<PressKit[]> | undefined;

export function getPressKits(): Promise<PressKit[]> {
  if (!kits || import.meta.env.DEV) {
    kits = Promise.all([getCollection('ensembles'), getCollection('kits'), getCollection('pressQuotes')]).then(([ensembles, entries, quoteEntries]) => {
      const quotes = pressQuotesAbout(quoteEntries, ensembles);
      return Promise.all(
        entries.map((entry) => {
          const ensemble = ensembles.find((candidate) => candidate.id === entry.id);
          if (!isEnsembleKey(entry.id) || !ensemble) {
            throw new Error(
              `content/kits/${entry.id}.json : « ${entry.id} » n'est pas une formation de content/ensembles.json (attendu : ${Object.keys(ensembleRoutes).join(', ')}.json).`,
            );
          }
          return pressKit(entry.id, ensemble.data, entry.data, dirname(entry.filePath ?? `content/kits/${entry.id}.json`), quotes);
        }),
      );
    });
  }
  return kits;
}

/** Every generated file, for the endpoint that writes them. */
export async function getKitFiles(): Promise<KitFile[]> {
  return (await getPressKits()).flatMap((kit) => [
    ...Object.values(kit.rider),
    ...Object.values(kit.plot),
    ...kit.photos.flatMap((photo) => Object.values(photo.original)),
    ...Object.values(kit.photoPack),
  ]);
}

/** Each kit's name and page in `lang`, in the ensembles' order, for the pages that link to them (/presse, the pro area), without generating its files. */
export async function getKitLinks(lang: Language): Promise<{ name: string; path: string }[]> {
  const [ensembles, entries] = await Promise.all([getCollection('ensembles'), getCollection('kits')]);
  return (Object.keys(ensembleRoutes) as EnsembleKey[]).flatMap((id) => {
    const ensemble = ensembles.find((candidate) => candidate.id === id);
    return ensemble && entries.some((entry) => entry.id === id) ? [{ name: ensembleName(site.artist.name, ensemble.data.formation), path: localizedPath(kitRoute(id), lang) }] : [];
  });
}
