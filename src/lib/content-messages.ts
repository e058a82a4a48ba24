/**
 * French messages for content that does not match its schema. The artist reads them in the
 * build log: each says what was expected and, when something was written, what was read.
 */

import { isCalendarDay } from './blog.ts';

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
  // The slip is most often right after the last field read before it.
  const field = offset === undefined ? undefined : [...text.slice(0, Number(offset)).matchAll(/"([^"\n]+)"\s*:/g)].at(-1)?.[1];
  return [
    `${file} : ce fichier n'est pas du JSON valide${where}.`,
    `${field === undefined ? '' : `Regardez juste après le champ « ${field} » : `}${field === undefined ? 'Le' : 'le'} plus souvent, il manque une virgule entre deux champs ou entre deux entrées, ou il y en a une de trop après la dernière, ou un guillemet n'est pas fermé.`,
    "Corrigez à cet endroit (ou annulez la dernière modification), puis relancez la construction : aucune page n'a été publiée avec ce fichier.",
  ].join('\n');
}

/** For a collection whose file is in git but gave no entry: the site must never build without it. */
export function emptyCollectionMessage(file: string): string {
  return `${file} : aucune entrée n'a pu être lue. Le site ne se construit pas sans elles : vérifiez que le fichier contient bien { "entries": [ … ] }, une liste d'entrées entre crochets, chacune avec son "id".`;
}

/** For a markdown file a page cannot do without (`what` it gives, « les conditions générales »), missing: renamed, moved or deleted. */
export function missingFileMessage(file: string, what: string): string {
  return `${file} : ce fichier est introuvable ; c'est lui qui donne ${what}, et le site ne se construit pas sans lui. S'il a été renommé, déplacé ou supprimé, remettez-le à sa place sous ce nom (dans git, ou en annulant la dernière modification), puis relancez.`;
}

