/**
 * One zod schema per collection of content/, each field with its French build message and, beside
 * it, how the studio shows it (inStudio: label, hint, way of typing). The studio's configuration
 * (integrations/studio/) and the field tables of content/README.md are written from these:
 * a field added here is in the build's checks, the studio and the artist's guide at once.
 *
 * Kept apart from src/content.config.ts (which pairs each schema with its loader) because the
 * studio's configuration is written outside Astro's content layer, where astro:content does not exist.
 */
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { CLOCK_TIME_PATTERN, CONCERT_STATUSES, CONCERT_YEARS_AHEAD, FIRST_CONCERT_DAY, concertDayRange } from './lib/concerts';
import { BUILD_TIME } from './lib/build-time';
import { BLOG_CATEGORIES, RELATED_LINK_TYPES, isCalendarDay } from './lib/blog';
import { expected, oneOf, unknownField } from './lib/content-messages';
import { PRICE_PATTERN } from './lib/price';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_SIZE, PRINT_PHOTO_MIN_SIDE } from './lib/image-rules';
import { FEATURED_CLIP_PATH, VIDEO_POSTER_MIN_WIDTH } from './lib/video-posters';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from './lib/covers';
import { PROJECT_ICONS } from './lib/ensembles';
import { languages } from './lib/languages';
import { FEE_EVENTS, INSERTS, LOGISTICS_TOPICS, PROVIDERS, STAGE_ROWS, STAGE_SIDES } from './lib/press-kit';
import fr from './i18n/fr.ts';
import { HARDWARE_KINDS, riderProblems, STAND_KINDS } from './lib/rider-checks';
import { INSTRUMENT_KINDS, MONITOR_TYPES, stagePlotProblems } from './lib/stage-layout';
import { PRO_DOCUMENT_PATH, SHA256_PATTERN, documentTypeOf, documentTypes } from './lib/pro-documents';
import { textField as text, youtubeField } from './lib/content-fields';
import { inStudio } from './lib/studio-fields';
import { CONCERT_COUNTRIES, cityNamesField, countryField } from './lib/places';

const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ, par exemple 2025-10-24');
/** Place in a list the artist orders by hand, 1 first. */
const place = () => z.number().int('position attendue sous forme de nombre entier : 1, 2, 3…').positive('position attendue à partir de 1');
/** A place, the studio's hint saying in which list (`where`) and how to slip an entry between two others. */
const position = (where: string) => inStudio(place(), { label: 'Place', hint: `${where} : 1 en premier. Pour glisser une entrée entre deux autres, décalez les suivantes.` });

/** YAML reads 2026-12-12 as a date and "2026-12-12" as text: both become the year-month-day text. */
const calendarDay = (what: string) =>
  z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.string({ error: expected(what) }).refine(isCalendarDay, { error: expected(what) }));
/** The days a concert may be dated as of this build (src/lib/concerts.ts): the schema's bounds, and the studio calendar's (`days`). */
const concertDays = concertDayRange(BUILD_TIME);
/** A concert's day within concertDays: a year typed wrong (1901, 2062) stops the build, and the studio refuses it before saving. */
const concertDay = (what: string) =>
  calendarDay(`${what} au format AAAA-MM-JJ, par exemple 2026-12-12, qui existe au calendrier`).refine((day) => day >= concertDays.first && day <= concertDays.last, {
    error: expected(
      `${what} entre le ${concertDays.first} et le ${concertDays.last} (${CONCERT_YEARS_AHEAD} ans après la construction du site) : une autre année est sans doute une faute de frappe`,
    ),
  });
/** What the studio says under a concert's day, true whatever the day: the bounds' dates change with each build. */
const concertDayHint = `De ${FIRST_CONCERT_DAY.slice(0, 4)} à ${CONCERT_YEARS_AHEAD} ans d’ici ; une autre année est refusée. Une date déjà passée est acceptée, pour l’archive : ce concert ira dans les concerts passés.`;
/** The studio writes an optional field the artist left or made empty as "": the same as no value. */
const blankable = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).optional();
const clock = (what: string) => z.string({ error: expected(what) }).regex(CLOCK_TIME_PATTERN, { error: expected(what) });
const httpsUrl = () => z.url({ protocol: /^https?$/, error: 'adresse web attendue, commençant par https://' });
const imageAltHint = 'Ce que montre l’image, pour les personnes qui ne la voient pas.';
/** An image file's limits, as the studio's hint says them (the build checks them in src/content-loaders.ts). */
const articleImageHint = `JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${ARTICLE_IMAGE_MIN_WIDTH} pixels de large ; 1600 suffisent.`;

/**
 * A video's poster: the image its card, its facade and its VideoObject show, stored with the
 * content so that no page asks YouTube for anything before the visitor presses play. Optional:
 * `npm run videos:posters` fetches YouTube's for a video without one (once online); until then the
 * build warns, naming the file, and draws a placeholder (src/components/media/VideoFacade.astro).
 */
const posterFields = (image: SchemaContext['image']) => ({
  poster: inStudio(image().optional(), {
    label: 'Affiche',
    hint: `Image 16:9 (9:16 pour un short), JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${VIDEO_POSTER_MIN_WIDTH} pixels de large. Vide : npm run videos:posters va chercher celle de YouTube.`,
  }),
  posterAlt: inStudio(text('description de l’affiche').optional(), { translatable: true, label: 'Description de l’affiche', hint: imageAltHint }),
});

