/**
 * One zod schema per collection. Everything the artist edits lives in content/;
 * a wrong value fails the build with the file, the field and what is expected.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defineCollection } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { imageMetadata } from 'astro/assets/utils';
import { z } from 'astro/zod';
import { CLOCK_TIME_PATTERN, CONCERT_COUNTRIES, CONCERT_STATUSES } from './lib/concerts';
import { BLOG_CATEGORIES, RELATED_LINK_TYPES, articleIdFromFile, isCalendarDay } from './lib/blog';
import {
  contentError,
  emptyCollectionMessage,
  emptyFolderMessage,
  expected,
  frontMatterMessage,
  impossibleDateMessage,
  impossibleDates,
  imageTooHeavyMessage,
  imageTooNarrowMessage,
  localImageReferences,
  missingImageMessage,
  oneOf,
  schemaMessage,
  schemaProblems,
  unknownField,
  unreadableJsonMessage,
} from './lib/content-messages';
import { contentProblems } from './lib/content-problems';
import { PRICE_PATTERN } from './lib/price';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_BYTES } from './lib/image-rules';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from './lib/covers';
import { PROJECT_ICONS } from './lib/ensembles';
import { documentTypes, pathMatchesType } from './lib/pro-documents';
import { textField as text, youtubeField } from './lib/content-fields';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ, par exemple 2025-10-24');
/** Stops the build, in French with the line and column, on a file that is not valid JSON. */
function checkJson(path: string): void {
  const text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(unreadableJsonMessage(path, text, error));
  }
}

/** The artist's French for what a loader threw: a front matter js-yaml cannot read is said again with the file's own line. */
function inFrench(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const where = (error as { loc?: { file?: string; line?: number; column?: number } }).loc;
  if (error.name === 'MarkdownError' && where?.file && existsSync(where.file)) {
    return frontMatterMessage(relative(process.cwd(), where.file), readFileSync(where.file, 'utf8'), { reason: error.message, line: where.line, column: where.column });
  }
  return error.message;
}

/**
 * Every slip in content/ in French, with the file's own line and without a stack trace: a front
 * matter js-yaml cannot read (Astro's glob loader passes on its English reason, counted from the
 * front matter), a value its schema refuses (Astro's message names neither the file nor the line),
 * and the messages of the checks below. The build stops on it. The dev server (`npm run studio`,
 * whose loaders get a watcher) keeps running instead: it logs the message, shows it in place of the
 * site's pages (src/lib/content-problems.ts) and loads the collection again at the next change of a
 * file, so that the artist can repair it from the studio.
 */
function reported(loader: Loader): Loader {
  const wrapped: Loader = {
    name: loader.name,
    load: async (context) => {
      try {
        await loader.load({
          ...context,
          parseData: async (entry) => {
            try {
              return await context.parseData(entry);
            } catch (error) {
              const problems = error instanceof Error && error.name === 'InvalidContentEntryDataError' ? schemaProblems(error.message) : [];
              if (problems.length === 0 || !entry.filePath) throw error;
              const source = readFileSync(entry.filePath, 'utf8');
              // In a list file, the entry's fields are looked for from its id on.
              const entryLine = source.split('\n').findIndex((line) => line.includes(`"id": ${JSON.stringify(entry.id)}`));
              throw contentError(schemaMessage(relative(process.cwd(), entry.filePath), source, problems, Math.max(0, entryLine)));
            }
          },
        });
        contentProblems.delete(context.collection);
      } catch (error) {
        const message = inFrench(error);
        if (!context.watcher) throw contentError(message);
        context.logger.error(message);
        contentProblems.set(context.collection, message);
        context.watcher.once('all', () => void wrapped.load(context));
      }
    },
  };
  return wrapped;
}

/**
 * Astro's file() loader for a list file ({ "entries": [ … ] }, the shape the studio edits: Decap
 * edits an object, not a bare list), stricter: a file that is not valid JSON, or that gives no
 * entry, stops the build with a French message. Astro itself only logs the error and builds the
 * pages without the collection (a dropped comma in albums.json would publish a site without a
 * single album).
 */
function dataFile(path: string): Loader {
  const loader = file(path, { parser: (text) => (JSON.parse(text) as { entries?: Record<string, unknown>[] }).entries ?? [] });
  return reported({
    name: 'data-file',
    load: async (context) => {
      checkJson(path);
      await loader.load(context);
      if (context.store.keys().length === 0) throw new Error(emptyCollectionMessage(path));
    },
  });
}

