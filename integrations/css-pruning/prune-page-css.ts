/**
 * Keeps in each inline stylesheet of a built page only the rules that page can use, and keeps
 * the page's Content-Security-Policy right: every pruned <style> gets a new sha256 source.
 *
 * A rule can be used when every class, id and element name its selector needs appears in the
 * page: in its markup, or in the text of the scripts it loads (which add classes and elements at
 * run time). Attribute selectors and pseudo-classes describe state that scripts and visitors
 * change ([data-state=expanded], [aria-expanded=true], [open], :popover-open, :hover): they never
 * cause a rule to be dropped.
 */
import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';
import { PurgeCSS, type ExtractorResultDetailed, type UserDefinedOptions } from 'purgecss';
import { blockEnd, escapeRegExp, filterStyleRules } from './css-blocks.ts';
import { dropFormControlRules, formControlTags, scriptNamesFormControl } from './form-control-rules.ts';
import { dropIdleRegistrations } from './property-registrations.ts';
import { dropAbsentScopeRules, dropUnneededScopeAttributes } from './scope-attributes.ts';

/** A CSP source for an inline element's exact text: `sha256-<base64>`. */
export function cspHashSource(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Words a text may hold a class name in, Tailwind's included (`sm:px-6`, `bg-night/80`,
 * `w-[min(28rem,calc(100vw-2rem))]`, `aria-[current=page]:underline`): runs between quotes and
 * blanks, and the plain words inside them (tags, attribute names, `"flex"` in a script).
 */