const videoShape = (image: SchemaContext['image']) => ({
  title: inStudio(text('titre'), { translatable: true, label: 'Titre', hint: 'Le titre affiché sous la vidéo.' }),
  youtube: youtubeField,
  description: inStudio(text('description'), {
    translatable: true,
    label: 'Description',
    widget: 'longText',
    hint: 'Une ou deux phrases, pour la page et les moteurs de recherche.',
  }),
  /** Publication date on YouTube, for search engines (VideoObject uploadDate). */
  uploadDate: inStudio(isoDate(), { label: 'Date de publication sur YouTube', widget: 'day', hint: 'Le jour où la vidéo a été mise en ligne sur YouTube.' }),
  ...posterFields(image),
});
const video = ({ image }: SchemaContext) => z.object(videoShape(image));

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
const concerts = ({ image }: SchemaContext) =>
  fields({
    title: inStudio(text('titre du concert'), { translatable: true, label: 'Titre du concert', hint: 'Le titre du concert ou du festival.' }),
    /** One of the four formations by its name ("Quintet" or "Yaniel Bárcenas Quintet"), or free text for a guest appearance. */
    ensemble: inStudio(text('formation : Quintet, Trio, Duo, Mambí, ou le nom de la formation qui invite'), {
      label: 'Formation',
      hint: 'Quintet, Trio, Duo ou Mambí (la page de la formation sera liée) ; pour une invitation, le nom de la formation qui invite.',
    }),
    date: inStudio(concertDay('date du concert'), { label: 'Date', widget: 'day', days: concertDays, hint: concertDayHint }),
    time: inStudio(clock('heure du début au format HH:MM entre guillemets, par exemple "20:30"'), { label: 'Heure de début', widget: 'clock', default: '20:30' }),
    endTime: inStudio(blankable(clock('heure de fin au format HH:MM entre guillemets, par exemple "22:30"')), {
      label: 'Heure de fin',
      widget: 'clock',
      default: '',
      hint: 'Sans elle, les agendas comptent deux heures.',
    }),
    venue: inStudio(text('lieu (nom de la salle ou du festival)'), { label: 'Lieu', hint: 'Le nom de la salle ou du festival.' }),
    city: inStudio(text('ville'), { label: 'Ville', hint: 'Son nom en français : Genève, Bruxelles, Lisbonne.' }),
    cityNames: cityNamesField(),
    country: countryField(oneOf('pays', CONCERT_COUNTRIES, 'inconnu')),
    address: inStudio(text('adresse du lieu, par exemple 60 rue des Lombards, 75001 Paris'), {
      label: 'Adresse',
      hint: 'Rue, code postal et ville, par exemple 60 rue des Lombards, 75001 Paris.',
    }),
    bookingUrl: inStudio(z.url({ protocol: /^https?$/, error: expected('lien de réservation, une adresse web commençant par https://') }), {
      label: 'Lien de réservation',
      hint: 'Le lien de la billetterie, commençant par https://.',
    }),
    /** Ticket price, shown on the agenda and given to search engines: "25€" or "22,50€". */
    price: inStudio(
      blankable(
        z
          .string({ error: expected('prix au format 25€ ou 22,50€') })
          .regex(PRICE_PATTERN, { error: expected('prix au format 25€ ou 22,50€ (virgule pour les centimes, symbole € collé)') }),
      ),
      { label: 'Prix', hint: '25€ ou 22,50€ (virgule pour les centimes, € collé) ; 0€ affiche « Entrée libre ».', invalid: 'Prix au format 25€ ou 22,50€.' },
    ),
    status: inStudio(z.enum(CONCERT_STATUSES, { error: oneOf('statut', CONCERT_STATUSES, 'inconnu') }).default('programmé'), {
      label: 'Statut',
      hint: 'Un concert complet, reporté ou annulé reste dans l’agenda : changez seulement son statut.',
    }),
    /** For a postponed concert: the day and time it moves to. */
    newDate: inStudio(blankable(concertDay('nouvelle date')), {
      label: 'Nouvelle date (concert reporté)',
      widget: 'day',
      days: concertDays,
      default: '',
      hint: 'Seulement pour un concert reporté ; la date d’origine reste dans « Date ».',
    }),
    newTime: inStudio(blankable(clock('nouvelle heure au format HH:MM entre guillemets, par exemple "20:30"')), {
      label: 'Nouvelle heure (concert reporté)',
      widget: 'clock',
      default: '',
      hint: 'Seulement si l’heure change avec le report.',
    }),
    image: inStudio(image().optional(), {
      label: 'Photo',
      hint: `Facultative : sans photo, la page montre celle de la formation. ${MAX_IMAGE_SIZE} au plus.`,
      guide: 'Dans content/concerts/ : `image: ./affiche-sunside.jpg` (le studio écrit `../concerts/affiche-sunside.jpg`, ce qui revient au même).',
    }),
    imageAlt: inStudio(blankable(text("description de l'image")), { translatable: true, label: 'Description de la photo', hint: imageAltHint }),
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
  });

const partners = z.object({
  name: inStudio(z.string().min(1), { label: 'Nom' }),
  /** Id of the partner's <view> in content/partners/logos.svg, the one file of every logo (PartnersStrip checks it). */
  logo: inStudio(z.string().min(1), {
    label: 'Logo',
    hint: 'L’identifiant de la vue du logo dans content/partners/logos.svg (à ajouter par un développeur pour un nouveau partenaire).',
  }),
  url: inStudio(httpsUrl(), { label: 'Site du partenaire' }),
});

/** A length in metres, decimals written with a point (0.4). */
const metresField = (what: string) => z.number({ error: expected(what) }).positive({ error: expected(what) });

const wholeNumber = (what: string) =>
  z
    .number({ error: expected(what) })
    .int({ error: expected(what) })
    .positive({ error: expected(what) });

