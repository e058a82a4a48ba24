/**
 * Tailwind's preflight styles the inner parts of form controls (`::placeholder`,
 * `::file-selector-button`, `::-webkit-datetime-edit-*`, spin buttons…) on every page: about
 * 0.25 kB of gzip that a page without any <input>, <textarea> or <select> cannot use, since those
 * pseudo-elements exist only inside them.
 */
import { filterStyleRules } from './css-blocks.ts';

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

const isFormControlOnly = (selector: string) => formControlOnly.some((pattern) => pattern.test(selector));

/** The stylesheet without the rules that only style parts of form controls, for a page that has none. */
export function dropFormControlRules(css: string): string {
  return filterStyleRules(css, (selectors) => selectors.every(isFormControlOnly));
}