export function candidateTokens(text: string): string[] {
  const broad = text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];
  const inner = text.match(/[^<>"'`\s.(){}[\]#=%]*[^<>"'`\s.(){}[\]#=%:]/g) ?? [];
  return [...broad, ...inner];
}

/**
 * Class-name prefixes a script composes classes from: a word ending in "-" that closes a string
 * or opens a template slot (Swiper's `swiper-` + `horizontal`, `initialized`…).
 */
export function scriptClassPrefixes(script: string): string[] {
  const prefixes = new Set<string>();
  for (const match of script.matchAll(/([A-Za-z][\w-]*-)(?:["'`]|\$\{)/g)) if (match[1]) prefixes.add(match[1]);
  return [...prefixes];
}

/**
 * Every attribute name the stylesheet selects on, so that PurgeCSS treats them as dynamic.
 * It may also pick a word that is no attribute (inside an escaped class name): that only keeps more.
 */
export function selectedAttributeNames(css: string): string[] {
  return [...new Set([...css.matchAll(/(?<!\\)\[\s*([A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? ''))];
}

/** Custom properties the stylesheet declares (`--name:`) and reads (`var(--name`). */
function customProperties(css: string): { declared: Set<string>; read: Set<string> } {
  return {
    declared: new Set([...css.matchAll(/(?<![\w\\-])(--[\w-]+)\s*:/g)].map((match) => match[1] ?? '')),
    read: new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '')),
  };
}

/**
 * The same scripts (island code, shared chunks, the inline loaders) come back on most pages: the
 * words and class prefixes of each are read once per build, not once per page (most of the pruning's time).
 */
const tokensByScript = new Map<string, readonly string[]>();
const prefixesByScript = new Map<string, readonly string[]>();
function remembered(cache: Map<string, readonly string[]>, script: string, read: (script: string) => string[]): readonly string[] {
  const known = cache.get(script) ?? read(script);
  cache.set(script, known);
  return known;
}
const scriptTokens = (script: string) => remembered(tokensByScript, script, (text) => [...new Set(candidateTokens(text))]);
const scriptPrefixes = (script: string) => remembered(prefixesByScript, script, scriptClassPrefixes);

/** What the page offers to the stylesheet: its markup exactly, plus everything its scripts say. */
function pageSelectors(html: string, scripts: readonly string[]): ExtractorResultDetailed {
  // <pre> and <noscript> hold markup too: parse them; scripts are read as text.
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const elements = root.querySelectorAll('*');
  const undetermined = new Set<string>();
  for (const element of elements) {
    for (const value of Object.values(element.attributes)) candidateTokens(value).forEach((token) => undetermined.add(token));
  }
  for (const script of [...root.querySelectorAll('script').map((element) => element.textContent), ...scripts]) {
    scriptTokens(script).forEach((token) => undetermined.add(token));
  }
  return {
    classes: elements.flatMap((element) => (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)),
    ids: elements.map((element) => element.id).filter(Boolean),
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: { names: [], values: [] },
    undetermined: [...undetermined],
  };
}

/** One stylesheet pruned against the page's selectors. */
async function pruneStylesheet(css: string, selectors: ExtractorResultDetailed, classPrefixes: readonly string[]): Promise<string> {
  const purge = async (keptVariables: readonly string[]) => {
    const options: UserDefinedOptions = {
      content: [{ raw: '', extension: 'page' }],
      extractors: [{ extensions: ['page'], extractor: () => selectors }],
      css: [{ raw: css }],
      safelist: {
        // Pseudo-classes are state (inside :is()/:where() too, where PurgeCSS would otherwise judge them).
        standard: [/^:/, ...classPrefixes.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`))],
        variables: [...keptVariables],
      },
      dynamicAttributes: selectedAttributeNames(css),
      keyframes: true,
      variables: true,
    };
    const [result] = await new PurgeCSS().purge(options);
    return result?.css ?? css;
  };
  // PurgeCSS does not see custom properties read inside @keyframes: keep whatever the pruned
  // stylesheet still reads, until nothing it reads has lost its declaration.
  const declaredBefore = customProperties(css).declared;
  let kept: string[] = [];
  for (;;) {
    const pruned = await purge(kept);
    const { declared, read } = customProperties(pruned);
    const lost = [...read].filter((name) => declaredBefore.has(name) && !declared.has(name) && !kept.includes(name));
    if (lost.length === 0) return pruned;
    kept = [...kept, ...lost];
  }
}

/**
 * Tailwind's licence banner (`/*! tailwindcss v4… | MIT License | https://tailwindcss.com *\/`), 45
 * bytes of gzip a page pays on every visit: the notice ships once, in /third-party-notices.txt.
 */
export function withoutTailwindBanner(css: string): string {
  return css.replace(/\/\*!\s*tailwindcss v[^*]*\| MIT License[^*]*\*\/\n?/g, '');
}

const sheetBoundary = (index: number) => `/*prune-page-css ${index}*/`;

/**
 * The stylesheet without the rules that select only a shadow tree's host (`:host{…}`, which
 * Swiper's stylesheet brings): in a page's own stylesheet, `:host` matches no element.
 */
export function withoutShadowHostRules(css: string): string {
  return filterStyleRules(css, (selectors) => selectors.every((selector) => selector.startsWith(':host')));
}

/**
 * The stylesheet without the @keyframes that nothing left in it names. PurgeCSS keeps keyframes a
 * custom property names (Tailwind's `--animate-marquee:marquee 20s…`), then drops that property
 * when no rule reads it: the keyframes stayed on every page.
 */
export function withoutUnnamedKeyframes(css: string): string {
  const blocks = [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)].map((match) => ({
    name: match[1] ?? '',
    start: match.index,
    end: blockEnd(css, match.index + match[0].length - 1),
  }));
  const outside = blocks.reduceRight((text, block) => text.slice(0, block.start) + text.slice(block.end), css);
  const named = (name: string) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(outside);
  return blocks.reduceRight((text, block) => (named(block.name) ? text : text.slice(0, block.start) + text.slice(block.end)), css);
}

/**
 * A page's stylesheets pruned as one, so that what one declares and another uses stays (Astro's
 * font <style> declares --font-fraunces, Tailwind's reads it); each comes back apart.
 */
async function pruneStylesheets(
  sheets: readonly string[],
  html: string,
  selectors: ExtractorResultDetailed,
  classPrefixes: readonly string[],
  scripts: readonly string[],
): Promise<string[]> {
  const joined = sheets.map((css, index) => `${sheetBoundary(index)}${css}`).join('');
  // Before PurgeCSS, so that the keyframes and custom properties only those rules used go with them.
  const purged = await pruneStylesheet(withoutShadowHostRules(dropAbsentScopeRules(joined, html, scripts)), selectors, classPrefixes);
  const hasFormControls = formControlTags.some((tag) => selectors.tags.includes(tag)) || scripts.some(scriptNamesFormControl);
  const pruned = withoutTailwindBanner(withoutUnnamedKeyframes(dropIdleRegistrations(hasFormControls ? purged : dropFormControlRules(purged), scripts)));
  return sheets.map((_css, index) => {
    const start = pruned.indexOf(sheetBoundary(index)) + sheetBoundary(index).length;
    const end = index + 1 < sheets.length ? pruned.indexOf(sheetBoundary(index + 1)) : pruned.length;
    return pruned.slice(start, end);
  });
}

export interface HashChange {
  /** CSP sources of a <style> before and after pruning. */
  from: string;
  to: string;
}

export interface PrunedPage {
  html: string;
  hashChanges: HashChange[];
  /** Text of the inline stylesheets, before and after. */
  cssBefore: string;
  cssAfter: string;
}

const styleElement = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const anyCspMeta = /<meta\b[^>]*http-equiv=["']?content-security-policy/i;
const cspMeta = /(<meta\s+http-equiv="content-security-policy"\s+content=")([^"]*)"/i;

/** The page with its CSP meta's policy rewritten (the page as it is without a CSP meta). */
function withCspPolicy(html: string, rewrite: (policy: string) => string): string {
  if (!anyCspMeta.test(html)) return html;
  const meta = cspMeta.exec(html);
  if (!meta) throw new Error("La balise CSP de la page n'a pas la forme écrite par Astro : impossible d'y réécrire les empreintes.");
  const [tag, opening = '', policy = ''] = meta;
  return html.replace(tag, () => `${opening}${rewrite(policy)}"`);
}

/** The page with each old style hash of its CSP meta swapped for the new one. */
function withStyleHashes(html: string, hashChanges: readonly HashChange[]): string {
  if (hashChanges.length === 0) return html;
  return withCspPolicy(html, (policy) =>
    hashChanges.reduce((rewritten, { from, to }) => {
      if (!rewritten.includes(`'${from}'`)) throw new Error(`La CSP de la page n'autorise pas la feuille de style ${from} : impossible de la remplacer.`);
      return rewritten.replace(`'${from}'`, () => `'${to}'`);
    }, policy),
  );
}

/** The page with the text of each inline <style> passed through `rewrite`, and its CSP meta listing the new hashes. */
export function withInlineStylesRewritten(html: string, rewrite: (css: string) => string): { html: string; hashChanges: HashChange[] } {
  const rewritten = new Map([...html.matchAll(styleElement)].map(({ 2: css = '' }) => [css, rewrite(css)]));
  const hashChanges = [...rewritten].filter(([before, after]) => before !== after).map(([before, after]) => ({ from: cspHashSource(before), to: cspHashSource(after) }));
  const restyled = html.replace(styleElement, (_match, open: string, css: string, close: string) => `${open}${rewritten.get(css) ?? css}${close}`);
  return { html: withStyleHashes(restyled, hashChanges), hashChanges };
}

/**
 * The page with each inline <style> pruned and its CSP meta listing the new hashes.
 * `scripts` is the text of every script the page may run (module files, their imports, island code).
 */
export async function prunePageCss(html: string, scripts: readonly string[]): Promise<PrunedPage> {
  const selectors = pageSelectors(html, scripts);
  const classPrefixes = [...new Set(scripts.flatMap(scriptPrefixes))];
  const styles = [...new Set([...html.matchAll(styleElement)].map((match) => match[2] ?? ''))];
  const inlineScripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
  const allScripts = [...scripts, ...inlineScripts];
  const prunedStyles = await pruneStylesheets(styles, html, selectors, classPrefixes, allScripts);
  const pruned = new Map(styles.map((css, index) => [css, prunedStyles[index] ?? css]));
  const restyled = withInlineStylesRewritten(html, (css) => pruned.get(css) ?? css);
  const prunedHtml = dropUnneededScopeAttributes(restyled.html, prunedStyles.join('\n'), allScripts);
  return { html: prunedHtml, hashChanges: restyled.hashChanges, cssBefore: styles.join('\n'), cssAfter: prunedStyles.join('\n') };
}

const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/**
 * The page with its CSP meta listing only the hashes of the inline scripts and styles it holds.
 * Astro lists those of the whole site on every page, about 1 kB of gzip that cannot compress:
 * reason enough to drop them from a page that must fit its first round trip.
 */
export function keepUsedCspHashes(html: string): string {
  const used = new Set([...html.matchAll(inlineElement)].filter(([, , attributes]) => !/\bsrc\s*=/i.test(attributes ?? '')).map(([, , , text]) => cspHashSource(text ?? '')));
  return withCspPolicy(html, (policy) => policy.replace(/\s*'(sha(?:256|384|512)-[A-Za-z0-9+/=]+)'/g, (source: string, hash: string) => (used.has(hash) ? source : '')));
}