/** The articles: one markdown file each in content/blog/, the id being the file name. */
const blog = ({ image }: SchemaContext) => {
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
    title: inStudio(text("titre de l'article"), { translatable: true, label: 'Titre', guide: 'Entre guillemets s’il contient deux-points (`:`).' }),
    excerpt: inStudio(text("résumé de l'article en une ou deux phrases"), {
      translatable: true,
      label: 'Résumé',
      widget: 'longText',
      hint: 'Une ou deux phrases, sur la carte du blog, en haut de l’article et dans les partages.',
    }),
    image: inStudio(localImage("image de couverture, un fichier placé à côté de l'article, par exemple ./couverture.jpg"), {
      label: 'Image de couverture',
      hint: articleImageHint,
      minWidth: ARTICLE_IMAGE_MIN_WIDTH,
    }),
    imageAlt: inStudio(blankable(text("description de l'image de couverture")), {
      translatable: true,
      label: 'Description de l’image de couverture',
      hint: imageAltHint,
      guide: 'Sans elle, l’image est considérée comme décorative.',
    }),
    publishedAt: inStudio(calendarDay('date de publication au format AAAA-MM-JJ, par exemple 2025-01-13, qui existe au calendrier'), {
      label: 'Date de publication',
      widget: 'day',
      hint: 'Les articles sont classés du plus récent au plus ancien.',
    }),
    category: inStudio(z.enum(BLOG_CATEGORIES, { error: oneOf('catégorie', BLOG_CATEGORIES) }), { label: 'Catégorie' }),
    readTime: inStudio(wholeNumber('temps de lecture en minutes, un nombre entier comme 6').max(120, 'temps de lecture : 120 minutes au plus').optional(), {
      label: 'Temps de lecture (minutes)',
      hint: 'Facultatif : sans lui, il est calculé à partir du texte.',
      guide: 'Le calcul compte 200 mots par minute.',
    }),
    photos: inStudio(
      z
        .array(
          fields({
            image: inStudio(localImage("fichier de la photo, placé à côté de l'article, par exemple ./repetition.jpg"), {
              label: 'Photo',
              hint: articleImageHint,
              minWidth: ARTICLE_IMAGE_MIN_WIDTH,
            }),
            caption: inStudio(text('légende de la photo'), { label: 'Légende' }),
            alt: inStudio(text('description de la photo pour les personnes qui ne la voient pas').optional(), { label: 'Description de la photo', hint: imageAltHint }),
            position: inStudio(wholeNumber('rang de la photo, un nombre entier à partir de 1').optional(), {
              label: 'Rang dans l’article',
              hint: 'La 1re photo se place après le 1er grand titre, la 2e après le 2e… Sans rang, l’ordre de la liste compte.',
            }),
          }),
          { error: expected('liste de photos, chacune commençant par « - image: »') },
        )
        .default([]),
      { translatable: true, label: 'Photos', item: 'photo', summary: '{{fields.caption}}' },
    ),
    videos: inStudio(
      z
        .array(
          fields({
            title: inStudio(text('titre de la vidéo'), { label: 'Titre de la vidéo' }),
            /** The link as pasted, kept as its 11-character video id. */
            youtubeUrl: youtubeField,
            ...posterFields(image),
          }),
          { error: expected('liste de vidéos, chacune commençant par « - title: »') },
        )
        .default([]),
      { translatable: true, label: 'Vidéos', item: 'vidéo', summary: '{{fields.title}}' },
    ),
    relatedLinks: inStudio(
      z
        .array(
          fields({
            type: inStudio(z.enum(RELATED_LINK_TYPES, { error: oneOf('sorte de lien', RELATED_LINK_TYPES) }), { label: 'Sorte de lien' }),
            title: inStudio(text('texte du lien'), { label: 'Texte du lien' }),
            url: inStudio(
              z.string({ error: expected('adresse du lien') }).regex(/^(\/(?!\/)|https?:\/\/)/, {
                error: expected('adresse du lien : une page du site commençant par / (par exemple /discographie) ou une adresse web commençant par https://'),
              }),
              {
                label: 'Adresse',
                hint: 'Une page du site commençant par / (/discographie, /projets…) ou une adresse web commençant par https://.',
                invalid: 'Une page du site commençant par / ou une adresse web commençant par https://.',
              },
            ),
          }),
          { error: expected('liste de liens, chacun commençant par « - type: »') },
        )
        .default([]),
      { translatable: true, label: 'Pour aller plus loin', item: 'lien', summary: '{{fields.title}}' },
    ),
  });
};

/**
 * The professional area's documents. Each `path` names an object of the private bucket, whose
 * `size` and `sha256` npm run pro-documents:push (scripts/pro-documents-push.ts) read back from
 * the bucket when it uploaded the file: the build reads this list only, never the files, which
 * are not in the repository. The push adds and removes documents and writes those three fields;
 * the studio edits titles, names and order.
 */
const PUSH_COMMAND = 'npm run pro-documents:push';
const pushedHint = (what: string) => `${what}, écrit par ${PUSH_COMMAND} d’après le fichier du stockage privé : il ne se modifie pas ici.`;
const proDocuments = z.object({
  title: inStudio(z.string().min(1), { translatable: true, label: 'Titre de la rubrique' }),
  order: inStudio(z.number().int().nonnegative(), { label: 'Ordre' }),
  documents: inStudio(
    z
      .array(
        z.object({
          name: inStudio(z.string().min(1), { translatable: true, label: 'Nom affiché' }),
          path: inStudio(
            z
              .string()
              .regex(PRO_DOCUMENT_PATH, 'chemin attendu comme « dossier/fichier.pdf », en minuscules')
              .refine((path) => documentTypeOf(path) !== undefined, {
                message: `le fichier doit être de l'un de ces types : ${documentTypes.map((type) => `.${type.toLowerCase()}`).join(', ')}`,
              }),
            {
              label: 'Fichier',
              hint: pushedHint(`Le chemin du fichier dans le stockage privé (dossier/fichier.pdf) ; son extension donne le type affiché (${documentTypes.join(', ')})`),
              invalid: 'Chemin comme « dossier/fichier.pdf », en minuscules.',
              readonly: true,
            },
          ),
          size: inStudio(
            z
              .number({ error: expected(`taille du fichier en octets, que ${PUSH_COMMAND} écrit : lancez-la après avoir déposé le fichier`) })
              .int({ error: expected('taille du fichier en octets, un nombre entier') })
              .nonnegative({ error: expected('taille du fichier en octets, un nombre entier positif') }),
            { label: 'Taille (octets)', hint: pushedHint('La taille du fichier, que la page affiche (1,2 Mo)'), readonly: true },
          ),
          sha256: inStudio(
            z
              .string({ error: expected(`empreinte SHA-256 du fichier, que ${PUSH_COMMAND} écrit`) })
              .regex(SHA256_PATTERN, { error: expected(`empreinte SHA-256 du fichier : 64 chiffres hexadécimaux, que ${PUSH_COMMAND} écrit`) }),
            {
              label: 'Empreinte SHA-256',
              hint: pushedHint('L’empreinte du fichier, qui dit exactement lequel a été envoyé'),
              invalid: '64 chiffres hexadécimaux.',
              readonly: true,
            },
          ),
        }),
      )
      .min(1),
    { label: 'Documents', item: 'document', summary: '{{fields.name}}', fixedItems: true },
  ),
});

const featuredVideos = ({ image }: SchemaContext) =>
  z.object({
    /** Place on the page, 1 first; the first two play muted in a loop. */
    position: inStudio(place(), { label: 'Place sur la page', hint: '1 en premier ; les deux premières tournent sans le son.' }),
    ...videoShape(image),
    /**
     * The short loop the first two play muted, from the site (src/components/media/VideoFacade.astro):
     * a path the page reads itself, the WebM of the same name beside it used first where it exists.
     */
    clip: inStudio(
      blankable(
        text('boucle : un fichier MP4 rangé dans content/videos/clips/, par exemple ../videos/clips/cimarron.mp4').regex(FEATURED_CLIP_PATH, {
          error: expected('boucle : un fichier MP4 rangé dans content/videos/clips/, son chemin écrit ../videos/clips/nom.mp4'),
        }),
      ),
      {
        label: 'Boucle (vidéos 1 et 2)',
        widget: 'videoFile',
        default: '',
        hint: 'Quelques secondes muettes en MP4 (et, à côté, le même nom en .webm, plus léger), tournées en boucle tant que le visiteur n’a pas appuyé sur lecture ; sans elle, l’affiche reste immobile. Seules les deux premières vidéos s’en servent.',
      },
    ),
  });