/**
 * A collection the artist adds to over time: one JSON file per entry in `folder`, its name being
 * the entry's id (content/albums/cimarron.json is "cimarron"). JSON rather than YAML or markdown:
 * these entries have no text body, the files keep the shape the list files had, the studio writes
 * them as they are (a folder collection with `format: json`), and a broken one gets the same
 * French message as a broken list file, with its line and column (Astro's own is in English and
 * gives neither). A folder that gives no entry stops the build too.
 */
function dataFolder(folder: string): Loader {
  const loader = glob({ base: folder, pattern: '*.json' });
  return reported({
    name: 'data-folder',
    load: async (context) => {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) checkJson(join(folder, name));
      await loader.load(context);
      if (context.store.keys().length === 0) throw new Error(emptyFolderMessage(folder));
    },
  });
}

/**
 * Stops the build, in French, on an image file (named relative to `entryFile`) heavier than the
 * studio accepts or narrower than `minWidth`: Astro does not enlarge an image, so a narrower one
 * would be shown stretched and blurred. A missing file is left to the checks that name it.
 */
async function checkImageFile(entryFile: string, image: string, minWidth: number): Promise<void> {
  const imagePath = resolve(dirname(entryFile), image);
  if (!existsSync(imagePath)) return;
  const bytes = readFileSync(imagePath);
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(imageTooHeavyMessage(relative(process.cwd(), entryFile), image, bytes.length, MAX_IMAGE_BYTES));
  const { width } = await imageMetadata(bytes, image);
  if (width < minWidth) throw new Error(imageTooNarrowMessage(relative(process.cwd(), entryFile), image, width, minWidth));
}

/**
 * Entries whose `image` must be at least as wide as the largest of `widths`, the widths its page
 * draws it at: Astro does not enlarge an image, so a narrower file would be shown stretched and
 * blurred. Checked here, on the file, because image() in a schema only gives the path: the
 * dimensions are read after the schemas have run. Like the schemas, this runs when the entry's
 * file changes (Astro keeps an unchanged entry from its cache): a cover replaced under the same
 * name is checked again by a build without cache.
 */
function withCoverWidth(loader: Loader, widths: readonly number[]): Loader {
  const needed = Math.max(...widths);
  return {
    name: `${loader.name}-cover-width`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          const image = entry.data['image'];
          if (entry.filePath && typeof image === 'string') {
            await checkImageFile(entry.filePath, image, needed);
          }
          return context.parseData(entry);
        },
      }),
  };
}

/** Place in a list the artist orders by hand, 1 first. */
const position = z.number().int('position attendue sous forme de nombre entier : 1, 2, 3…').positive('position attendue à partir de 1');

/** YAML reads 2026-12-12 as a date and "2026-12-12" as text: both become the year-month-day text. */
const calendarDay = (what: string) =>
  z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.string({ error: expected(what) }).refine(isCalendarDay, { error: expected(what) }));
/** The studio writes an optional field the artist left or made empty as "": the same as no value. */
const blankable = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();
const clock = (what: string) => z.string({ error: expected(what) }).regex(CLOCK_TIME_PATTERN, { error: expected(what) });
const httpsUrl = z.url({ protocol: /^https?$/, error: 'adresse web attendue, commençant par https://' });
const video = z.object({
  title: text('titre'),
  youtube: youtubeField,
  description: text('description'),
  /** Publication date on YouTube, for search engines (VideoObject uploadDate). */
  uploadDate: isoDate,
});

/**
 * An object whose misspelt keys fail with their name, instead of being silently dropped.
 * The check runs even when other fields are wrong, so that one build lists every problem.
 */
function fields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const known = Object.keys(shape);
  return z
    .looseObject(shape, { error: expected(`liste de champs (${known.join(', ')}), chacun sur sa ligne`) })
    .superRefine(
      (value, context) => {
        if (typeof value !== 'object' || value === null) return;
        for (const key of Object.keys(value).filter((name) => !known.includes(name))) {
          context.addIssue({ code: 'custom', path: [key], message: unknownField(key, known) });
        }
      },
      { when: () => true },
    )
    .transform((value) => value as z.output<z.ZodObject<Shape>>);
}

/**
 * The agenda: one markdown file per concert in content/concerts/, its name being the concert's id
 * (2026-12-12-sunside-paris.md); the text under the front matter is the concert's presentation.
 */
