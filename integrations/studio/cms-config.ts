/**
 * The studio's configuration (Sveltia CMS), written to /admin/config.yml at build and served by the
 * dev server. Each collection's fields are written from its zod schema (src/content-schemas.ts, or
 * src/lib/settings.ts) by cms-fields.ts; this file says how the studio presents each collection:
 * its name in the menu, its folder or files, how an entry is named and summarised, where images go.
 */
import { contentSchemas } from '../../src/content-schemas.ts';
import { siteSettingsSchema } from '../../src/lib/settings.ts';
import { basename, dirname, extname, posix } from 'node:path';
import { defaultLanguage, languages } from '../../src/lib/languages.ts';
import { translationOf } from '../../src/content-translation-files.ts';
import { FIXED_ITEMS, hasTranslations, imageMinWidthsOf, studioFieldsOf, withTranslatedParts, type CmsField } from './cms-fields.ts';

export interface FolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: 'md' | 'json';
  format: 'frontmatter' | 'json';
  /** False for a fixed set of files the artist edits but does not add to. */
  create: boolean;
  /** The field that names an entry in the studio's lists, when it is not "title". */
  identifier_field?: string;
  slug: string;
  summary: string;
  sortable_fields: string[];
  /** Only for a collection with images: where they go, and how the entry writes their path. */
  media_folder?: string;
  public_folder?: string;
  /** Set when a field is translatable: the entry has a translation file per language (i18nOptions). */
  i18n?: true;
  fields: CmsField[];
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  media_folder?: string;
  public_folder?: string;
  i18n?: true;
  fields: CmsField[];
}

export interface FilesCollection {
  name: string;
  label: string;
  description: string;
  i18n?: true;
  files: CmsFile[];
}

export type CmsCollection = FolderCollection | FilesCollection;

/**
 * Astro resolves an image path relative to its entry only when it starts with ./ or ../, and
 * The studio joins public_folder and the file name, dropping a leading ./: "../concerts" keeps the path
 * relative (../concerts/affiche.jpg from content/concerts/x.md is content/concerts/affiche.jpg).
 */
const beside = (folder: string) => ({ media_folder: '', public_folder: `../${folder}` });

/**
 * Where a video's files are stored, whichever file names the video (src/content-schemas.ts): its
 * poster (posterFields) and a featured video's loop (clip).
 */
const VIDEO_FILE_FOLDERS: Record<string, string> = { poster: 'content/videos/posters', clip: 'content/videos/clips' };

/** The fields with each video's files stored in their folder (VIDEO_FILE_FOLDERS), their path written from the entry's folder `entryFolder`. */
const withPosterFolder = (fields: CmsField[], entryFolder: string): CmsField[] =>
  fields.map((field) => {
    const folder = field.widget === 'image' || field.widget === 'file' ? VIDEO_FILE_FOLDERS[field.name] : undefined;
    if (folder) return { ...field, media_folder: `/${folder}`, public_folder: posix.relative(entryFolder, folder) };
    return {
      ...field,
      ...(field.fields ? { fields: withPosterFolder(field.fields, entryFolder) } : {}),
      ...(field.field ? { field: withPosterFolder([field.field], entryFolder)[0] ?? field.field } : {}),
    };
  });

/** The text under the front matter of a markdown entry. */
const body = (label: string, hint: string): CmsField => ({ name: 'body', label, widget: 'markdown', hint });

/** The identifier of an entry in a JSON list (Astro's file() loader needs one per entry). */
const entryId = (example: string): CmsField => ({
  name: 'id',
  label: 'Identifiant',
  widget: 'string',
  hint: `Unique dans la liste, en minuscules sans accents, mots reliés par des tirets, par exemple ${example}.`,
  pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Minuscules sans accents et chiffres, mots reliés par des tirets.'],
});