const photos = ({ image }: SchemaContext) =>
  z.object({
    image: inStudio(image(), { label: 'Photo' }),
    alt: inStudio(text('texte alternatif (alt : ce que montre la photo, pour qui ne la voit pas)'), {
      translatable: true,
      label: 'Description de la photo',
      hint: 'Ce que montre la photo, pour qui ne la voit pas.',
    }),
  });

const pressQuotes = z.object({
  /** Place on the press page, 1 first: nothing in a quote says which comes first. */
  position: position('Place sur la page Presse'),
  journal: inStudio(text('nom du journal'), { label: 'Journal', hint: 'Le nom du journal ; il donne aussi le nom du fichier.' }),
  extract: inStudio(text('extrait'), { label: 'Extrait', widget: 'longText', hint: 'La phrase citée, sans guillemets : la page les ajoute.' }),
  author: inStudio(text('auteur'), { label: 'Auteur', hint: 'La personne qui a signé l’article.' }),
  /** Written as a concert names its ensemble (findEnsemble in src/lib/ensembles.ts); blank for a quote about the artist. */
  ensemble: inStudio(blankable(text('formation : Quintet, Trio, Duo ou Mambí')), {
    label: 'Formation',
    default: '',
    hint: 'Facultatif : Quintet, Trio, Duo ou Mambí quand l’extrait parle de la musique d’une formation ; son kit presse le montre. Vide : l’extrait parle de l’artiste ; il est sur la page Presse, dans aucun kit.',
  }),
  language: inStudio(z.enum(languages, { error: oneOf('langue de l’extrait', languages, 'inconnue') }).default('fr'), {
    label: 'Langue de l’extrait',
    hint: 'La langue dans laquelle le journal l’a écrit (fr, en ou es) : l’extrait reste dans cette langue sur toutes les pages.',
  }),
  translation: inStudio(blankable(text('traduction de l’extrait')), {
    label: 'Traduction',
    translatable: true,
    widget: 'longText',
    hint: 'L’extrait traduit dans la langue de l’onglet, montré sous l’original ; vide dans la langue de l’extrait.',
  }),
});

/** Newest first on the page, by publishedAt. */
const pressArticles = z.object({
  title: inStudio(text('titre'), { label: 'Titre', hint: 'Le titre de l’article, tel que le journal l’a publié.' }),
  excerpt: inStudio(text('résumé'), {
    translatable: true,
    label: 'Résumé',
    widget: 'longText',
    hint: 'Une ou deux phrases, sur la carte de l’article ; traduisez-les pour les lecteurs anglais et espagnols (le titre reste celui que le journal a publié).',
  }),
  source: inStudio(text('nom de la publication'), { label: 'Publication', hint: 'Le nom du journal, du magazine ou du site.' }),
  publishedAt: inStudio(isoDate(), { label: 'Date de parution', widget: 'day', hint: 'Les articles sont classés du plus récent au plus ancien.' }),
  link: inStudio(httpsUrl(), { label: 'Lien vers l’article', hint: 'L’adresse de l’article en ligne, commençant par https://.' }),
});

const year = () =>
  inStudio(z.string().regex(/^\d{4}$/, 'année attendue sur quatre chiffres, entre guillemets, par exemple "2022"'), {
    label: 'Année',
    hint: 'L’année de sortie, sur quatre chiffres ; la liste va de la plus récente à la plus ancienne.',
    invalid: 'Année sur quatre chiffres, par exemple 2022.',
  });
const albumTitle = (what: string) => inStudio(text('titre'), { label: 'Titre', hint: `Le titre ${what} ; il donne aussi le nom du fichier.` });
const spotifyUrl = () => inStudio(httpsUrl(), { label: 'Lien Spotify', hint: 'La page de l’album sur Spotify, commençant par https://.' });
/** A square cover, at least as wide as the widest place its page draws it (src/content-loaders.ts checks the file). */
const cover = (image: SchemaContext['image'], widths: readonly number[], where: string) => {
  const minWidth = Math.max(...widths);
  return inStudio(image(), {
    label: 'Pochette',
    hint: `Pochette carrée, JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus, d’au moins ${minWidth} pixels de large ; ${where}`,
    minWidth,
  });
};

/** Newest first on the pages, by year. */
const albums = ({ image }: SchemaContext) =>
  z.object({
    title: albumTitle('de l’album'),
    year: year(),
    description: inStudio(text('description'), {
      translatable: true,
      label: 'Description',
      widget: 'longText',
      hint: 'Quelques phrases, sous la pochette sur la page Discographie.',
    }),
    image: cover(image, ALBUM_COVER_WIDTHS, 'elle est rangée à côté de l’album, dans content/albums/.'),
    spotifyUrl: spotifyUrl(),
    tracks: inStudio(z.array(inStudio(text('titre de morceau'), { label: 'Titre du morceau' })).min(1, 'indiquez au moins un morceau dans "tracks"'), {
      label: 'Morceaux',
      item: 'morceau',
      hint: 'Dans l’ordre du disque ; ils s’affichent sous « Écouter ».',
    }),
    /** One of the three recent albums shown on the home page. */
    featuredOnHome: inStudio(z.boolean().default(false), { label: 'Sur l’accueil', hint: 'Un des trois albums récents montrés sur l’accueil.' }),
  });

/** Newest first on the page, by year; the covers are the discography's, in content/albums/. */
const storeAlbums = ({ image }: SchemaContext) =>
  z.object({
    title: albumTitle('de l’album'),
    artist: inStudio(text('artiste').optional(), {
      label: 'Artiste',
      hint: 'La formation qui signe l’album, par exemple Yaniel Bárcenas Quintet ; vide, aucune ligne d’artiste.',
    }),
    year: year(),
    description: inStudio(text('description'), {
      translatable: true,
      label: 'Description',
      widget: 'longText',
      hint: 'Ce que contient l’album vendu (CD, livret, téléchargement…).',
    }),
    price: inStudio(z.string().regex(PRICE_PATTERN, 'prix attendu au format 15€ ou 12,90€ (virgule pour les centimes, symbole € collé)'), {
      label: 'Prix',
      hint: '15€ ou 12,90€ (virgule pour les centimes, € collé).',
      invalid: 'Prix au format 15€ ou 12,90€.',
    }),
    spotifyUrl: spotifyUrl(),
    image: cover(image, STORE_COVER_WIDTHS, 'les pochettes sont celles de la discographie, rangées dans content/albums/.'),
    digitalOnly: inStudio(z.boolean().optional(), { label: 'Numérique seulement', default: false, hint: 'Cochée : l’album est envoyé par un lien de téléchargement.' }),
    paymentUrl: inStudio(httpsUrl(), { label: 'Lien de paiement', hint: 'La page de paiement de l’album, commençant par https://.' }),
  });

