/**
 * The studio's configuration (Decap CMS), written to /admin/config.yml at build and served by the
 * dev server. Each collection mirrors a zod schema of src/content.config.ts (or of
 * src/lib/settings.ts); cms-config.test.ts beside it fails when a field or a closed list drifts.
 */
import { BLOG_CATEGORIES, RELATED_LINK_TYPES } from '../../src/lib/blog.ts';
import { CONCERT_COUNTRIES, CONCERT_STATUSES } from '../../src/lib/concerts.ts';
import { documentTypes } from '../../src/lib/pro-documents.ts';
import { SOCIAL_NETWORKS } from '../../src/lib/settings.ts';
import { PROJECT_ICONS } from '../../src/lib/ensembles.ts';
import { PRICE_PATTERN } from '../../src/lib/price.ts';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_SIZE } from '../../src/lib/image-rules.ts';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from '../../src/lib/covers.ts';
import { body, clock, day, entryId, group, image, list, longText, optional, select, text, textList, webAddress, wholeNumber, youtube, type CmsField } from './cms-fields.ts';

interface FolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: 'md' | 'json';
  format: 'frontmatter' | 'json';
  create: true;
  /** The field that names an entry in the studio's lists, when it is not "title". */
  identifier_field?: string;
  slug: string;
  summary: string;
  sortable_fields: string[];
  /** Only for a collection with images: where they go, and how the entry writes their path. */
  media_folder?: string;
  public_folder?: string;
  fields: CmsField[];
}

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  media_folder?: string;
  public_folder?: string;
  fields: CmsField[];
}

interface FilesCollection {
  name: string;
  label: string;
  description: string;
  files: CmsFile[];
}

export type CmsCollection = FolderCollection | FilesCollection;

/**
 * Astro resolves an image path relative to its entry only when it starts with ./ or ../, and
 * Decap joins public_folder and the file name, dropping a leading ./: "../concerts" keeps the path
 * relative (../concerts/affiche.jpg from content/concerts/x.md is content/concerts/affiche.jpg).
 */
const beside = (folder: string) => ({ media_folder: '', public_folder: `../${folder}` });

