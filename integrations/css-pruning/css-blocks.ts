/**
 * Just enough of CSS's structure to walk a minified stylesheet's rules: where a block ends, which
 * rules a grouping at-rule holds, how a selector list splits. Comments, strings and parentheses
 * are skipped, so `content:"{"` or `:is(a,b)` never cut a rule.
 */

/** The index of the first `stops` character outside comments, strings, brackets and parentheses from `start`, escapes skipped; -1 if none. */
export function indexAtTopLevel(css: string, start: number, stops: string): number {
  let depth = 0;
  for (let index = start; index < css.length; index += 1) {
    const char = css[index] ?? '';
    if (char === '\\') index += 1;
    else if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      if (close < 0) return -1;
      index = close + 1;
    } else if (char === '"' || char === "'") {
      const close = css.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && stops.includes(char)) return index;
  }
  return -1;
}

/** The index just past the `}` closing the block whose `{` is at `open`. */
export function blockEnd(css: string, open: number): number {
  let index = open + 1;
  for (;;) {
    const next = indexAtTopLevel(css, index, '{}');
    if (next < 0) throw new Error(`Feuille de style mal formée : le bloc ouvert au caractère ${open} n'est jamais fermé.`);
    if (css[next] === '}') return next + 1;
    index = blockEnd(css, next);
  }
}

/** `text` cut at each top-level `separators` character (a selector list at its commas, a selector at its blanks and combinators). */
export function splitAtTopLevel(text: string, separators: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const next = indexAtTopLevel(text, start, separators);
    if (next < 0) return [...parts, text.slice(start)].filter((part) => part.trim() !== '');
    parts.push(text.slice(start, next));
    start = next + 1;
  }
}

/** `text` matched literally inside a RegExp (a class or custom property name). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const cssComments = /\/\*[\s\S]*?\*\//g;

/** At-rules whose block holds rules (not declarations nor keyframes). */
const groupingAtRule = /^@(?:media|supports|layer|container|scope|starting-style)\b/;

/**
 * The style rules of `css`, recursing into grouping at-rules, without those `drop` refuses given
 * their selectors; a group left empty goes too. Other at-rules (@font-face, @keyframes…) stay, and
 * so do the comments before what goes (they may mark where a stylesheet starts).
 */
export function filterStyleRules(css: string, drop: (selectors: string[]) => boolean): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = indexAtTopLevel(css, index, '{;}');
    if (open < 0 || css[open] === '}') return kept + css.slice(index);
    if (css[open] === ';') {
      kept += css.slice(index, open + 1);
      index = open + 1;
      continue;
    }
    const end = blockEnd(css, open);
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, end - 1);
    // A comment may come first (a stylesheet's start marker): the rule is read without it.
    const trimmed = prelude.replace(cssComments, '').trim();
    if (groupingAtRule.test(trimmed)) {
      const inner = filterStyleRules(body, drop);
      if (inner.trim() !== '' || body.trim() === '') kept += `${prelude}{${inner}}`;
      else kept += (prelude.match(cssComments) ?? []).join('');
    } else if (trimmed.startsWith('@') || !drop(splitAtTopLevel(trimmed, ',').map((selector) => selector.trim()))) {
      kept += css.slice(index, end);
    } else {
      // Comments before a dropped rule stay (they may mark where a stylesheet starts).
      kept += (prelude.match(cssComments) ?? []).join('');
    }
    index = end;
  }
  return kept;
}

/** Every selector of every style rule of `css`, inside grouping at-rules too. */
export function styleSelectors(css: string): string[] {
  const selectors: string[] = [];
  filterStyleRules(css, (ruleSelectors) => {
    selectors.push(...ruleSelectors);
    return false;
  });
  return selectors;
}
