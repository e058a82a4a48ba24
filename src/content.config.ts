/**
 * The content collections: each collection of content/ read by its loader (src/content-loaders.ts)
 * and checked by its schema (src/content-schemas.ts). A wrong value fails the build with the file,
 * the field and what is expected; every loader goes through reported(), which says each slip in
 * French with the file's own line (and keeps the dev server running, see src/content-loaders.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articleIdFromFile } from './lib/blog';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from './lib/covers';
import { translationExclusions } from './content-translation-files';
import { frenchNeutralPartsOf, translatableFieldsOf } from './lib/studio-fields';
import {
  dataFile,
  dataFolder,
  markdownFile,
  reported,
  withArticleImages,
  withCoverWidth,
  withEnsembleLineUps,
  withPrintPhotos,
  withTranslations,
  withWrittenDates,
} from './content-loaders';
import { contentSchemas as schemas } from './content-schemas';

/** A collection's loader with its entries' translations, the fields its schema marks translatable (their neutral parts read from the French file). */
/** The ensembles' list file: their own collection, and the line-ups the kits are checked against. */
const ENSEMBLES_FILE = 'content/ensembles.json';

const translated = (loader: Parameters<typeof withTranslations>[0], folder: string, collection: keyof typeof schemas) =>
  withTranslations(loader, folder, translatableFieldsOf(schemas[collection]), frenchNeutralPartsOf(schemas[collection]));

export const collections = {
  concerts: defineCollection({
    loader: reported(
      withWrittenDates(translated(glob({ base: './content/concerts', pattern: ['*.md', ...translationExclusions] }), 'content/concerts', 'concerts'), ['date', 'newDate']),
    ),
    schema: schemas.concerts,
  }),
  partners: defineCollection({ loader: reported(dataFile('content/partners.json')), schema: schemas.partners }),
  proDocuments: defineCollection({ loader: reported(translated(dataFile('content/pro-documents.json'), 'content', 'proDocuments')), schema: schemas.proDocuments }),
  featuredVideos: defineCollection({
    loader: reported(translated(dataFile('content/media/featured-videos.json'), 'content/media', 'featuredVideos')),
    schema: schemas.featuredVideos,
  }),
  videos: defineCollection({ loader: reported(translated(dataFolder('content/media/videos'), 'content/media/videos', 'videos')), schema: schemas.videos }),
  shorts: defineCollection({ loader: reported(translated(dataFolder('content/media/shorts'), 'content/media/shorts', 'shorts')), schema: schemas.shorts }),
  photos: defineCollection({ loader: reported(translated(dataFile('content/media/photos.json'), 'content/media', 'photos')), schema: schemas.photos }),
  pressQuotes: defineCollection({ loader: reported(translated(dataFolder('content/press/quotes'), 'content/press/quotes', 'pressQuotes')), schema: schemas.pressQuotes }),
  pressArticles: defineCollection({ loader: reported(translated(dataFolder('content/press/articles'), 'content/press/articles', 'pressArticles')), schema: schemas.pressArticles }),
  interview: defineCollection({ loader: reported(translated(dataFile('content/press/interview.json'), 'content/press', 'interview')), schema: schemas.interview }),
  blog: defineCollection({
    loader: reported(
      withWrittenDates(
        withArticleImages(
          translated(glob({ base: './content/blog', pattern: ['**/*.md', ...translationExclusions], generateId: ({ entry }) => articleIdFromFile(entry) }), 'content/blog', 'blog'),
        ),
        ['publishedAt'],
      ),
    ),
    schema: schemas.blog,
  }),
  albums: defineCollection({ loader: reported(withCoverWidth(translated(dataFolder('content/albums'), 'content/albums', 'albums'), ALBUM_COVER_WIDTHS)), schema: schemas.albums }),
  storeAlbums: defineCollection({
    loader: reported(withCoverWidth(translated(dataFolder('content/store'), 'content/store', 'storeAlbums'), STORE_COVER_WIDTHS)),
    schema: schemas.storeAlbums,
  }),
  sideman: defineCollection({ loader: reported(withCoverWidth(dataFolder('content/sideman'), SIDEMAN_COVER_WIDTHS)), schema: schemas.sideman }),
  ensembles: defineCollection({ loader: reported(translated(dataFile(ENSEMBLES_FILE), 'content', 'ensembles')), schema: schemas.ensembles }),
  kits: defineCollection({
    loader: reported(withEnsembleLineUps(withPrintPhotos(translated(dataFolder('content/kits'), 'content/kits', 'kits')), ENSEMBLES_FILE)),
    schema: schemas.kits,
  }),
  collaborators: defineCollection({ loader: reported(dataFile('content/collaborators.json')), schema: schemas.collaborators }),
  teaching: defineCollection({ loader: reported(translated(dataFile('content/teaching.json'), 'content', 'teaching')), schema: schemas.teaching }),
  biography: defineCollection({
    loader: reported(translated(glob({ pattern: ['*.md', ...translationExclusions], base: './content/bio' }), 'content/bio', 'biography')),
    schema: schemas.biography,
  }),
  generalTerms: defineCollection({
    loader: reported(translated(markdownFile('content/booking/conditions-generales.md', 'les conditions générales'), 'content/booking', 'generalTerms')),
    schema: schemas.generalTerms,
  }),
};