const imageAlt = (name: string, what: string) => text(name, `Description ${what}`, { hint: 'Ce que montre l’image, pour les personnes qui ne la voient pas.' });

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
  fields: [
    text('title', 'Titre du concert', { hint: 'Le titre du concert ou du festival.' }),
    text('ensemble', 'Formation', { hint: 'Quintet, Trio, Duo ou Mambí (la page de la formation sera liée) ; pour une invitation, le nom de la formation qui invite.' }),
    day('date', 'Date'),
    clock('time', 'Heure de début', { default: '20:30' }),
    optional(clock('endTime', 'Heure de fin', { default: '', hint: 'Sans elle, les agendas comptent deux heures.' })),
    text('venue', 'Lieu', { hint: 'Le nom de la salle ou du festival.' }),
    text('city', 'Ville'),
    select('country', 'Pays', CONCERT_COUNTRIES, { default: 'France' }),
    text('address', 'Adresse', { hint: 'Rue, code postal et ville, par exemple 60 rue des Lombards, 75001 Paris.' }),
    webAddress('bookingUrl', 'Lien de réservation', { hint: 'Le lien de la billetterie, commençant par https://.' }),
    optional(
      text('price', 'Prix', {
        hint: '25€ ou 22,50€ (virgule pour les centimes, € collé) ; 0€ affiche « Entrée libre ».',
        pattern: [PRICE_PATTERN.source, 'Prix au format 25€ ou 22,50€.'],
      }),
    ),
    select('status', 'Statut', CONCERT_STATUSES, { default: 'programmé', hint: 'Un concert complet, reporté ou annulé reste dans l’agenda : changez seulement son statut.' }),
    optional(day('newDate', 'Nouvelle date (concert reporté)', { default: '', hint: 'Seulement pour un concert reporté ; la date d’origine reste dans « Date ».' })),
    optional(clock('newTime', 'Nouvelle heure (concert reporté)', { default: '', hint: 'Seulement si l’heure change avec le report.' })),
    optional(image('image', 'Photo', { hint: `Facultative : sans photo, la page montre celle de la formation. ${MAX_IMAGE_SIZE} au plus.` })),
    optional(imageAlt('imageAlt', 'de la photo')),
    body('Présentation', 'Le texte de présentation du concert.'),
  ],
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
    text('title', 'Titre'),
    longText('excerpt', 'Résumé', { hint: 'Une ou deux phrases, sur la carte du blog, en haut de l’article et dans les partages.' }),
    image('image', 'Image de couverture', { hint: `JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${ARTICLE_IMAGE_MIN_WIDTH} pixels de large ; 1600 suffisent.` }),
    optional(imageAlt('imageAlt', 'de l’image de couverture')),
    day('publishedAt', 'Date de publication', { hint: 'Les articles sont classés du plus récent au plus ancien.' }),
    select('category', 'Catégorie', BLOG_CATEGORIES),
    optional(wholeNumber('readTime', 'Temps de lecture (minutes)', { max: 120, hint: 'Facultatif : sans lui, il est calculé à partir du texte.' })),
    optional(
      list(
        'photos',
        'Photos',
        'photo',
        [
          image('image', 'Photo', { hint: `JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${ARTICLE_IMAGE_MIN_WIDTH} pixels de large ; 1600 suffisent.` }),
          text('caption', 'Légende'),
          optional(imageAlt('alt', 'de la photo')),
          optional(
            wholeNumber('position', 'Rang dans l’article', { hint: 'La 1re photo se place après le 1er grand titre, la 2e après le 2e… Sans rang, l’ordre de la liste compte.' }),
          ),
        ],
        { summary: '{{fields.caption}}' },
      ),
    ),
    optional(list('videos', 'Vidéos', 'vidéo', [text('title', 'Titre de la vidéo'), youtube('youtubeUrl', 'Lien YouTube')], { summary: '{{fields.title}}' })),
    optional(
      list(
        'relatedLinks',
        'Pour aller plus loin',
        'lien',
        [
          select('type', 'Sorte de lien', RELATED_LINK_TYPES),
          text('title', 'Texte du lien'),
          text('url', 'Adresse', {
            hint: 'Une page du site commençant par / (/discographie, /projets…) ou une adresse web commençant par https://.',
            pattern: ['^(/(?!/)|https?://)', 'Une page du site commençant par / ou une adresse web commençant par https://.'],
          }),
        ],
        { summary: '{{fields.title}}' },
      ),
    ),
    body('Texte de l’article', 'Grands titres (#), sous-titres (##), gras, italique, liens, listes, citations. Les photos se déclarent plus haut, pas dans le texte.'),
  ],
};

/** A JSON list file, edited as a whole: its entries sit under "entries" (Decap edits objects, not bare lists). */
const listFile = (name: string, label: string, file: string, singular: string, example: string, fields: CmsField[], summary: string, folder?: string): CmsFile => ({
  name,
  label,
  file,
  ...(folder ? { media_folder: folder, public_folder: `../content/${folder}` } : {}),
  fields: [list('entries', label, singular, [entryId(example), ...fields], { summary, collapsed: true })],
});

const price = text('price', 'Prix', { hint: '15€ ou 12,90€ (virgule pour les centimes, € collé).', pattern: [PRICE_PATTERN.source, 'Prix au format 15€ ou 12,90€.'] });
const year = text('year', 'Année', {
  hint: 'L’année de sortie, sur quatre chiffres ; la liste va de la plus récente à la plus ancienne.',
  pattern: ['^\\d{4}$', 'Année sur quatre chiffres, par exemple 2022.'],
});
const spotify = webAddress('spotifyUrl', 'Lien Spotify', { hint: 'La page de l’album sur Spotify, commençant par https://.' });
/** A cover image, with the least width its page needs (the build refuses a narrower file). */
const cover = (widths: readonly number[], where: string) =>
  image('image', 'Pochette', { hint: `Pochette carrée, JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${Math.max(...widths)} pixels de large ; ${where}` });
const position = (where: string) => wholeNumber('position', 'Place', { hint: `${where} : 1 en premier. Pour glisser une entrée entre deux autres, décalez les suivantes.` });