const sideman = ({ image }: SchemaContext) =>
  z.object({
    /** Place in the carousel, 1 first: nothing in a record says which comes first. */
    position: position('Place dans le carrousel « Side Man »'),
    title: albumTitle('du disque'),
    artist: inStudio(text('artiste'), { label: 'Artiste', hint: 'L’artiste ou la formation qui signe le disque.' }),
    image: cover(image, SIDEMAN_COVER_WIDTHS, 'elle est rangée à côté du disque, dans content/sideman/.'),
  });

const ensembles = ({ image }: SchemaContext) =>
  z.object({
    /** Name after the artist's: "Quintet" gives "Yaniel Bárcenas Quintet". */
    formation: inStudio(text('nom de la formation'), { label: 'Nom de la formation', hint: 'Après le nom de l’artiste : « Quintet » donne « Yaniel Bárcenas Quintet ».' }),
    subtitle: inStudio(text('sous-titre'), { translatable: true, label: 'Sous-titre' }),
    /** The duo's partner, named on the projects page. */
    partner: inStudio(text('partenaire').optional(), { label: 'Partenaire', hint: 'Pour le duo : le nom du partenaire.' }),
    icon: inStudio(z.enum(PROJECT_ICONS, { error: `icône attendue parmi : ${PROJECT_ICONS.join(', ')}` }), { label: 'Icône' }),
    summary: inStudio(text('résumé'), { translatable: true, label: 'Résumé', widget: 'longText' }),
    image: inStudio(image(), { label: 'Photo' }),
    imageAlt: inStudio(text('description de l’image'), { translatable: true, label: 'Description de la photo', hint: imageAltHint }),
    intro: inStudio(z.array(inStudio(text('paragraphe'), { label: 'Paragraphe', widget: 'longText' })).min(1), { translatable: true, label: 'Présentation' }),
    members: inStudio(
      z
        .array(z.object({ name: inStudio(text('nom du musicien'), { label: 'Nom' }), role: inStudio(text('instrument'), { label: 'Instrument' }) }))
        .min(1, 'indiquez au moins un musicien'),
      { translatable: true, label: 'Musiciens', item: 'musicien', summary: '{{fields.name}} ({{fields.role}})' },
    ),
    repertoire: inStudio(
      z.array(z.object({ title: inStudio(text('titre'), { label: 'Titre' }), note: inStudio(text('note'), { label: 'Note' }) })).min(1, 'indiquez au moins un morceau'),
      { translatable: true, label: 'Répertoire', item: 'morceau', summary: '{{fields.title}}' },
    ),
    video: inStudio(z.object({ youtube: youtubeField, title: inStudio(text('titre de la vidéo'), { label: 'Titre de la vidéo' }), ...posterFields(image) }), {
      translatable: true,
      label: 'Vidéo',
    }),
  });

/** Who brings a thing, always said on the rider. */
const provider = (hint: string) =>
  inStudio(z.enum(PROVIDERS, { error: oneOf('fourni par', PROVIDERS, 'inconnu') }).default('organisateur'), { label: 'Fourni par', hint: `${hint} : groupe ou organisateur.` });
/** A line of the rider and who provides it. */
const providedLine = (label: string) => inStudio(fields({ item: kitText(`${label.toLowerCase()} : ce qu’il faut`, label), providedBy: provider('Qui le fournit') }), { label });
const providedLines = (label: string, hint: string) =>
  inStudio(z.array(providedLine(label), { error: expected(`liste de lignes, chacune commençant par « - item: »`) }).default([]), {
    label,
    item: 'ligne',
    summary: '{{fields.item}}',
    hint,
  });

/** Text the kit shows as written, and that each language writes in its own words. */
const kitText = (what: string, label: string, hint?: string) => inStudio(text(what), { label, translatable: true, ...(hint && { hint }) });
const kitLines = (what: string, label: string, item: string, hint: string) => inStudio(z.array(kitText(what, item)).default([]), { label, item, hint });

/**
 * An ensemble's press kit, one file per ensemble in content/kits/ named by its id (quintet.json):
 * the presentations a programme prints, the technical data the rider, the input list and the
 * stage plot are generated from at build, and the press photos. The line-up is the ensemble's
 * own (content/ensembles.json); the stage plot names its musicians as written there.
 */