const concerts: FolderCollection = {
  name: 'concerts',
  label: 'Concerts',
  label_singular: 'concert',
  description: 'L’agenda : un fichier par concert dans content/concerts/. Le lendemain du concert, il passe tout seul dans les concerts passés.',
  folder: 'content/concerts',
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{fields.date}}-{{slug}}',
  summary: '{{date}} — {{title}} ({{city}})',
  sortable_fields: ['date', 'title', 'city'],
  ...beside('concerts'),
  fields: [...studioFieldsOf(contentSchemas.concerts, 'concerts'), body('Présentation', 'Le texte de présentation du concert.')],
};

const blog: FolderCollection = {
  name: 'blog',
  label: 'Blog',
  label_singular: 'article',
  description: 'Les articles du blog : un fichier par article dans content/blog/, ses images dans un dossier du même nom.',
  folder: 'content/blog',
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  summary: '{{publishedAt}} — {{title}}',
  sortable_fields: ['publishedAt', 'title', 'category'],
  media_folder: '{{slug}}',
  public_folder: '../blog/{{slug}}',
  fields: [
    ...withPosterFolder(studioFieldsOf(contentSchemas.blog, 'blog'), 'content/blog'),
    body(
      'Texte de l’article',
      'Un grand titre : « # » puis une espace en début de ligne ; un sous-titre : « ## » ; ou le menu des titres de la barre d’outils. Aussi gras, italique, liens, listes, citations. Les photos se déclarent plus haut, pas dans le texte.',
    ),
  ],
};

/**
 * A JSON list file, edited as a whole: its entries sit under "entries" (the studio edits objects,
 * not bare lists). `fixed`: a command adds and removes the entries (FIXED_ITEMS), the studio edits them.
 */
const listFile = (
  name: keyof typeof contentSchemas,
  label: string,
  file: string,
  singular: string,
  example: string,
  summary: string,
  { folder, fixed = false }: { folder?: string; fixed?: boolean } = {},
): CmsFile => ({
  name,
  label,
  file,
  ...(folder ? { media_folder: folder, public_folder: `../content/${folder}` } : {}),
  fields: [
    withTranslatedParts({
      name: 'entries',
      label,
      label_singular: singular,
      widget: 'list',
      // The command names each entry too (a rubrique is named after its folder).
      fields: [{ ...entryId(example), ...(fixed ? { readonly: true as const } : {}) }, ...withPosterFolder(studioFieldsOf(contentSchemas[name], name), posix.dirname(file))],
      summary,
      collapsed: true,
      ...(fixed ? FIXED_ITEMS : {}),
    }),
  ],
});

/**
 * A collection the artist adds to over time: one JSON file per entry in `folder`, named after the
 * entry (src/content-loaders.ts reads them with dataFolder()).
 */
const entryFolder = (collection: Omit<FolderCollection, 'extension' | 'format' | 'create' | 'slug'> & { slug?: string }): FolderCollection => ({
  extension: 'json',
  format: 'json',
  create: true,
  slug: '{{slug}}',
  ...collection,
});

const albums = entryFolder({
  name: 'albums',
  label: 'Albums',
  label_singular: 'album',
  description: 'La discographie : un fichier par album dans content/albums/, sa pochette à côté. Les albums vont du plus récent au plus ancien.',
  folder: 'content/albums',
  summary: '{{year}} — {{title}}',
  sortable_fields: ['year', 'title'],
  ...beside('albums'),
  fields: studioFieldsOf(contentSchemas.albums, 'albums'),
});

const storeAlbums = entryFolder({
  name: 'storeAlbums',
  label: 'Store',
  label_singular: 'album en vente',
  description: 'Les albums en vente : un fichier par album dans content/store/. Ils vont du plus récent au plus ancien.',
  folder: 'content/store',
  summary: '{{title}} — {{price}}',
  sortable_fields: ['year', 'title'],
  // The store shows the discography's covers: they stay in content/albums/, one file for both pages.
  media_folder: '/content/albums',
  public_folder: '../albums',
  fields: studioFieldsOf(contentSchemas.storeAlbums, 'storeAlbums'),
});