/**
 * A collection the artist adds to over time: one JSON file per entry in `folder`, named after the
 * entry (src/content.config.ts reads them with dataFolder()).
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
  fields: [
    text('title', 'Titre', { hint: 'Le titre de l’album ; il donne aussi le nom du fichier.' }),
    year,
    longText('description', 'Description', { hint: 'Quelques phrases, sous la pochette sur la page Discographie.' }),
    cover(ALBUM_COVER_WIDTHS, 'elle est rangée à côté de l’album, dans content/albums/.'),
    spotify,
    textList('tracks', 'Morceaux', 'Titre du morceau', { min: 1, label_singular: 'morceau', hint: 'Dans l’ordre du disque ; ils s’affichent sous « Écouter ».' }),
    { name: 'featuredOnHome', label: 'Sur l’accueil', widget: 'boolean', default: false, required: false, hint: 'Un des trois albums récents montrés sur l’accueil.' },
  ],
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
  fields: [
    text('title', 'Titre', { hint: 'Le titre de l’album ; il donne aussi le nom du fichier.' }),
    optional(text('artist', 'Artiste', { hint: 'La formation qui signe l’album, par exemple Yaniel Bárcenas Quintet ; vide, aucune ligne d’artiste.' })),
    year,
    longText('description', 'Description', { hint: 'Ce que contient l’album vendu (CD, livret, téléchargement…).' }),
    price,
    spotify,
    cover(STORE_COVER_WIDTHS, 'les pochettes sont celles de la discographie, rangées dans content/albums/.'),
    { name: 'digitalOnly', label: 'Numérique seulement', widget: 'boolean', required: false, default: false, hint: 'Cochée : l’album est envoyé par un lien de téléchargement.' },
    webAddress('paymentUrl', 'Lien de paiement', { hint: 'La page de paiement de l’album, commençant par https://.' }),
  ],
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
  fields: [
    position('Place dans le carrousel « Side Man »'),
    text('title', 'Titre', { hint: 'Le titre du disque ; il donne aussi le nom du fichier.' }),
    text('artist', 'Artiste', { hint: 'L’artiste ou la formation qui signe le disque.' }),
    cover(SIDEMAN_COVER_WIDTHS, 'elle est rangée à côté du disque, dans content/sideman/.'),
  ],
});

const video = [
  text('title', 'Titre', { hint: 'Le titre affiché sous la vidéo.' }),
  youtube('youtube', 'Lien YouTube'),
  longText('description', 'Description', { hint: 'Une ou deux phrases, pour la page et les moteurs de recherche.' }),
  day('uploadDate', 'Date de publication sur YouTube', { hint: 'Le jour où la vidéo a été mise en ligne sur YouTube.' }),
];

/** Videos and shorts: the same fields, one file per video, newest first. */
const videoFolder = (name: string, label: string, labelSingular: string, description: string, folder: string) =>
  entryFolder({
    name,
    label,
    label_singular: labelSingular,
    description,
    folder,
    summary: '{{uploadDate}} — {{title}}',
    sortable_fields: ['uploadDate', 'title'],
    fields: video,
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
  fields: [
    text('title', 'Titre', { hint: 'Le titre de l’article, tel que le journal l’a publié.' }),
    longText('excerpt', 'Résumé', { hint: 'Une ou deux phrases, sur la carte de l’article.' }),
    text('source', 'Publication', { hint: 'Le nom du journal, du magazine ou du site.' }),
    day('publishedAt', 'Date de parution', { hint: 'Les articles sont classés du plus récent au plus ancien.' }),
    webAddress('link', 'Lien vers l’article', { hint: 'L’adresse de l’article en ligne, commençant par https://.' }),
  ],
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
  fields: [
    position('Place sur la page Presse'),
    text('journal', 'Journal', { hint: 'Le nom du journal ; il donne aussi le nom du fichier.' }),
    longText('extract', 'Extrait', { hint: 'La phrase citée, sans guillemets : la page les ajoute.' }),
    text('author', 'Auteur', { hint: 'La personne qui a signé l’article.' }),
  ],
});