const concerts = defineCollection({
  loader: reported(withWrittenDates(glob({ base: './content/concerts', pattern: '*.md' }), ['date', 'newDate'])),
  schema: ({ image }) =>
    fields({
      title: text('titre du concert'),
      /** One of the four formations by its name ("Quintet" or "Yaniel Bárcenas Quintet"), or free text for a guest appearance. */
      ensemble: text('formation : Quintet, Trio, Duo, Mambí, ou le nom de la formation qui invite'),
      date: calendarDay('date du concert au format AAAA-MM-JJ, par exemple 2026-12-12, qui existe au calendrier'),
      time: clock('heure du début au format HH:MM entre guillemets, par exemple "20:30"'),
      endTime: blankable(clock('heure de fin au format HH:MM entre guillemets, par exemple "22:30"')),
      venue: text('lieu (nom de la salle ou du festival)'),
      city: text('ville'),
      country: z.enum(CONCERT_COUNTRIES, { error: oneOf('pays', CONCERT_COUNTRIES, 'inconnu') }).default('France'),
      address: text('adresse du lieu, par exemple 60 rue des Lombards, 75001 Paris'),
      bookingUrl: z.url({ protocol: /^https?$/, error: expected('lien de réservation, une adresse web commençant par https://') }),
      /** Ticket price, shown on the agenda and given to search engines: "25€" or "22,50€". */
      price: blankable(
        z
          .string({ error: expected('prix au format 25€ ou 22,50€') })
          .regex(PRICE_PATTERN, { error: expected('prix au format 25€ ou 22,50€ (virgule pour les centimes, symbole € collé)') }),
      ),
      status: z.enum(CONCERT_STATUSES, { error: oneOf('statut', CONCERT_STATUSES, 'inconnu') }).default('programmé'),
      /** For a postponed concert: the day and time it moves to. */
      newDate: blankable(calendarDay('nouvelle date au format AAAA-MM-JJ, par exemple 2027-04-17, qui existe au calendrier')),
      newTime: blankable(clock('nouvelle heure au format HH:MM entre guillemets, par exemple "20:30"')),
      image: image().optional(),
      imageAlt: blankable(text("description de l'image")),
    }).superRefine((concert, context) => {
      if (concert.status === 'reporté' && !concert.newDate) {
        context.addIssue({ code: 'custom', path: ['newDate'], message: 'champ obligatoire pour un concert reporté : nouvelle date au format AAAA-MM-JJ, par exemple 2027-04-17' });
      }
      if (concert.status !== 'reporté' && (concert.newDate || concert.newTime)) {
        context.addIssue({ code: 'custom', path: ['status'], message: 'une nouvelle date est indiquée : écrivez « status: reporté », ou retirez newDate et newTime' });
      }
      if (concert.image && !concert.imageAlt) {
        context.addIssue({ code: 'custom', path: ['imageAlt'], message: "champ obligatoire avec une image : description de l'image pour les personnes qui ne la voient pas" });
      }
    }),
});

const partners = defineCollection({
  loader: dataFile('content/partners.json'),
  schema: z.object({
    name: z.string().min(1),
    /** Id of the partner's <view> in content/partners/logos.svg, the one file of every logo (PartnersStrip checks it). */
    logo: z.string().min(1),
    url: httpsUrl,
  }),
});

const wholeNumber = (what: string) =>
  z
    .number({ error: expected(what) })
    .int({ error: expected(what) })
    .positive({ error: expected(what) });

const publishedAt = calendarDay('date de publication au format AAAA-MM-JJ, par exemple 2025-01-13, qui existe au calendrier');

/** The articles: one markdown file each in content/blog/, the id being the file name. */
/**
 * A markdown loader that also reads the dates as the artist wrote them: YAML turns an impossible
 * unquoted date (2031-02-30) into a real one (2 March) before any schema sees it.
 */
function withWrittenDates(loader: Loader, fields: readonly string[]): Loader {
  return {
    name: `${loader.name}-dates`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          if (entry.filePath) {
            const frontMatter = readFileSync(entry.filePath, 'utf8').split(/^---\s*$/m)[1] ?? '';
            const impossible = impossibleDates(frontMatter, fields);
            if (impossible.length > 0) throw new Error(impossibleDateMessage(relative(process.cwd(), entry.filePath), impossible));
          }
          return context.parseData(entry);
        },
      }),
  };
}

