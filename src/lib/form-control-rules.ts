/**
 * Tailwind's preflight styles the inner parts of form controls (`::placeholder`,
 * `::file-selector-button`, `::-webkit-datetime-edit-*`, spin buttons…) on every page: about
 * 0.25 kB of gzip that a page without any <input>, <textarea> or <select> cannot use, since those
 * pseudo-elements exist only inside them.
 */

/** A pseudo-element or Firefox pseudo-class that only ever matches inside or on a form control. */
const formControlOnly = [
  /^::placeholder$/,
  /^::file-selector-button$/,
  /^::-webkit-(?:datetime-edit(?:-[\w-]+)?|date-and-time-value|calendar-picker-indicator|search-decoration|inner-spin-button|outer-spin-button)$/,
  /^:-moz-ui-invalid$/,
];

/** The tags whose presence keeps the rules: the form controls holding those parts. */
export const formControlTags = ['input', 'textarea', 'select'] as const;

/**
 * Whether a script may create a form control: it builds one (`(0,l.jsx)(`input`,…)`,
 * `createElement('select')`) or writes its markup (`<textarea`). Naming one otherwise does not
 * count: React DOM compares `type===`input``, Supabase sets a `select` query parameter.
 */
export function scriptNamesFormControl(script: string): boolean {
  const tags = formControlTags.join('|');
  return new RegExp(`(?:\\b(?:jsxs?|jsxDEV|createElement)\\)?\\(\\s*["'\`](?:${tags})["'\`])|<(?:${tags})\\b`).test(script);
}

const isFormControlOnly = (selector: string) => formControlOnly.some((pattern) => pattern.test(selector.trim()));

/** The index of the first `stop` character at depth 0 from `start`, skipping comments, strings and parentheses; -1 if none. */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0;
  for (let index = start; index < css.length; index += 1) {
    const char = css[index] ?? '';
    if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      if (close < 0) return -1;
      index = close + 1;
    } else if (char === '"' || char === "'") {
      const close = css.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && stops.includes(char)) return index;
  }
  return -1;
}

/** The index just past the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let index = open + 1;
  for (;;) {
    const next = scanTo(css, index, '{}');
    if (next < 0) throw new Error(`Feuille de style mal formée : le bloc ouvert au caractère ${open} n'est jamais fermé.`);
    if (css[next] === '}') return next + 1;
    index = blockEnd(css, next);
  }
}

const comments = /\/\*[\s\S]*?\*\//g;

/** At-rules whose block holds rules (not declarations nor keyframes). */
const groupingAtRule = /^@(?:media|supports|layer|container|scope|starting-style)\b/;

/** The rules of `css`, recursing into grouping at-rules, without those `drop` refuses; a group left empty goes too. */
function filterRules(css: string, drop: (selectors: string[]) => boolean): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = scanTo(css, index, '{;}');
    if (open < 0 || css[open] === '}') return kept + css.slice(index);
    if (css[open] === ';') {
      kept += css.slice(index, open + 1);
      index = open + 1;
      continue;
    }
    const end = blockEnd(css, open);
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, end - 1);
    const trimmed = prelude.trim();
    if (groupingAtRule.test(trimmed)) {
      const inner = filterRules(body, drop);
      if (inner.trim() !== '' || body.trim() === '') kept += `${prelude}{${inner}}`;
    } else if (trimmed.startsWith('@') || !drop(trimmed.replace(comments, '').split(','))) {
      kept += css.slice(index, end);
    } else {
      // Comments before a dropped rule stay (they may mark where a stylesheet starts).
      kept += (prelude.match(comments) ?? []).join('');
    }
    index = end;
  }
  return kept;
}

/** The stylesheet without the rules that only style parts of form controls, for a page that has none. */
export function dropFormControlRules(css: string): string {
  return filterRules(css, (selectors) => selectors.every(isFormControlOnly));
}