const media: FilesCollection = {
  name: 'media',
  label: 'Vidéos à la une et photos',
  description: 'Les vidéos à la une et le bandeau de photos de la page Media, chacun modifié en entier.',
  files: [
    listFile(
      'featuredVideos',
      'Vidéos à la une',
      'content/media/featured-videos.json',
      'vidéo',
      'cimarron-live-sunside',
      [wholeNumber('position', 'Place sur la page', { hint: '1 en premier ; les deux premières tournent sans le son.' }), ...video],
      '{{fields.position}}. {{fields.title}}',
    ),
    listFile(
      'photos',
      'Photos',
      'content/media/photos.json',
      'photo',
      'photo-90',
      [image('image', 'Photo'), text('alt', 'Description de la photo', { hint: 'Ce que montre la photo, pour qui ne la voit pas.' })],
      '{{fields.alt}}',
      'media/photos',
    ),
  ],
};

const press: FilesCollection = {
  name: 'presse',
  label: 'Entretien filmé',
  description: 'L’entretien filmé de la page Presse.',
  files: [listFile('interview', 'Entretien filmé', 'content/press/interview.json', 'entretien', 'entre-la-havane-et-paris', video, '{{fields.title}}')],
};

const topic = (name: string, label: string) => list(name, label, 'thème', [text('title', 'Titre'), longText('text', 'Texte')], { summary: '{{fields.title}}', min: 1 });

const artist: FilesCollection = {
  name: 'artiste',
  label: 'Biographie, formations, enseignement',
  description: 'La biographie, les quatre formations, les master classes et workshops, les collaborateurs et partenaires.',
  files: [
    {
      name: 'biography',
      label: 'Biographie',
      file: 'content/bio/biographie.md',
      media_folder: '',
      public_folder: '../bio',
      fields: [
        image('portrait', 'Portrait'),
        imageAlt('portraitAlt', 'du portrait'),
        textList('instruments', 'Instruments', 'Instrument', { min: 1 }),
        body('Biographie', 'Le texte de la page Bio, en sections (##).'),
      ],
    },
    listFile(
      'ensembles',
      'Formations',
      'content/ensembles.json',
      'formation',
      'quintet',
      [
        text('formation', 'Nom de la formation', { hint: 'Après le nom de l’artiste : « Quintet » donne « Yaniel Bárcenas Quintet ».' }),
        text('subtitle', 'Sous-titre'),
        optional(text('partner', 'Partenaire', { hint: 'Pour le duo : le nom du partenaire.' })),
        select('icon', 'Icône', PROJECT_ICONS),
        longText('summary', 'Résumé'),
        image('image', 'Photo'),
        imageAlt('imageAlt', 'de la photo'),
        { name: 'intro', label: 'Présentation', widget: 'list', field: longText('intro', 'Paragraphe'), min: 1 },
        list('members', 'Musiciens', 'musicien', [text('name', 'Nom'), text('role', 'Instrument')], { summary: '{{fields.name}} ({{fields.role}})', min: 1 }),
        list('repertoire', 'Répertoire', 'morceau', [text('title', 'Titre'), text('note', 'Note')], { summary: '{{fields.title}}', min: 1 }),
        group('video', 'Vidéo', [youtube('youtube', 'Lien YouTube'), text('title', 'Titre de la vidéo')]),
      ],
      '{{fields.formation}}',
      'ensembles',
    ),
    listFile(
      'teaching',
      'Master classes et workshops',
      'content/teaching.json',
      'page',
      'masterclass',
      [
        longText('intro', 'Introduction'),
        text('topicsTitle', 'Titre de la liste des thèmes'),
        topic('topics', 'Thèmes'),
        text('formatsTitle', 'Titre de la liste des formats'),
        topic('formats', 'Formats'),
      ],
      '{{fields.id}}',
    ),
    listFile('collaborators', 'Collaborateurs', 'content/collaborators.json', 'collaborateur', 'orlando-garcia-vidal', [text('name', 'Nom')], '{{fields.name}}'),
    listFile(
      'partners',
      'Partenaires',
      'content/partners.json',
      'partenaire',
      'sunside',
      [
        text('name', 'Nom'),
        text('logo', 'Logo', { hint: 'L’identifiant de la vue du logo dans content/partners/logos.svg (à ajouter par un développeur pour un nouveau partenaire).' }),
        webAddress('url', 'Site du partenaire'),
      ],
      '{{fields.name}}',
    ),
    listFile(
      'proDocuments',
      'Documents de l’espace pro',
      'content/pro-documents.json',
      'rubrique',
      'fiches-techniques',
      [
        text('title', 'Titre de la rubrique'),
        wholeNumber('order', 'Ordre', { min: 0 }),
        list(
          'documents',
          'Documents',
          'document',
          [
            text('name', 'Nom affiché'),
            select('type', 'Type', documentTypes),
            text('size', 'Taille', { pattern: ['^\\d+(,\\d+)? (KB|MB)$', 'Taille comme « 245 KB » ou « 4,8 MB ».'] }),
            text('path', 'Fichier', {
              hint: 'Le chemin du fichier dans pro-documents/ (dossier/fichier.pdf), déposé par un développeur dans le stockage privé.',
              pattern: ['^[a-z0-9-]+/[a-z0-9.-]+$', 'Chemin comme « dossier/fichier.pdf », en minuscules.'],
            }),
          ],
          { summary: '{{fields.name}}', min: 1 },
        ),
      ],
      '{{fields.title}}',
    ),
  ],
};