/** For that file with nothing under its front matter: its page would publish a title over nothing. */
export function emptyTextMessage(file: string, what: string): string {
  return `${file} : le texte sous l'en-tête (après la deuxième ligne ---) est vide ; c'est lui qui donne ${what}. Écrivez-le, une section par titre commençant par « ## », dans le fichier ou dans le studio, puis relancez : aucune page n'a été publiée avec ce fichier.`;
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

/**
 * What is wrong with an image narrower than the page draws it, and what to do, in the words of the
 * build's message and of the studio's (integrations/studio/image-width.ts, which fills in the numbers
 * in the page: they are strings here).
 */
export const narrowImage = {
  width: (width: string, needed: string) => `${width} pixels de large ; il en faut au moins ${needed}, la largeur à laquelle la page l'affiche`,
  fix: (needed: string) => `Remplacez-la par un fichier d'au moins ${needed} pixels de large (1600 suffit toujours)`,
};

/** For an image file narrower than the page draws it: the page would show it stretched and blurred. */
export function imageTooNarrowMessage(file: string, image: string, width: number, needed: number): string {
  return [`${file} : l'image « ${image} » est trop petite, ${narrowImage.width(String(width), String(needed))}.`, `${narrowImage.fix(String(needed))}, puis relancez.`].join('\n');
}

/** A kit's print photo as the build reads its file: its size in pixels, its format and its weight. */
export interface PrintPhotoFile {
  width: number;
  height: number;
  format: string;
  bytes: number;
}

/** For a kit's print photo whose file is not where its path leads (`index` from 0 in the kit's list). */
export function missingPrintPhotoMessage(file: string, index: number, image: string): string {
  return `${file}, photo ${index + 1} : fichier pour l'impression introuvable « ${image} ».\nRangez-le dans content/kits/photos/ et écrivez son chemin depuis le kit, par exemple ../kits/photos/quintet-sur-scene.jpg (majuscules et extension comptent), puis relancez.`;
}

/**
 * What is wrong with a kit's print photo (`index` from 0 in the kit's list), or undefined: a JPEG,
 * since its credit, caption and licence are written into it; at least `needed` pixels on its long
 * side, to be printed; no heavier than the studio accepts.
 */
export function printPhotoProblem(file: string, index: number, image: string, photo: PrintPhotoFile, needed: number, limit: number): string | undefined {
  const where = `${file}, photo ${index + 1} : le fichier pour l'impression « ${image} »`;
  const megabytes = (count: number) => `${(Math.ceil(count / 100_000) / 10).toLocaleString('fr-FR')} Mo`;
  if (photo.format !== 'jpeg' && photo.format !== 'jpg') {
    return `${where} est un ${photo.format.toUpperCase()} ; il faut un JPEG (.jpg), dans lequel le site inscrit le crédit, la légende et la licence.\nEnregistrez-le en JPEG (qualité 85 environ), puis relancez.`;
  }
  if (Math.max(photo.width, photo.height) < needed) {
    return `${where} mesure ${photo.width} × ${photo.height} pixels ; il en faut au moins ${needed} sur le grand côté pour l'imprimer (25 cm à 300 dpi).\nRemplacez-le par le fichier original du photographe, d'au moins ${needed} pixels sur le grand côté, puis relancez.`;
  }
  if (photo.bytes > limit) {
    return `${where} pèse ${megabytes(photo.bytes)} ; le site accepte au plus ${megabytes(limit)} par image.\nEnregistrez-le en JPEG de ${needed} à 4000 pixels sur le grand côté (qualité 85 environ : 1 à 3 Mo), puis relancez.`;
  }
  return undefined;
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

/**
 * An error for the artist: Astro prints the stack of any error a loader throws, which says nothing
 * to them and buries the message; this one has none, and carries the problem for the studio's page.
 */
export function contentError(problem: ContentProblem | string): ContentError {
  return new ContentError(typeof problem === 'string' ? { message: problem } : problem);
}

/** A line of a content file written again as its message proposes, when that fix is certain. */
export interface LineRepair {
  /** From 1, as the message counts. */
  line: number;
  written: string;
  fixed: string;
}

/**
 * What stops the build, as the studio's dev server shows it (src/content-problems.ts): the message,
 * the file it is about (to open its entry in the studio), whether the studio can read that file at
 * all, and the repair of a line when the message's fix is certain (the page offers to apply it).
 */
export interface ContentProblem {
  message: string;
  file?: string;
  /** A front matter or JSON that does not parse: the studio cannot open the entry either. */
  unreadable?: true;
  repair?: LineRepair;
}

export class ContentError extends Error {
  constructor(readonly problem: ContentProblem) {
    super(problem.message);
    this.stack = '';
  }
}

/** `source` with the repair applied, or undefined when its line no longer reads as the repair expects (the file changed since). */
export function repaired(source: string, repair: LineRepair): string | undefined {
  const lines = source.split('\n');
  const index = repair.line - 1;
  const ending = lines[index]?.endsWith('\r') ? '\r' : '';
  if (lines[index] !== `${repair.written}${ending}`) return undefined;
  lines[index] = `${repair.fixed}${ending}`;
  return lines.join('\n');
}

/** What js-yaml reports, as Astro passes it on: its reason and where, counted from the front matter's opening `---` line (0). */
export interface YamlSlip {
  reason: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** The name a front matter line gives its field ("title" in `title: …`, "image" in `  - image: …`). */
function fieldName(line: string): string | undefined {
  return /^\s*(?:-\s+)?([^\s:#"'][^:]*?)\s*:(?:\s|$)/.exec(line)?.[1];
}

/** A value quoted so that YAML reads it as written. */
function quoted(value: string): string {
  return value.includes('"') ? `'${value.replaceAll("'", "''")}'` : `"${value}"`;
}

/**
 * For a front matter YAML cannot read: the file's own line (not the front matter's), the field, what
 * went wrong and how to write it, for the slips a hand edit makes (a colon after a space, as French
 * typography puts it, a tab, a shifted line, a backslash in double quotes, a quote left open).
 */
export function frontMatterProblem(file: string, source: string, slip: YamlSlip): ContentProblem {
  const lines = source.split(/\r?\n/);
  const opening = Math.max(
    0,
    lines.findIndex((line) => line.replace(/^\uFEFF/, '').trim() === '---'),
  );
  const closing = lines.findIndex((line, index) => index > opening && line.trim() === '---');
  const frontMatterEnd = closing === -1 ? lines.length : closing;
  let index = Math.min(opening + (slip.line ?? 0), frontMatterEnd - 1);
  let problem: string;
  let fix: string;
  /** The line as the fix writes it, when the fix is certain. */
  let fixedLine: string | undefined;
  const reason = slip.reason;
  // A quote left open runs on to the next quote, lines below, where js-yaml stops with some other
  // reason: the slip is the first line, above that point, whose quoted value never closes.
  const openQuote = lines.findIndex((line, at) => {
    if (at <= opening || at > index) return false;
    const value = /^\s*(?:-\s+)?[^:"']+:\s*(["'])(.*)$/.exec(line);
    if (!value) return false;
    const [, quote, rest = ''] = value;
    return quote === '"' ? !/(^|[^\\])"/.test(rest) : !rest.replaceAll("''", '').includes("'");
  });

  if (openQuote !== -1 || /end of the stream within a (double|single) quoted scalar/.test(reason)) {
    if (openQuote !== -1) index = openQuote;
    const quote = /^[^:]+:\s*(["'])/.exec(lines[index] ?? '')?.[1] ?? (reason.includes('single') ? "'" : '"');
    problem = `le guillemet ${quote} ouvert au début de la valeur n'est jamais fermé`;
    fix = `Ajoutez ${quote} à la fin de la valeur, sur la même ligne.`;
    fixedLine = `${(lines[index] ?? '').trimEnd()}${quote}`;
  } else if (/tab characters/.test(reason)) {
    problem = 'la ligne commence par une tabulation, et le haut du fichier ne prend que des espaces';
    fix = 'Remplacez la tabulation par des espaces (deux par niveau, comme les lignes voisines).';
  } else if (/unknown escape sequence/.test(reason)) {
    const line = lines[index] ?? '';
    const backslash = line.lastIndexOf('\\', Math.max(0, (slip.column ?? line.length) - 1));
    const sequence = backslash === -1 ? '\\' : line.slice(backslash, backslash + 2);
    problem = `entre guillemets doubles, une barre oblique inverse annonce un caractère spécial, et « ${sequence} » n'en est pas un`;
    if (backslash !== -1) fixedLine = `${line.slice(0, backslash)}${line.slice(backslash + 1)}`;
    fix = fixedLine === undefined ? 'Retirez la barre oblique inverse.' : `Retirez la barre oblique inverse : ${fixedLine.trimStart()}`;
  } else if (/duplicated mapping key/.test(reason)) {
    problem = 'ce champ est écrit deux fois';
    fix = "Gardez-en un seul : supprimez l'une des deux lignes.";
  } else if (/bad indentation/.test(reason)) {
    const line = lines[index] ?? '';
    const entry = /^(\s*(?:-\s+)?)([^\s:#"'][^:]*?):\s+(.*)$/.exec(line);
    const value = entry?.[3]?.trim() ?? '';
    if (entry && /\s:(\s|$)|:\s/.test(value) && !/^["']/.test(value)) {
      problem = 'la valeur contient « : » (deux-points suivi d’une espace), que le haut du fichier lit comme le début d’un autre champ';
      fixedLine = `${entry[1] ?? ''}${entry[2] ?? ''}: ${quoted(value)}`;
      fix = `Mettez la valeur entre guillemets : ${fixedLine.trimStart()}`;
    } else {
      problem = 'la ligne n’est pas alignée sur ses voisines (les espaces au début de la ligne comptent)';
      fix =
        'Alignez-la : aucune espace au début pour un champ principal, les mêmes espaces que les autres éléments dans une liste ; si c’est la suite de la valeur du dessus, remettez toute la valeur sur une ligne, entre guillemets.';
    }
  } else {
    problem = 'cette ligne ne se lit pas';
    fix = 'Chaque ligne s’écrit « champ: valeur » ; une valeur qui contient « : » ou « # », ou qui commence par un guillemet, se met entre guillemets.';
  }

  const line = lines[index] ?? '';
  const field = fieldName(line);
  const message = [
    `${file}, ligne ${index + 1}${field ? ` (champ « ${field} »)` : ''} : ${problem}.`,
    `  ${index + 1} | ${line}`,
    `${fix} Puis relancez : aucune page n'a été publiée avec ce fichier.`,
  ].join('\n');
  return { message, file, unreadable: true, ...(fixedLine === undefined ? {} : { repair: { line: index + 1, written: line, fixed: fixedLine } }) };
}

/**
 * The line (from 0) of a field in a front matter or a JSON file, following its path ("photos.1.image"):
 * each name is looked for after its parent's line; a number counts the list's items. Undefined for a
 * field that is not written (a missing one).
 */
export function fieldLine(source: string, path: readonly (string | number)[], from = 0): number | undefined {
  const lines = source.split(/\r?\n/);
  let at = from;
  for (const [depth, segment] of path.entries()) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      // The list's items start at the indentation of its first line below the parent.
      const first = lines.findIndex((line, index) => index > at && line.trim() !== '');
      if (first === -1) return depth === 0 ? undefined : at;
      const indent = /^\s*/.exec(lines[first] ?? '')?.[0].length ?? 0;
      const items = lines
        .map((line, index) => ({ line, index }))
        .filter(({ line, index }) => index >= first && (/^\s*/.exec(line)?.[0].length ?? 0) === indent && !/^\s*[\]}]/.test(line) && line.trim() !== '');
      const item = items[Number(segment)];
      if (!item) return at;
      at = item.index;
      // A YAML item's first field is on its "- " line.
      if (/^\s*-\s+[^\s:]+\s*:/.test(item.line)) at -= 1;
    } else {
      const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`^\\s*(?:-\\s+)?(?:"${escaped}"|${escaped})\\s*:`);
      const found = lines.findIndex((line, index) => index > at - (depth === 0 ? 1 : 0) && pattern.test(line));
      if (found === -1) return depth === 0 ? undefined : at;
      at = found;
    }
  }
  return at;
}

/** One problem of Astro's schema error: the field's path and zod's (French) message. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * The problems Astro lists in its schema error, one per line written `**path**: message` (its
 * InvalidContentEntryDataError), for the loaders to say them again in French with their lines.
 */
export function schemaProblems(astroMessage: string): FieldProblem[] {
  // zod's own (English) messages, for a rule without a French one, start with the path again.
  return [...astroMessage.matchAll(/^\s*\*\*([^*\n]+)\*\*: (.*)$/gm)].map(([, path = '', message = '']) => ({ path, message: message.replace(/^\*\*[^*]+\*\*: /, '') }));
}

/**
 * For values their schema refuses: the file, then each field with the file's own line where it is
 * written, and what is expected. `from` is the line of the entry in a list file (0 for a file per entry).
 */
export function schemaMessage(file: string, source: string, problems: readonly FieldProblem[], from = 0): string {
  return [
    `${file} : ${problems.length > 1 ? 'des valeurs ne conviennent pas' : 'une valeur ne convient pas'}.`,
    ...problems.map(({ path, message }) => {
      const line = path === '' ? undefined : fieldLine(source, path.split('.'), from);
      return `  ${line === undefined ? '' : `ligne ${line + 1}, `}${path}: ${message}`;
    }),
    `Corrigez-${problems.length > 1 ? 'les' : 'la'} dans le fichier ou dans le studio, puis relancez : aucune page n’a été publiée avec ce fichier.`,
  ].join('\n');
}

/** A translation file whose French original is missing (renamed or deleted). */
export function orphanTranslationMessage(translation: string, original: string): string {
  return [
    `${translation} : cette traduction n'a pas de fichier français ${original}.`,
    `Une traduction porte le nom du fichier français suivi de la langue (biographie.en.md traduit biographie.md). Si le fichier français a été renommé, renommez la traduction de la même façon ; s'il a été supprimé, supprimez aussi la traduction.`,
  ].join('\n');
}

/** A translated entry (in a translated list file) whose id is not in the French file. */
export function orphanTranslatedEntryMessage(translation: string, original: string, id: string): string {
  return [
    `${translation} : l'entrée « ${id} » traduite ici n'existe pas dans ${original}.`,
    `Donnez-lui l'id de l'entrée française qu'elle traduit, ou supprimez-la de la traduction.`,
  ].join('\n');
}

/** A translation file that writes a field which is written once, in French (a date, a place, a link, an image). */
export function untranslatableFieldMessage(translation: string, original: string, fields: readonly string[]): string {
  return [
    `${translation} : ${fields.length > 1 ? 'ces champs ne se traduisent pas' : 'ce champ ne se traduit pas'} : ${fields.join(', ')}.`,
    `Les dates, lieux, prix, liens et images s'écrivent une seule fois, dans ${original}, pour toutes les langues. Écrivez-y la valeur et retirez ${fields.length > 1 ? 'ces champs' : 'ce champ'} de la traduction.`,
  ].join('\n');
}

/** A translated list whose length differs from the French one: the page in that language keeps the French list until the translation follows. */
export function outOfStepTranslationMessage(translation: string, original: string, fields: readonly string[]): string {
  return [
    `${translation} : ${fields.length > 1 ? 'ces listes n’ont' : 'cette liste n’a'} pas autant d’éléments que dans ${original} : ${fields.join(', ')}.`,
    `La page dans cette langue montre la liste française en attendant : ajoutez ou retirez les mêmes éléments dans la traduction.`,
  ].join('\n');
}

/** A press quote naming an ensemble the site does not have. */
export function unknownQuoteEnsembleMessage(file: string, written: string, formations: readonly string[]): string {
  return `${file} : ensemble : « ${written} » n’est aucune formation du site (${formations.join(', ')}). Écrivez l’une d’elles, ou laissez le champ vide si l’extrait parle de l’artiste.`;
}