const sideman = entryFolder({
  name: 'sideman',
  label: 'Side man',
  label_singular: 'disque',
  description: 'Les disques joués en side man : un fichier par disque dans content/sideman/, sa pochette à côté.',
  folder: 'content/sideman',
  summary: '{{position}}. {{title}} ({{artist}})',
  sortable_fields: ['position', 'title', 'artist'],
  ...beside('sideman'),
  fields: studioFieldsOf(contentSchemas.sideman, 'sideman'),
});

/** Videos and shorts: the same fields, one file per video, newest first. */
const videoFolder = (name: 'videos' | 'shorts', label: string, labelSingular: string, description: string, folder: string) =>
  entryFolder({
    name,
    label,
    label_singular: labelSingular,
    description,
    folder,
    summary: '{{uploadDate}} — {{title}}',
    sortable_fields: ['uploadDate', 'title'],
    fields: withPosterFolder(studioFieldsOf(contentSchemas[name], name), folder),
  });

const videos = videoFolder(
  'videos',
  'Vidéos',
  'vidéo',
  'Les vidéos de la page Media : un fichier par vidéo dans content/media/videos/, de la plus récente à la plus ancienne.',
  'content/media/videos',
);
const shorts = videoFolder(
  'shorts',
  'Shorts',
  'short',
  'Les shorts de la page Media : un fichier par short dans content/media/shorts/, du plus récent au plus ancien.',
  'content/media/shorts',
);

const pressArticles = entryFolder({
  name: 'pressArticles',
  label: 'Articles de presse',
  label_singular: 'article de presse',
  description: 'Les articles de la page Presse : un fichier par article dans content/press/articles/, du plus récent au plus ancien.',
  folder: 'content/press/articles',
  slug: '{{fields.publishedAt}}-{{slug}}',
  summary: '{{publishedAt}} — {{source}} : {{title}}',
  sortable_fields: ['publishedAt', 'source', 'title'],
  fields: studioFieldsOf(contentSchemas.pressArticles, 'pressArticles'),
});

const pressQuotes = entryFolder({
  name: 'pressQuotes',
  label: 'Citations de presse',
  label_singular: 'citation',
  description: 'Les extraits de presse en haut de la page Presse : un fichier par citation dans content/press/quotes/.',
  folder: 'content/press/quotes',
  identifier_field: 'journal',
  summary: '{{position}}. {{journal}} ({{author}})',
  sortable_fields: ['position', 'journal'],
  fields: studioFieldsOf(contentSchemas.pressQuotes, 'pressQuotes'),
});

const media: FilesCollection = {
  name: 'media',
  label: 'Vidéos à la une et photos',
  description: 'Les vidéos à la une et le bandeau de photos de la page Media, chacun modifié en entier.',
  files: [
    listFile('featuredVideos', 'Vidéos à la une', 'content/media/featured-videos.json', 'vidéo', 'cimarron-live-sunside', '{{fields.position}}. {{fields.title}}'),
    listFile('photos', 'Photos', 'content/media/photos.json', 'photo', 'photo-90', '{{fields.alt}}', { folder: 'media/photos' }),
  ],
};

const press: FilesCollection = {
  name: 'presse',
  label: 'Entretien filmé',
  description: 'L’entretien filmé de la page Presse.',
  files: [listFile('interview', 'Entretien filmé', 'content/press/interview.json', 'entretien', 'entre-la-havane-et-paris', '{{fields.title}}')],
};