const email = (name: string, label: string) => text(name, label, { pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'Adresse e-mail, par exemple contact@mondomaine.fr.'] });

const settings: FilesCollection = {
  name: 'reglages',
  label: 'Réglages',
  description: 'Adresses de contact, téléphone, management, lettre d’information, réseaux sociaux.',
  files: [
    {
      name: 'settings',
      label: 'Contact, lettre d’information et réseaux',
      file: 'content/settings.json',
      fields: [
        group('contact', 'Contact', [
          email('email', 'Adresse de contact'),
          email('bookingEmail', 'Adresse de booking'),
          email('pressEmail', 'Adresse presse'),
          text('phone', 'Téléphone', { hint: 'Avec l’indicatif, par exemple +33 6 12 34 56 78.', pattern: ['^\\+?[\\d ]{8,20}$', 'Chiffres et espaces, avec l’indicatif.'] }),
        ]),
        group('management', 'Management', [text('name', 'Nom'), text('location', 'Ville'), webAddress('website', 'Site web')]),
        webAddress('newsletterUrl', 'Lien d’inscription à la lettre d’information'),
        list('social', 'Réseaux sociaux', 'réseau', [select('network', 'Réseau', SOCIAL_NETWORKS), text('label', 'Nom affiché'), webAddress('url', 'Lien')], {
          summary: '{{fields.label}}',
          min: 1,
        }),
      ],
    },
  ],
};

export const cmsCollections: CmsCollection[] = [concerts, blog, albums, storeAlbums, sideman, videos, shorts, media, pressArticles, pressQuotes, press, artist, settings];

export interface CmsOptions {
  /** owner/name of the GitHub repository the studio commits to. */
  repo: string;
  branch: string;
  siteUrl: string;
  /** Port of decap-server on this machine, for the dev server of npm run studio only: the deployed studio never looks for it. */
  localBackendPort?: number | undefined;
}

/**
 * The repository Netlify builds (REPOSITORY_URL, e.g. https://github.com/owner/name), else
 * CMS_GITHUB_REPO, else a placeholder that the README says to replace.
 */
export function cmsOptions(env: Record<string, string | undefined>, siteUrl: string, target: 'studio' | 'site'): CmsOptions {
  const fromNetlify = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env['REPOSITORY_URL'] ?? '')?.[1];
  return {
    repo: env['CMS_GITHUB_REPO'] || fromNetlify || 'yaniel-barcenas/site',
    branch: env['CMS_BRANCH'] || 'main',
    siteUrl,
    localBackendPort: target === 'studio' ? Number(env['DECAP_SERVER_PORT'] || 8081) : undefined,
  };
}

export function cmsConfig(options: CmsOptions) {
  return {
    locale: 'fr',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Sign-in through Netlify's GitHub OAuth provider (api.netlify.com, Decap's default for github).
    backend: { name: 'github', repo: options.repo, branch: options.branch, squash_merges: true },
    // Each change is a draft on its own branch (cms/…) with a Netlify deploy preview, until published.
    publish_mode: 'editorial_workflow',
    // npm run studio: decap-server writes the working copy (no account, no network).
    ...(options.localBackendPort === undefined ? {} : { local_backend: { url: `http://localhost:${options.localBackendPort}/api/v1` } }),
    media_folder: 'content/media/uploads',
    public_folder: '../media/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: cmsCollections,
  };
}