const kits = ({ image }: SchemaContext) =>
  fields({
    updatedAt: inStudio(calendarDay('date des données au format AAAA-MM-JJ, par exemple 2026-09-15, qui existe au calendrier'), {
      label: 'Date des données',
      widget: 'day',
      hint: 'Le jour où la fiche technique a été vérifiée avec l’ingénieur du son ; elle est imprimée sur la fiche.',
    }),
    presentations: inStudio(
      fields({
        short: kitText('présentation courte (environ 50 mots)', 'Présentation courte', 'Environ 50 mots, pour un programme de festival ou une brève.'),
        medium: kitText('présentation moyenne (environ 150 mots)', 'Présentation moyenne', 'Environ 150 mots ; une ligne vide entre deux paragraphes.'),
        long: kitText('présentation longue (environ 400 mots)', 'Présentation longue', 'Environ 400 mots ; une ligne vide entre deux paragraphes.'),
      }),
      { label: 'Présentations', hint: 'Trois longueurs, que la page du kit propose de copier.' },
    ),
    stage: inStudio(
      z
        .array(
          fields({
            musician: inStudio(text('musicien, écrit comme dans la formation'), { label: 'Musicien', hint: 'Son nom écrit comme dans la formation (content/ensembles.json).' }),
            row: inStudio(z.enum(STAGE_ROWS, { error: oneOf('rang sur la scène', STAGE_ROWS, 'inconnu') }), { label: 'Rang', hint: 'Avant-scène, milieu ou fond de scène.' }),
            side: inStudio(z.enum(STAGE_SIDES, { error: oneOf('côté de la scène', STAGE_SIDES, 'inconnu') }), {
              label: 'Côté',
              hint: 'Jardin à gauche vu de la salle, cour à droite.',
            }),
            riser: inStudio(
              fields({
                width: inStudio(metresField('largeur du praticable en mètres, par exemple 2'), { label: 'Largeur (m)' }),
                depth: inStudio(metresField('profondeur du praticable en mètres, par exemple 2'), { label: 'Profondeur (m)' }),
                height: inStudio(metresField('hauteur du praticable en mètres, par exemple 0.4'), { label: 'Hauteur (m)' }),
              }).optional(),
              { label: 'Praticable', hint: 'Facultatif : ses dimensions en mètres ; tout ce que joue le musicien y tient, sinon le build s’arrête.' },
            ),
            seated: inStudio(z.boolean({ error: expected('true ou false') }).default(false), {
              label: 'Assis',
              hint: 'Cochée : le musicien joue assis ; son tabouret doit être dans le backline (un pianiste a la banquette du piano). Un batteur est toujours assis.',
            }),
            instruments: inStudio(
              z
                .array(
                  fields({
                    kind: inStudio(z.enum(INSTRUMENT_KINDS, { error: oneOf('instrument', INSTRUMENT_KINDS, 'inconnu') }), { label: 'Instrument' }),
                    inputs: inStudio(z.array(inStudio(wholeNumber('numéro de voie du patch, un nombre entier à partir de 1'), { label: 'Voie' })).default([]), {
                      label: 'Voies du patch',
                      item: 'voie',
                      hint: 'Les numéros des entrées (inputs) que joue cet instrument, écrits à côté de lui sur le plan.',
                    }),
                    providedBy: inStudio(z.enum(PROVIDERS, { error: oneOf('fourni par', PROVIDERS, 'inconnu') }).optional(), {
                      label: 'Fourni par',
                      hint: 'Qui apporte l’instrument : groupe ou organisateur ; il figure alors au backline. Vide pour un micro (micro-voix, micro-instrument), qui est dans le patch.',
                    }),
                  }),
                  { error: expected('liste d’instruments, chacun commençant par « - kind: »') },
                )
                .min(1, 'indiquez au moins un instrument (ou « micro-voix »)'),
              { label: 'Instruments', item: 'instrument', summary: '{{fields.kind}} {{fields.inputs}}', hint: 'Dessinés à l’échelle sur le plan, dans cet ordre.' },
            ),
          }),
          { error: expected('liste des places, chacune commençant par « - musician: »') },
        )
        .min(1, 'indiquez la place d’au moins un musicien'),
      { label: 'Plan de scène', item: 'place', summary: '{{fields.musician}} ({{fields.row}}, {{fields.side}})' },
    ),
    inputs: inStudio(
      z
        .array(
          fields({
            channel: inStudio(wholeNumber('numéro de voie, un nombre entier à partir de 1'), { label: 'Voie' }),
            source: kitText('source (instrument ou voix)', 'Source', 'L’instrument ou la voix, par exemple « Conga grave (tumba) ».'),
            microphone: inStudio(text('micro ou DI'), {
              label: 'Micro ou DI',
              hint: 'Le modèle du micro (SM57, KM184…) ou « DI active », que les fiches anglaise et espagnole écrivent « Active DI » et « DI activa ». Écrit une seule fois, pour les trois langues.',
            }),
            stand: inStudio(z.enum(STAND_KINDS, { error: oneOf('pied', STAND_KINDS, 'inconnu') }), {
              label: 'Pied',
              hint: 'grand-pied-perche, petit-pied-perche, pince, ou aucun ; chaque pied est compté dans le backline (hardware).',
            }),
            notes: inStudio(blankable(kitText('remarque', 'Remarques')), { label: 'Remarques', translatable: true }),
            phantom: inStudio(z.boolean({ error: expected('true ou false') }).default(false), {
              label: '+48 V',
              hint: 'Cochée : l’entrée demande l’alimentation fantôme (micro statique, DI active).',
            }),
            insert: inStudio(blankable(z.enum(INSERTS, { error: oneOf('insert', INSERTS, 'inconnu') })), {
              label: 'Insert',
              hint: 'Facultatif : compresseur, gate ou compresseur-gate.',
            }),
            equivalent: inStudio(z.boolean({ error: expected('true ou false') }).default(true), {
              label: 'Ou équivalent',
              hint: 'Cochée : un micro équivalent convient ; décochée : ce modèle-là.',
            }),
            providedBy: provider('Qui apporte le micro ou la DI et son pied'),
          }),
          { error: expected('liste des entrées, chacune commençant par « - channel: »') },
        )
        .min(1, 'indiquez au moins une entrée'),
      { label: 'Patch (entrées)', item: 'entrée', summary: '{{fields.channel}}. {{fields.source}}' },
    ),
    monitors: inStudio(
      z
        .array(
          fields({
            mix: inStudio(wholeNumber('numéro de départ retour, un nombre entier à partir de 1'), { label: 'Départ' }),
            musicians: inStudio(z.array(inStudio(text('musicien'), { label: 'Musicien' })).min(1, 'indiquez au moins un musicien pour ce retour'), {
              label: 'Musiciens',
              item: 'musicien',
              hint: 'Écrits comme sur le plan de scène.',
            }),
            notes: kitText('ce que le retour contient', 'Contenu', 'Ce que chacun veut entendre, par exemple « Voix, tres, un peu de congas ».'),
            type: inStudio(z.enum(MONITOR_TYPES, { error: oneOf('type de retour', MONITOR_TYPES, 'inconnu') }).default('wedge'), {
              label: 'Type',
              hint: 'wedge (retour au sol), ear (ear monitor) ou side-fill.',
            }),
            stereo: inStudio(z.boolean({ error: expected('true ou false') }).default(false), {
              label: 'Stéréo',
              hint: 'Cochée pour un ear monitor stéréo : il prend deux départs de la console.',
            }),
            count: inStudio(wholeNumber('nombre de retours de ce départ, un nombre entier à partir de 1').default(1), {
              label: 'Nombre',
              hint: 'Wedges, ear monitors ou side-fills sur ce départ.',
            }),
            providedBy: provider('Qui apporte les retours, et pour un ear monitor l’émetteur et le récepteur'),
          }),
          { error: expected('liste des retours, chacun commençant par « - mix: »') },
        )
        .min(1, 'indiquez au moins un retour'),
      { label: 'Retours', item: 'retour', summary: '{{fields.mix}}. {{fields.notes}}' },
    ),
    monitorSends: inStudio(wholeNumber('nombre de départs retours de la console, un nombre entier à partir de 1'), {
      label: 'Départs retours',
      hint: 'Les sorties de console que prennent les retours : une par retour, deux pour un ear monitor stéréo. Un autre nombre arrête le build.',
    }),
    hardware: inStudio(
      z.array(
        fields({
          kind: inStudio(z.enum(HARDWARE_KINDS, { error: oneOf('matériel', HARDWARE_KINDS, 'inconnu') }), { label: 'Matériel' }),
          count: inStudio(wholeNumber('nombre, un nombre entier à partir de 1'), { label: 'Nombre' }),
          providedBy: provider('Qui le fournit'),
        }),
        { error: expected('liste de matériel, chaque ligne commençant par « - kind: »') },
      ),
      {
        label: 'Pieds et tabourets',
        item: 'ligne',
        summary: '{{fields.count}} × {{fields.kind}}',
        hint: 'Autant de pieds de chaque sorte que d’entrées dessus, un tabouret par musicien assis (hors piano), un pied de charleston et un de caisse claire par batterie ; une ligne par sorte. Sinon le build s’arrête en disant quoi écrire.',
      },
    ),
    backlineVenue: kitLines('matériel fourni par l’organisateur', 'Backline fourni par l’organisateur', 'matériel', 'Un instrument ou un appareil par ligne.'),
    backlineBand: kitLines('matériel apporté par le groupe', 'Apporté par le groupe', 'matériel', 'Un instrument ou un appareil par ligne.'),
    powerDrops: inStudio(
      z.array(
        fields({
          row: inStudio(z.enum(STAGE_ROWS, { error: oneOf('rang de la prise', STAGE_ROWS, 'inconnu') }), { label: 'Rang' }),
          side: inStudio(z.enum(STAGE_SIDES, { error: oneOf('côté de la prise', STAGE_SIDES, 'inconnu') }), { label: 'Côté' }),
          outlets: inStudio(wholeNumber('nombre de prises 230 V, un nombre entier à partir de 1'), { label: 'Prises' }),
          spare: inStudio(z.boolean({ error: expected('true ou false') }).default(false), {
            label: 'De secours',
            hint: 'Cochée : une arrivée qui n’alimente rien sur le plan (une prise de réserve). Sinon, une arrivée sans ampli, clavier, pédalier ni side-fill à moins de 3 m arrête le build.',
          }),
        }),
        { error: expected('liste des arrivées électriques, chacune commençant par « - row: »') },
      ),
      {
        label: 'Arrivées électriques',
        item: 'arrivée',
        summary: '{{fields.outlets}} × 230 V ({{fields.row}}, {{fields.side}})',
        hint: 'Chacune dessinée sur le plan de scène. Chaque ampli, clavier, pédalier et side-fill a la sienne à moins de 3 m, sinon le build s’arrête.',
      },
    ),
    power: kitText(
      'électricité',
      'Électricité',
      'Ce qu’alimentent les prises et la phase, par exemple « Même phase que la régie. » ; leur nombre et leur place sont dans les arrivées électriques.',
    ),
    stageDimensions: inStudio(
      fields({
        width: inStudio(metresField('ouverture minimale de la scène en mètres, par exemple 8'), { label: 'Ouverture (m)' }),
        depth: inStudio(metresField('profondeur minimale de la scène en mètres, par exemple 5'), { label: 'Profondeur (m)' }),
      }),
      { label: 'Dimensions de scène', hint: 'Les minimums, en mètres : le plan de scène est dessiné à cette échelle.' },
    ),
    sets: kitText('durée des sets', 'Durée des sets'),
    schedule: kitText('arrivée et balance', 'Arrivée et balance', 'Heure d’arrivée, temps d’installation et de balance : la journée d’un concert en club.'),
    festival: inStudio(
      fields({
        changeover: inStudio(wholeNumber('changement de plateau en minutes, un nombre entier'), { label: 'Changement de plateau (min)' }),
        lineCheck: inStudio(z.boolean({ error: expected('true ou false') }).default(true), {
          label: 'Line check possible',
          hint: 'Cochée : un line check suffit quand le festival n’a pas le temps d’une balance.',
        }),
        minimumSoundcheck: inStudio(wholeNumber('balance minimum en minutes, un nombre entier'), { label: 'Balance minimum (min)' }),
        sets: kitText('durées de set possibles en festival', 'Durées de set', 'Par exemple « set de 60 à 90 minutes ».'),
        betweenSets: kitText('ce qu’il faut entre deux sets', 'Entre deux sets', 'Par exemple « une loge, de l’eau, 20 minutes ».'),
      }),
      {
        label: 'En festival',
        hint: 'La version festival de la journée, sur une ligne de la page et de la fiche ; le couvre-feu est celui de l’organisateur, la fiche le dit d’elle-même.',
      },
    ),
    fees: inStudio(
      fields({
        ranges: inStudio(
          z
            .array(
              fields({
                event: inStudio(z.enum(FEE_EVENTS, { error: oneOf('sorte d’événement', FEE_EVENTS, 'inconnue') }), { label: 'Événement' }),
                from: inStudio(wholeNumber('cachet minimum en euros HT, un nombre entier'), { label: 'De (€ HT)' }),
                to: inStudio(wholeNumber('cachet maximum en euros HT, un nombre entier'), { label: 'À (€ HT)' }),
              }).refine((range) => range.to >= range.from, { error: 'le maximum (to) est plus petit que le minimum (from)', path: ['to'] }),
              { error: expected('liste de fourchettes, chacune commençant par « - event: »') },
            )
            .min(1, 'indiquez au moins une fourchette de cachet'),
          {
            label: 'Fourchettes',
            item: 'fourchette',
            summary: '{{fields.event}} : {{fields.from}}–{{fields.to}} €',
            hint: 'club, festival, prive ou master-class ; en euros hors taxes.',
          },
        ),
        includes: kitText('ce que comprend le cachet', 'Ce qu’il comprend', 'L’équipe en tournée, le backline, les voyages : ce que la fourchette couvre ou non.'),
        responseDays: inStudio(wholeNumber('délai de réponse en jours ouvrés, un nombre entier'), { label: 'Réponse (jours ouvrés)' }),
      }),
      {
        label: 'Cachet indicatif',
        hint: 'Montré sur la page du kit, dans la fiche et dans le formulaire de booking quand on choisit cette formation.',
      },
    ),
    hospitality: kitText(
      'accueil (loges, repas)',
      'Accueil',
      'Boissons, régimes, ce qui s’ajoute aux nombres de l’accueil ; les nombres eux-mêmes sont dans « Accueil et transport en nombres ».',
    ),
    sizing: inStudio(
      fields({
        rooms: inStudio(wholeNumber('nombre de chambres simples'), { label: 'Chambres simples' }),
        dressingRoom: inStudio(wholeNumber('nombre de places en loge'), { label: 'Places en loge' }),
        towels: inStudio(wholeNumber('nombre de serviettes de scène'), { label: 'Serviettes' }),
        meals: inStudio(wholeNumber('nombre de repas chauds'), { label: 'Repas' }),
        vehicleSeats: inStudio(
          z
            .number({ error: expected('nombre de places, 0 sans véhicule') })
            .int()
            .min(0, { error: expected('nombre de places, 0 sans véhicule') }),
          {
            label: 'Places du véhicule',
            hint: 'Celles du véhicule que fournit l’organisateur, chauffeur compris ; 0 sans véhicule.',
          },
        ),
        driver: inStudio(z.boolean({ error: expected('true ou false') }).default(false), { label: 'Avec chauffeur' }),
      }),
      {
        label: 'Accueil et transport en nombres',
        hint: 'Pour toute l’équipe en tournée (la formation et l’équipe technique) : une chambre, une place en loge, une serviette et un repas par personne, et une place de plus pour le chauffeur. Un autre nombre arrête le build en disant lequel.',
      },
    ),
    frontOfHouse: providedLines('Régie façade et diffusion', 'Console et son nombre de voies, effets, couverture de la salle, personnel son.'),
    lighting: providedLines('Lumière', 'Ce qu’il faut en lumière, en quelques lignes.'),
    crew: inStudio(
      z
        .array(fields({ name: inStudio(text('nom'), { label: 'Nom' }), role: kitText('fonction', 'Fonction') }), {
          error: expected('liste de personnes, chacune commençant par « - name: »'),
        })
        .default([]),
      {
        label: 'Équipe technique en tournée',
        item: 'personne',
        summary: '{{fields.name}}, {{fields.role}}',
        hint: 'Ceux qui voyagent avec les musiciens (ingénieur du son, régisseur…) : l’équipe en tournée, c’est la formation et eux.',
      },
    ),
    logistics: inStudio(
      fields(
        Object.fromEntries(LOGISTICS_TOPICS.map((topic) => [topic, providedLine(fr.rider.logisticsTopics[topic])])) as Record<
          (typeof LOGISTICS_TOPICS)[number],
          ReturnType<typeof providedLine>
        >,
      ),
      { label: 'Logistique', hint: 'Hébergement, transport sur place, stationnement, invitations : chacun avec qui le fournit.' },
    ),
    technicalContact: inStudio(
      fields({
        name: inStudio(text('nom du contact technique'), { label: 'Nom' }),
        role: kitText('fonction du contact technique', 'Fonction'),
        email: inStudio(z.email({ error: 'adresse e-mail attendue, par exemple technique@exemple.fr' }), { label: 'E-mail' }),
        phone: inStudio(text('téléphone du contact technique'), { label: 'Téléphone' }),
      }),
      { label: 'Contact technique' },
    ),
    photos: inStudio(
      z
        .array(
          fields({
            image: inStudio(image(), { label: 'Photo', hint: 'Celle que montre la page du kit : 1600 pixels de large suffisent.' }),
            print: inStudio(text('fichier pour l’impression, rangé dans content/kits/photos/, par exemple ../kits/photos/quintet-sur-scene.jpg'), {
              widget: 'file',
              label: 'Fichier pour l’impression',
              hint: `La même photo en JPEG d’au moins ${PRINT_PHOTO_MIN_SIDE} pixels sur le grand côté, ${MAX_IMAGE_SIZE} au plus : l’original du photographe, que le pack photo et le lien « Télécharger » donnent tel quel, avec le crédit, la légende et la licence inscrits dedans. Plus petit ou dans un autre format, le build s’arrête.`,
            }),
            caption: kitText('légende de la photo', 'Légende', 'Ce que montre la photo ; elle sert aussi de description.'),
            photographer: inStudio(
              text('nom du photographe, par exemple « Claire Delmas »').refine((name) => !/^\s*(photo|foto|©)/i.test(name), {
                error: 'le nom seul, par exemple « Claire Delmas » : le site écrit « Photo : » dans chaque langue',
              }),
              { label: 'Photographe', hint: 'Son nom seul, par exemple « Claire Delmas » : le site écrit « Photo : » dans chaque langue.' },
            ),
          }),
          { error: expected('liste de photos, chacune commençant par « - image: »') },
        )
        .min(1, 'indiquez au moins une photo de presse'),
      { label: 'Photos de presse', item: 'photo', summary: '{{fields.caption}}' },
    ),
  }).superRefine((kit, context) => {
    const channels = new Map<number, number>();
    kit.inputs.forEach((input, index) => {
      const first = channels.get(input.channel);
      if (first === undefined) channels.set(input.channel, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['inputs', index, 'channel'],
          message: `voie ${input.channel} déjà prise par « ${kit.inputs[first]?.source} » : une entrée par voie`,
        });
    });
    for (const problem of stagePlotProblems(kit)) context.addIssue({ code: 'custom', ...problem });
    for (const problem of riderProblems(kit)) context.addIssue({ code: 'custom', ...problem });
    const placed = kit.stage.map((position) => position.musician);
    kit.monitors.forEach((monitor, index) =>
      monitor.musicians.forEach((musician, at) => {
        if (!placed.includes(musician)) {
          context.addIssue({ code: 'custom', path: ['monitors', index, 'musicians', at], message: `« ${musician} » n’est pas sur le plan de scène (${placed.join(', ')})` });
        }
      }),
    );
  });

