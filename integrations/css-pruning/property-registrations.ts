/**
 * Tailwind 4 registers every custom property its utilities might use (`@property --tw-shadow{…}`)
 * and repeats them as a fallback for browsers without @property (`@layer properties{@supports (…)
 * {*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;…}}}`), whatever a page's pruned stylesheet
 * still uses: on a page, two thirds of them serve nothing, about 0.5 kB of gzip in a document that
 * must fit its first round trip.
 *
 * A registration changes what a page looks like only when something sets the property (it then
 * decides inheritance and interpolation) or reads it with var() while the registration gives it an
 * initial value. Read without being set and without an initial value, the property is the
 * guaranteed-invalid value, registered or not, and var() takes its fallback either way.
 */
import { blockEnd, escapeRegExp } from './css-blocks.ts';

interface Registration {
  name: string;
  text: string;
  hasInitialValue: boolean;
}

const registrationPattern = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;

function registrationsOf(css: string): Registration[] {
  return [...css.matchAll(registrationPattern)].map((match) => ({
    name: match[1] ?? '',
    text: match[0],
    hasInitialValue: /\binitial-value\s*:/.test(match[0]),
  }));
}

/** The `@layer properties{…}` block Tailwind writes as the fallback, if the stylesheet has one. */
function fallbackBlock(css: string): { start: number; end: number } | undefined {
  const start = css.search(/@layer\s+properties\s*\{/);
  if (start < 0) return undefined;
  return { start, end: blockEnd(css, css.indexOf('{', start)) };
}

/** The fallback block without the declarations of `names`; empty when none is left. */
function fallbackWithout(block: string, names: ReadonlySet<string>): string {
  const rewritten = block.replace(/(?<=[{;])\s*(--[\w-]+)\s*:[^;{}]*;?/g, (declaration: string, name: string) => (names.has(name) ? '' : declaration));
  // A last declaration written with its `;` leaves one before the closing brace: harmless, but tidy it.
  const tidied = rewritten.replace(/;(?=\})/g, '');
  return /--[\w-]+\s*:/.test(tidied) ? tidied : '';
}

/**
 * The stylesheet without the @property rules, and their fallback declarations, of the custom
 * properties that change nothing on the page. `scripts` is the text of the page's scripts: a
 * property a script names is kept, as a script may set it at run time.
 */
export function dropIdleRegistrations(css: string, scripts: readonly string[] = []): string {
  const registrations = registrationsOf(css);
  if (registrations.length === 0) return css;
  const fallback = fallbackBlock(css);
  const withoutMachinery = (fallback ? css.slice(0, fallback.start) + css.slice(fallback.end) : css).replace(registrationPattern, '');
  const scriptText = scripts.join('\n');
  const idle = new Set(
    registrations
      .filter(({ name, hasInitialValue }) => {
        const literal = escapeRegExp(name);
        const isSet = new RegExp(`(?<![\\w-])${literal}\\s*:`).test(withoutMachinery) || new RegExp(`${literal}(?![\\w-])`).test(scriptText);
        const isRead = new RegExp(`var\\(\\s*${literal}(?![\\w-])`).test(withoutMachinery);
        return !isSet && !(isRead && hasInitialValue);
      })
      .map(({ name }) => name),
  );
  if (idle.size === 0) return css;
  const withFallback = fallback ? css.slice(0, fallback.start) + fallbackWithout(css.slice(fallback.start, fallback.end), idle) + css.slice(fallback.end) : css;
  return withFallback.replace(registrationPattern, (rule: string, name: string) => (idle.has(name) ? '' : rule));
}