function blogArticles(): Loader {
  const markdownFiles = glob({ base: './content/blog', pattern: '**/*.md', generateId: ({ entry }) => articleIdFromFile(entry) });
  return {
    name: 'blog-articles',
    // Astro itself notices a missing image file only later, while building pages, in English and
    // without naming the article: check here, in French, naming the file and the field; and each
    // image's weight and width.
    load: (context) =>
      markdownFiles.load({
        ...context,
        parseData: async (entry) => {
          const data = await context.parseData(entry);
          if (entry.filePath) {
            const folder = dirname(entry.filePath);
            const images = localImageReferences(entry.data);
            const missing = images.filter(({ path }) => !existsSync(resolve(folder, path)));
            if (missing.length > 0) throw new Error(missingImageMessage(relative(process.cwd(), entry.filePath), missing));
            for (const { path } of images) await checkImageFile(entry.filePath, path, ARTICLE_IMAGE_MIN_WIDTH);
          }
          return data;
        },
      }),
  };
}

const blog = defineCollection({
  loader: reported(withWrittenDates(blogArticles(), ['publishedAt'])),
  schema: ({ image }) => {
    // image() cannot take a message of its own: an absent image is caught here, in French.
    const localImage = (what: string) =>
      image()
        .optional()
        .transform((value, context) => {
          if (value !== undefined) return value;
          context.addIssue({ code: 'custom', message: expected(what)({}) });
          return z.NEVER;
        });
    return fields({
      title: text("titre de l'article"),
      excerpt: text("résumé de l'article en une ou deux phrases"),
      image: localImage("image de couverture, un fichier placé à côté de l'article, par exemple ./couverture.jpg"),
      imageAlt: blankable(text("description de l'image de couverture")),
      publishedAt,
      category: z.enum(BLOG_CATEGORIES, { error: oneOf('catégorie', BLOG_CATEGORIES) }),
      readTime: wholeNumber('temps de lecture en minutes, un nombre entier comme 6').optional(),
      photos: z
        .array(
          fields({
            image: localImage("fichier de la photo, placé à côté de l'article, par exemple ./repetition.jpg"),
            caption: text('légende de la photo'),
            alt: text('description de la photo pour les personnes qui ne la voient pas').optional(),
            position: wholeNumber('rang de la photo, un nombre entier à partir de 1').optional(),
          }),
          { error: expected('liste de photos, chacune commençant par « - image: »') },
        )
        .default([]),
      videos: z
        .array(
          fields({
            title: text('titre de la vidéo'),
            /** The link as pasted, kept as its 11-character video id. */
            youtubeUrl: youtubeField,
          }),
          { error: expected('liste de vidéos, chacune commençant par « - title: »') },
        )
        .default([]),
      relatedLinks: z
        .array(
          fields({
            type: z.enum(RELATED_LINK_TYPES, { error: oneOf('sorte de lien', RELATED_LINK_TYPES) }),
            title: text('texte du lien'),
            url: z.string({ error: expected('adresse du lien') }).regex(/^(\/(?!\/)|https?:\/\/)/, {
              error: expected('adresse du lien : une page du site commençant par / (par exemple /discographie) ou une adresse web commençant par https://'),
            }),
          }),
          { error: expected('liste de liens, chacun commençant par « - type: »') },
        )
        .default([]),
    });
  },
});

/** The professional area's documents; each `path` names a file of the repo's pro-documents/ folder (the private bucket's layout). */
const proDocuments = defineCollection({
  loader: dataFile('content/pro-documents.json'),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int(),
    documents: z
      .array(
        z
          .object({
            name: z.string().min(1),
            type: z.enum(documentTypes),
            size: z.string().regex(/^\d+(,\d+)? (KB|MB)$/, 'taille attendue comme « 245 KB » ou « 4,8 MB »'),
            path: z.string().regex(/^[a-z0-9-]+\/[a-z0-9.-]+$/, 'chemin attendu comme « dossier/fichier.pdf », en minuscules'),
          })
          .refine((document) => pathMatchesType(document.path, document.type), {
            message: "l'extension du fichier doit correspondre au type (PDF → .pdf, …)",
            path: ['path'],
          }),
      )
      .min(1),
  }),
});

const featuredVideos = defineCollection({
  loader: dataFile('content/media/featured-videos.json'),
  schema: video.extend({
    /** Place on the page, 1 first; the first two play muted in a loop. */
    position,
  }),
});
/** Newest first on the page, by uploadDate. */
const videos = defineCollection({ loader: dataFolder('content/media/videos'), schema: video });
const shorts = defineCollection({ loader: dataFolder('content/media/shorts'), schema: video });

const photos = defineCollection({
  loader: dataFile('content/media/photos.json'),
  schema: ({ image }) =>
    z.object({
      image: image(),
      alt: text('texte alternatif (alt : ce que montre la photo, pour qui ne la voit pas)'),
    }),
});

