/**
 * French messages for content that does not match its schema. The artist reads them in the
 * build log: each says what was expected and, when something was written, what was read.
 */

import { isCalendarDay } from './blog';

/** What a zod error callback receives that these messages use. */
export interface ReadValue {
  input?: unknown;
}

function shown(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return `« ${value} »`;
  return JSON.stringify(value) ?? String(value);
}

/** "champ obligatoire manquant : …" when absent, else "… (valeur lue : …)". */
export function expected(what: string): (issue: ReadValue) => string {
  return (issue) => (issue.input === undefined ? `champ obligatoire manquant : ${what}` : `${what} (valeur lue : ${shown(issue.input)})`);
}

/** For a list of allowed words: "catégorie inconnue « Scene » : choisissez Parcours, Scène, Transmission ou Création". */
export function oneOf(what: string, allowed: readonly string[], unknown: 'inconnue' | 'inconnu' = 'inconnue'): (issue: ReadValue) => string {
  const choices = `${allowed.slice(0, -1).join(', ')} ou ${allowed.at(-1) ?? ''}`;
  return (issue) =>
    issue.input === undefined
      ? `champ obligatoire manquant : ${what}, à choisir parmi ${choices}`
      : `${what} ${unknown} ${shown(issue.input)} : choisissez ${choices} (orthographe et accents compris)`;
}

/** For a field name the schema does not know (often a typo such as "readtime"). */
export function unknownField(key: string, known: readonly string[]): string {
  return `champ inconnu « ${key} » : vérifiez l'orthographe et les majuscules. Champs possibles ici : ${known.join(', ')}`;
}

export interface ImageReference {
  /** Where it sits in the front matter, e.g. "image" or "photos.2.image". */
  field: string;
  path: string;
}

/** The images an article's front matter names next to its file (web addresses excluded). */
export function localImageReferences(data: Record<string, unknown>): ImageReference[] {
  const references: ImageReference[] = [];
  const add = (field: string, value: unknown): void => {
    if (typeof value === 'string' && value.trim() !== '' && !/^[a-z]+:\/\//i.test(value)) references.push({ field, path: value.trim() });
  };
  add('image', data['image']);
  const photos = data['photos'];
  if (Array.isArray(photos)) {
    photos.forEach((photo: unknown, index) => {
      if (photo && typeof photo === 'object') add(`photos.${index}.image`, (photo as Record<string, unknown>)['image']);
    });
  }
  return references;
}

export function missingImageMessage(file: string, missing: readonly ImageReference[]): string {
  const lines = missing.map(({ field, path }) => `  ${field} : image introuvable « ${path} »`);
  return [
    `Article ${file} : ${missing.length > 1 ? 'des images sont introuvables' : 'une image est introuvable'}.`,
    ...lines,
    `Placez le fichier image dans le même dossier que l'article et écrivez son nom exact, précédé de ./ (par exemple image: ./scene-sunside.jpg). Majuscules et extension comptent.`,
  ].join('\n');
}

/** Line and column (from 1) of a character offset in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * For a data file that is not even valid JSON (a dropped comma, a missing quote): where the
 * reader stopped, and what usually causes it. `error` is what JSON.parse threw.
 */
export function unreadableJsonMessage(file: string, text: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const offset = /position (\d+)/.exec(reason)?.[1];
  const where = offset === undefined ? '' : (({ line, column }) => `, ligne ${line}, colonne ${column}`)(lineAndColumn(text, Number(offset)));
  return [
    `${file} : ce fichier n'est pas du JSON valide${where}.`,
    "Le plus souvent, il manque une virgule entre deux champs ou entre deux entrées, ou il y en a une de trop après la dernière, ou un guillemet n'est pas fermé.",
    "Corrigez à cet endroit (ou annulez la dernière modification), puis relancez la construction : aucune page n'a été publiée avec ce fichier.",
  ].join('\n');
}

/** For a collection whose file is in git but gave no entry: the site must never build without it. */
export function emptyCollectionMessage(file: string): string {
  return `${file} : aucune entrée n'a pu être lue. Le site ne se construit pas sans elles : vérifiez que le fichier contient bien { "entries": [ … ] }, une liste d'entrées entre crochets, chacune avec son "id".`;
}

/** For a one-file-per-entry collection whose folder gave no entry: the site must never build without them. */
export function emptyFolderMessage(folder: string): string {
  return `${folder} : aucune entrée n'a pu être lue. Le site ne se construit pas sans elles : chaque entrée est un fichier .json rangé directement dans ce dossier (par exemple ${folder}/mon-entree.json) ; vérifiez qu'ils n'ont pas été supprimés ou déplacés.`;
}

/** For an image file heavier than the studio accepts: too slow to build and to keep in git. */
export function imageTooHeavyMessage(file: string, image: string, bytes: number, limit: number): string {
  // Rounded up to the tenth: a file just over the limit never reads as the limit itself.
  const megabytes = (count: number) => `${(Math.ceil(count / 100_000) / 10).toLocaleString('fr-FR')} Mo`;
  return [
    `${file} : l'image « ${image} » pèse ${megabytes(bytes)} ; le site accepte au plus ${megabytes(limit)} par image.`,
    `Enregistrez-la en JPEG de 1600 à 2400 pixels de large (qualité 80 environ : quelques centaines de ko), puis relancez.`,
  ].join('\n');
}

/** For an image file narrower than the page draws it: the page would show it stretched and blurred. */
export function imageTooNarrowMessage(file: string, image: string, width: number, needed: number): string {
  return [
    `${file} : l'image « ${image} » est trop petite, ${width} pixels de large ; il en faut au moins ${needed}, la largeur à laquelle la page l'affiche.`,
    `Remplacez-la par un fichier d'au moins ${needed} pixels de large (1600 suffit toujours), puis relancez.`,
  ].join('\n');
}

/**
 * Dates written without quotes in a front matter whose day does not exist: YAML reads
 * `date: 2031-02-30` as 2 March 2031 without a word, so the written text is checked as written.
 */
export function impossibleDates(frontMatter: string, fields: readonly string[]): { field: string; written: string }[] {
  return fields.flatMap((field) => {
    const written = new RegExp(`^${field}:\\s*(\\d{4}-\\d{2}-\\d{2})\\s*$`, 'm').exec(frontMatter)?.[1];
    return written && !isCalendarDay(written) ? [{ field, written }] : [];
  });
}

export function impossibleDateMessage(file: string, dates: readonly { field: string; written: string }[]): string {
  return [
    `${file} : ${dates.length > 1 ? 'des dates n’existent pas' : 'une date n’existe pas'} au calendrier.`,
    ...dates.map(({ field, written }) => `  ${field} : « ${written} »`),
    'Écrivez une date qui existe, au format AAAA-MM-JJ (par exemple 2027-02-28), puis relancez.',
  ].join('\n');
}