const artist: FilesCollection = {
  name: 'artiste',
  label: 'Biographie, formations, enseignement',
  description: 'La biographie, les formations, les master classes et workshops, les collaborateurs et partenaires.',
  files: [
    {
      name: 'biography',
      label: 'Biographie',
      file: 'content/bio/biographie.md',
      media_folder: '',
      public_folder: '../bio',
      fields: [...studioFieldsOf(contentSchemas.biography, 'biography'), body('Biographie', 'Le texte de la page Bio, en sections (##).')],
    },
    listFile('ensembles', 'Formations', 'content/ensembles.json', 'formation', 'quintet', '{{fields.formation}}', { folder: 'ensembles' }),
    listFile('teaching', 'Master classes et workshops', 'content/teaching.json', 'page', 'masterclass', '{{fields.id}}'),
    listFile('collaborators', 'Collaborateurs', 'content/collaborators.json', 'collaborateur', 'orlando-garcia-vidal', '{{fields.name}}'),
    listFile('partners', 'Partenaires', 'content/partners.json', 'partenaire', 'sunside', '{{fields.name}}'),
    // Each rubrique is a folder of the private bucket: npm run pro-documents:push adds and removes them.
    listFile('proDocuments', 'Documents de l’espace pro', 'content/pro-documents.json', 'rubrique', 'fiches-techniques', '{{fields.title}}', { fixed: true }),
  ],
};

/**
 * One kit per ensemble, its file named by the ensemble's id: the artist edits the four and adds
 * none (a fifth ensemble comes with its page). The identifier would only name a new entry.
 */
const kits: FolderCollection = {
  name: 'kits',
  label: 'Kits presse et technique',
  label_singular: 'kit',
  description:
    'Par formation : présentations, plan de scène, patch, retours, backline, accueil et photos de presse. Fiche technique, plan de scène et pack photo en sont fabriqués.',
  folder: 'content/kits',
  extension: 'json',
  format: 'json',
  create: false,
  identifier_field: 'updatedAt',
  slug: '{{slug}}',
  summary: 'Kit {{filename}} (données du {{updatedAt}})',
  sortable_fields: ['updatedAt'],
  // A photo added here goes beside the kits, in content/kits/photos/, its print file too.
  media_folder: '/content/kits/photos',
  public_folder: '../kits/photos',
  fields: studioFieldsOf(contentSchemas.kits, 'kits'),
};

const booking: FilesCollection = {
  name: 'booking',
  label: 'Conditions générales',
  description: 'Les conditions générales d’une date, publiques, en trois langues : la page /conditions-generales, liée depuis la fiche de chaque formation (son kit).',
  files: [
    {
      name: 'generalTerms',
      label: 'Conditions générales',
      file: 'content/booking/conditions-generales.md',
      fields: [
        ...studioFieldsOf(contentSchemas.generalTerms, 'generalTerms'),
        body('Conditions', 'Une section par clause : son titre sur une ligne commençant par « ## », puis son texte. Le texte ne peut pas rester vide.'),
      ],
    },
  ],
};

const settings: FilesCollection = {
  name: 'reglages',
  label: 'Réglages',
  description: 'Adresses de contact, téléphone, management, lettre d’information, réseaux sociaux.',
  files: [
    {
      name: 'settings',
      label: 'Contact, lettre d’information et réseaux',
      file: 'content/settings.json',
      fields: studioFieldsOf(siteSettingsSchema, 'settings'),
    },
  ],
};

/**
 * The translations (src/lib/languages.ts): beside each French file, one per other language
 * (`2026-12-12-sunside.en.md`, `ensembles.es.json`), holding only the translatable fields; French
 * is required, English and Spanish may come later, and a new entry starts in French alone.
 */
export const i18nOptions = {
  structure: 'multiple_files',
  locales: [...languages],
  default_locale: defaultLanguage,
  omit_default_locale_from_filename: true,
  initial_locales: [defaultLanguage],
} as const;

/** The text under the front matter follows its entry: translated when the entry has a translatable field. */
const translatedBody = (field: CmsField): CmsField => (field.name === 'body' && field.widget === 'markdown' ? { ...field, i18n: true, required: [defaultLanguage] } : field);