const pressQuotes = defineCollection({
  loader: dataFolder('content/press/quotes'),
  schema: z.object({
    /** Place on the press page, 1 first: nothing in a quote says which comes first. */
    position,
    journal: text('nom du journal'),
    extract: text('extrait'),
    author: text('auteur'),
  }),
});

/** Newest first on the page, by publishedAt. */
const pressArticles = defineCollection({
  loader: dataFolder('content/press/articles'),
  schema: z.object({
    title: text('titre'),
    excerpt: text('résumé'),
    source: text('nom de la publication'),
    publishedAt: isoDate,
    link: httpsUrl,
  }),
});

const interview = defineCollection({ loader: dataFile('content/press/interview.json'), schema: video });

const year = z.string().regex(/^\d{4}$/, 'année attendue sur quatre chiffres, entre guillemets, par exemple "2022"');

/** Newest first on the pages, by year. */
const albums = defineCollection({
  loader: withCoverWidth(dataFolder('content/albums'), ALBUM_COVER_WIDTHS),
  schema: ({ image }) =>
    z.object({
      title: text('titre'),
      year,
      description: text('description'),
      image: image(),
      spotifyUrl: httpsUrl,
      tracks: z.array(text('titre de morceau')).min(1, 'indiquez au moins un morceau dans "tracks"'),
      /** One of the three recent albums shown on the home page. */
      featuredOnHome: z.boolean().default(false),
    }),
});

/** Newest first on the page, by year; the covers are the discography's, in content/albums/. */
const storeAlbums = defineCollection({
  loader: withCoverWidth(dataFolder('content/store'), STORE_COVER_WIDTHS),
  schema: ({ image }) =>
    z.object({
      title: text('titre'),
      artist: text('artiste').optional(),
      year,
      description: text('description'),
      price: z.string().regex(PRICE_PATTERN, 'prix attendu au format 15€ ou 12,90€ (virgule pour les centimes, symbole € collé)'),
      spotifyUrl: httpsUrl,
      image: image(),
      digitalOnly: z.boolean().optional(),
      paymentUrl: httpsUrl,
    }),
});

const sideman = defineCollection({
  loader: withCoverWidth(dataFolder('content/sideman'), SIDEMAN_COVER_WIDTHS),
  schema: ({ image }) =>
    z.object({
      /** Place in the carousel, 1 first: nothing in a record says which comes first. */
      position,
      title: text('titre'),
      artist: text('artiste'),
      image: image(),
    }),
});

const ensembles = defineCollection({
  loader: dataFile('content/ensembles.json'),
  schema: ({ image }) =>
    z.object({
      /** Name after the artist's: "Quintet" gives "Yaniel Bárcenas Quintet". */
      formation: text('nom de la formation'),
      subtitle: text('sous-titre'),
      /** The duo's partner, named on the projects page. */
      partner: text('partenaire').optional(),
      icon: z.enum(PROJECT_ICONS, { error: `icône attendue parmi : ${PROJECT_ICONS.join(', ')}` }),
      summary: text('résumé'),
      image: image(),
      imageAlt: text('description de l’image'),
      intro: z.array(text('paragraphe')).min(1),
      members: z.array(z.object({ name: text('nom du musicien'), role: text('instrument') })).min(1, 'indiquez au moins un musicien'),
      repertoire: z.array(z.object({ title: text('titre'), note: text('note') })).min(1, 'indiquez au moins un morceau'),
      video: z.object({ youtube: youtubeField, title: text('titre de la vidéo') }),
    }),
});

const collaborators = defineCollection({
  loader: dataFile('content/collaborators.json'),
  schema: z.object({ name: text('nom') }),
});

const topic = z.object({ title: text('titre'), text: text('texte') });

const teaching = defineCollection({
  loader: dataFile('content/teaching.json'),
  schema: z.object({
    intro: text('introduction'),
    topicsTitle: text('titre de la liste des thèmes'),
    topics: z.array(topic).min(1),
    formatsTitle: text('titre de la liste des formats'),
    formats: z.array(topic).min(1),
  }),
});

const biography = defineCollection({
  loader: reported(glob({ pattern: '*.md', base: './content/bio' })),
  schema: ({ image }) =>
    z.object({
      portrait: image(),
      portraitAlt: text('description du portrait'),
      instruments: z.array(text('instrument')).min(1),
    }),
});

export const collections = {
  concerts,
  partners,
  proDocuments,
  featuredVideos,
  videos,
  shorts,
  photos,
  pressQuotes,
  pressArticles,
  interview,
  blog,
  albums,
  storeAlbums,
  sideman,
  ensembles,
  collaborators,
  teaching,
  biography,
};
