/**
 * The content collections: each collection of content/ read by its loader (src/content-loaders.ts)
 * and checked by its schema (src/content-schemas.ts). A wrong value fails the build with the file,
 * the field and what is expected.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { articleIdFromFile } from './lib/blog';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from './lib/covers';
import { dataFile, dataFolder, withArticleImages, withCoverWidth, withWrittenDates } from './content-loaders';
import { contentSchemas as schemas } from './content-schemas';

export const collections = {
  concerts: defineCollection({ loader: withWrittenDates(glob({ base: './content/concerts', pattern: '*.md' }), ['date', 'newDate']), schema: schemas.concerts }),
  partners: defineCollection({ loader: dataFile('content/partners.json'), schema: schemas.partners }),
  proDocuments: defineCollection({ loader: dataFile('content/pro-documents.json'), schema: schemas.proDocuments }),
  featuredVideos: defineCollection({ loader: dataFile('content/media/featured-videos.json'), schema: schemas.featuredVideos }),
  videos: defineCollection({ loader: dataFolder('content/media/videos'), schema: schemas.videos }),
  shorts: defineCollection({ loader: dataFolder('content/media/shorts'), schema: schemas.shorts }),
  photos: defineCollection({ loader: dataFile('content/media/photos.json'), schema: schemas.photos }),
  pressQuotes: defineCollection({ loader: dataFolder('content/press/quotes'), schema: schemas.pressQuotes }),
  pressArticles: defineCollection({ loader: dataFolder('content/press/articles'), schema: schemas.pressArticles }),
  interview: defineCollection({ loader: dataFile('content/press/interview.json'), schema: schemas.interview }),
  blog: defineCollection({
    loader: withWrittenDates(withArticleImages(glob({ base: './content/blog', pattern: '**/*.md', generateId: ({ entry }) => articleIdFromFile(entry) })), ['publishedAt']),
    schema: schemas.blog,
  }),
  albums: defineCollection({ loader: withCoverWidth(dataFolder('content/albums'), ALBUM_COVER_WIDTHS), schema: schemas.albums }),
  storeAlbums: defineCollection({ loader: withCoverWidth(dataFolder('content/store'), STORE_COVER_WIDTHS), schema: schemas.storeAlbums }),
  sideman: defineCollection({ loader: withCoverWidth(dataFolder('content/sideman'), SIDEMAN_COVER_WIDTHS), schema: schemas.sideman }),
  ensembles: defineCollection({ loader: dataFile('content/ensembles.json'), schema: schemas.ensembles }),
  collaborators: defineCollection({ loader: dataFile('content/collaborators.json'), schema: schemas.collaborators }),
  teaching: defineCollection({ loader: dataFile('content/teaching.json'), schema: schemas.teaching }),
  biography: defineCollection({ loader: glob({ pattern: '*.md', base: './content/bio' }), schema: schemas.biography }),
};