/** Fields in each language (i18n) for the entries, files and collections that hold a translatable field; the others stay French only. */
export function withTranslations<Collection extends CmsCollection>(collection: Collection): Collection {
  if ('files' in collection) {
    const files = collection.files.map((file) => (file.fields.some(hasTranslations) ? { ...file, i18n: true as const, fields: file.fields.map(translatedBody) } : file));
    return files.some((file) => file.i18n) ? { ...collection, i18n: true, files } : collection;
  }
  return collection.fields.some(hasTranslations) ? { ...collection, i18n: true, fields: collection.fields.map(translatedBody) } : collection;
}

export const cmsCollections: CmsCollection[] = [
  concerts,
  blog,
  albums,
  storeAlbums,
  sideman,
  videos,
  shorts,
  media,
  pressArticles,
  pressQuotes,
  press,
  artist,
  kits,
  booking,
  settings,
].map(withTranslations);

/**
 * The least width of each image field that has one, by collection and key path ("blog" →
 * "photos.*.image" → 1200), for the studio's check before saving (image-width.ts). A folder
 * collection is named as its schema; no file of a files collection has such a field yet
 * (cms-config.test.ts says so when one does).
 */
export const imageMinWidths: Record<string, Record<string, number>> = Object.fromEntries(
  cmsCollections.flatMap((collection) => {
    if (!('folder' in collection) || !(collection.name in contentSchemas)) return [];
    const widths = imageMinWidthsOf(contentSchemas[collection.name as keyof typeof contentSchemas], collection.name);
    return Object.keys(widths).length > 0 ? [[collection.name, widths]] : [];
  }),
);

/**
 * The studio's address of the entry a content file holds (`content/concerts/x.en.md` is the concert
 * x, opened in the studio with its languages), as the dev server's page on a broken content/ links to it.
 */
export function studioEntryAddress(file: string): string | undefined {
  const original = translationOf(file)?.original ?? file;
  for (const collection of cmsCollections) {
    const entry =
      'files' in collection
        ? collection.files.find((candidate) => candidate.file === original)?.name
        : dirname(original) === collection.folder && extname(original) === `.${collection.extension}`
          ? basename(original, extname(original))
          : undefined;
    if (entry) return `/admin/#/collections/${collection.name}/entries/${entry}`;
  }
  return undefined;
}

export interface CmsOptions {
  /** owner/name of the GitHub repository the studio commits to. */
  repo: string;
  branch: string;
  /** The site the studio links back to. */
  siteUrl: string;
}

/**
 * The repository Netlify builds (REPOSITORY_URL, e.g. https://github.com/owner/name), else
 * CMS_GITHUB_REPO, else a placeholder that the README says to replace.
 */
export function cmsOptions(env: Record<string, string | undefined>, siteUrl: string): CmsOptions {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env['REPOSITORY_URL'] ?? '')?.[1];
  return {
    repo: env['CMS_GITHUB_REPO'] || fromNetlify || 'yaniel-barcenas/site',
    branch: env['CMS_BRANCH'] || 'main',
    siteUrl,
  };
}

export function cmsConfig(options: CmsOptions) {
  return {
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Sign-in through Netlify's GitHub OAuth provider (api.netlify.com, the default for github).
    // On localhost, Sveltia offers to work on a local folder instead (npm run studio): no account, no network.
    backend: { name: 'github', repo: options.repo, branch: options.branch, squash_merges: true },
    // Each change is a draft on its own branch (cms/…) with a Netlify deploy preview, until published.
    publish_mode: 'editorial_workflow',
    // Only for the collections without images of their own; Sveltia wants the global public folder absolute.
    media_folder: 'content/media/uploads',
    public_folder: '/content/media/uploads',
    // The artist's own photos only: no stock photo library, which would search other sites.
    media_libraries: { stock_assets: false },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: i18nOptions,
    // Files written as the repository keeps them: JSON as JSON.stringify(value, null, 2), a time "20:30"
    // in quotes (YAML 1.1 would read 20:30 as a number), and no empty text for a field left blank.
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 }, yaml: { quote: 'double' } },
    collections: cmsCollections,
  };
}
