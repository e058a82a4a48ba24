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
import { dataFile, dataFolder, reported, withArticleImages, withCoverWidth, withWrittenDates } from './content-loaders';
import { contentSchemas as schemas } from './content-schemas';

export const collections = {
  concerts: defineCollection({ loader: reported(withWrittenDates(glob({ base: './content/concerts', pattern: '*.md' }), ['date', 'newDate'])), schema: schemas.concerts }),
  partners: defineCollection({ loader: reported(dataFile('content/partners.json')), schema: schemas.partners }),
  proDocuments: defineCollection({ loader: reported(dataFile('content/pro-documents.json')), schema: schemas.proDocuments }),
  featuredVideos: defineCollection({ loader: reported(dataFile('content/media/featured-videos.json')), schema: schemas.featuredVideos }),
  videos: defineCollection({ loader: reported(dataFolder('content/media/videos')), schema: schemas.videos }),
  shorts: defineCollection({ loader: reported(dataFolder('content/media/shorts')), schema: schemas.shorts }),
  photos: defineCollection({ loader: reported(dataFile('content/media/photos.json')), schema: schemas.photos }),
  pressQuotes: defineCollection({ loader: reported(dataFolder('content/press/quotes')), schema: schemas.pressQuotes }),
  pressArticles: defineCollection({ loader: reported(dataFolder('content/press/articles')), schema: schemas.pressArticles }),
  interview: defineCollection({ loader: reported(dataFile('content/press/interview.json')), schema: schemas.interview }),
  blog: defineCollection({
    loader: reported(
      withWrittenDates(withArticleImages(glob({ base: './content/blog', pattern: '**/*.md', generateId: ({ entry }) => articleIdFromFile(entry) })), ['publishedAt']),
    ),
    schema: schemas.blog,
  }),
  albums: defineCollection({ loader: reported(withCoverWidth(dataFolder('content/albums'), ALBUM_COVER_WIDTHS)), schema: schemas.albums }),
  storeAlbums: defineCollection({ loader: reported(withCoverWidth(dataFolder('content/store'), STORE_COVER_WIDTHS)), schema: schemas.storeAlbums }),
  sideman: defineCollection({ loader: reported(withCoverWidth(dataFolder('content/sideman'), SIDEMAN_COVER_WIDTHS)), schema: schemas.sideman }),
  ensembles: defineCollection({ loader: reported(dataFile('content/ensembles.json')), schema: schemas.ensembles }),
  kits: defineCollection({ loader: reported(dataFolder('content/kits')), schema: schemas.kits }),
  collaborators: defineCollection({ loader: reported(dataFile('content/collaborators.json')), schema: schemas.collaborators }),
  teaching: defineCollection({ loader: reported(dataFile('content/teaching.json')), schema: schemas.teaching }),
  biography: defineCollection({ loader: reported(glob({ pattern: '*.md', base: './content/bio' })), schema: schemas.biography }),
};