const collaborators = z.object({ name: inStudio(text('nom'), { label: 'Nom' }) });

const topics = (label: string) =>
  inStudio(z.array(z.object({ title: inStudio(text('titre'), { label: 'Titre' }), text: inStudio(text('texte'), { label: 'Texte', widget: 'longText' }) })).min(1), {
    translatable: true,
    label,
    item: 'thème',
    summary: '{{fields.title}}',
  });

const teaching = z.object({
  intro: inStudio(text('introduction'), { translatable: true, label: 'Introduction', widget: 'longText' }),
  topicsTitle: inStudio(text('titre de la liste des thèmes'), { translatable: true, label: 'Titre de la liste des thèmes' }),
  topics: topics('Thèmes'),
  formatsTitle: inStudio(text('titre de la liste des formats'), { translatable: true, label: 'Titre de la liste des formats' }),
  formats: topics('Formats'),
});

const biography = ({ image }: SchemaContext) =>
  z.object({
    portrait: inStudio(image(), { label: 'Portrait' }),
    portraitAlt: inStudio(text('description du portrait'), { translatable: true, label: 'Description du portrait', hint: imageAltHint }),
    instruments: inStudio(z.array(inStudio(text('instrument'), { label: 'Instrument' })).min(1), { translatable: true, label: 'Instruments' }),
  });

/** The general terms of a date (content/booking/conditions-generales.md): the lead here, each clause a section of the text (## its title). */
const generalTerms = z.object({
  lead: inStudio(text('chapeau des conditions générales'), {
    translatable: true,
    label: 'Chapeau',
    widget: 'longText',
    hint: 'Une ou deux phrases sous le titre de la page : à quoi ces conditions s’appliquent, et où trouver les modèles de contrat.',
  }),
});

export const contentSchemas = {
  concerts,
  partners,
  proDocuments,
  featuredVideos,
  /** Newest first on the page, by uploadDate. */
  videos: video,
  shorts: video,
  photos,
  pressQuotes,
  pressArticles,
  interview: video,
  blog,
  albums,
  storeAlbums,
  sideman,
  ensembles,
  kits,
  collaborators,
  teaching,
  biography,
  generalTerms,
};
