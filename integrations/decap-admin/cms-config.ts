/**
 * The studio's configuration (Decap CMS), written to /admin/config.yml at build and served by the
 * dev server. Each collection mirrors a zod schema of src/content.config.ts (or of
 * src/lib/settings.ts); tests/unit/cms-config.test.ts fails when a field or a closed list drifts.
 */
import { BLOG_CATEGORIES, RELATED_LINK_TYPES } from '../../src/lib/blog.ts';
import { CONCERT_COUNTRIES, CONCERT_STATUSES } from '../../src/lib/concerts.ts';
import { documentTypes } from '../../src/lib/pro-documents.ts';
import { SOCIAL_NETWORKS } from '../../src/lib/settings.ts';
import { PROJECT_ICONS } from '../../src/lib/ensembles.ts';
import { PRICE_PATTERN } from '../../src/lib/price.ts';
import { body, clock, day, entryId, group, image, list, longText, optional, select, text, textList, webAddress, wholeNumber, youtube, type CmsField } from './cms-fields.ts';

interface FolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: 'md';
  format: 'frontmatter';
  create: true;
  slug: string;
  summary: string;
  sortable_fields: string[];
  media_folder: string;
  public_folder: string;
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
    optional(image('image', 'Photo', { hint: 'Facultative : sans photo, la page montre celle de la formation. 5 Mo au plus.' })),
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
    image('image', 'Image de couverture'),
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
          image('image', 'Photo'),
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

const video = [text('title', 'Titre'), youtube('youtube', 'Lien YouTube'), longText('description', 'Description'), day('uploadDate', 'Date de publication sur YouTube')];

/** A JSON list file, edited as a whole: its entries sit under "entries" (Decap edits objects, not bare lists). */
const listFile = (name: string, label: string, file: string, singular: string, example: string, fields: CmsField[], summary: string, folder?: string): CmsFile => ({
  name,
  label,
  file,
  ...(folder ? { media_folder: folder, public_folder: `../content/${folder}` } : {}),
  fields: [list('entries', label, singular, [entryId(example), ...fields], { summary, collapsed: true })],
});

const price = text('price', 'Prix', { hint: '15€ ou 12,90€ (virgule pour les centimes, € collé).', pattern: [PRICE_PATTERN.source, 'Prix au format 15€ ou 12,90€.'] });
const year = text('year', 'Année', { pattern: ['^\\d{4}$', 'Année sur quatre chiffres, par exemple 2022.'] });
const spotify = webAddress('spotifyUrl', 'Lien Spotify');

const music: FilesCollection = {
  name: 'musique',
  label: 'Discographie et store',
  description: 'Les albums, le store et les disques joués en side man.',
  files: [
    listFile(
      'albums',
      'Albums',
      'content/albums.json',
      'album',
      'cimarron',
      [
        text('title', 'Titre'),
        year,
        longText('description', 'Description'),
        image('image', 'Pochette'),
        spotify,
        textList('tracks', 'Morceaux', 'Titre du morceau', { min: 1 }),
        { name: 'featuredOnHome', label: 'Sur l’accueil', widget: 'boolean', default: false, required: false, hint: 'Un des trois albums récents montrés sur l’accueil.' },
      ],
      '{{fields.year}} — {{fields.title}}',
      'albums',
    ),
    listFile(
      'storeAlbums',
      'Store',
      'content/store.json',
      'album en vente',
      'cimarron',
      [
        text('title', 'Titre'),
        optional(text('artist', 'Artiste')),
        year,
        longText('description', 'Description'),
        price,
        spotify,
        image('image', 'Pochette', { hint: 'Les pochettes sont rangées dans content/albums/. 5 Mo au plus.' }),
        { name: 'digitalOnly', label: 'Numérique seulement', widget: 'boolean', required: false, default: false },
        webAddress('paymentUrl', 'Lien de paiement'),
      ],
      '{{fields.title}} — {{fields.price}}',
      'albums',
    ),
    listFile(
      'sideman',
      'Side man',
      'content/sideman.json',
      'disque',
      'noche-de-malecon',
      [text('title', 'Titre'), text('artist', 'Artiste'), image('image', 'Pochette')],
      '{{fields.title}} ({{fields.artist}})',
      'sideman',
    ),
  ],
};

const media: FilesCollection = {
  name: 'media',
  label: 'Médias',
  description: 'Vidéos, shorts, vidéos à la une et photos de la page Media.',
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
    listFile('videos', 'Vidéos', 'content/media/videos.json', 'vidéo', 'clave-en-trois-minutes', video, '{{fields.title}}'),
    listFile('shorts', 'Shorts', 'content/media/shorts.json', 'short', 'clave-main-gauche', video, '{{fields.title}}'),
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
  label: 'Presse',
  description: 'Articles de presse, citations et entretien filmé.',
  files: [
    listFile(
      'pressArticles',
      'Articles de presse',
      'content/press/articles.json',
      'article',
      '2025-09-22-cimarron-deux-ans-apres',
      [text('title', 'Titre'), longText('excerpt', 'Résumé'), text('source', 'Publication'), day('publishedAt', 'Date de parution'), webAddress('link', 'Lien vers l’article')],
      '{{fields.publishedAt}} — {{fields.source}}',
    ),
    listFile(
      'pressQuotes',
      'Citations',
      'content/press/quotes.json',
      'citation',
      'courrier-du-swing',
      [text('journal', 'Journal'), longText('extract', 'Extrait'), text('author', 'Auteur')],
      '{{fields.journal}}',
    ),
    listFile('interview', 'Entretien filmé', 'content/press/interview.json', 'entretien', 'entre-la-havane-et-paris', video, '{{fields.title}}'),
  ],
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

export const cmsCollections: CmsCollection[] = [concerts, blog, music, media, press, artist, settings];

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
