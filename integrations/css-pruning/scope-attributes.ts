/**
 * Astro scopes a component's <style> by writing `data-astro-cid-<id>` on every element of the
 * component, while its selectors need it on a few (`.site-menu[data-astro-cid-vwn3tmth]`): on a
 * page, about a hundred attributes for five uses, 0.2 kB of gzip. This keeps the attribute only on
 * the elements a scoped selector may match.
 *
 * An element may match a compound selector carrying the attribute when it has the compound's tag,
 * id and classes. Attribute selectors and pseudo-classes are state that changes at run time: they
 * never count against an element. A class the markup never writes, or that a script adds
 * (`classList.add(…)`, `className=…`), may be added at run time: it never counts against an
 * element either. Copies a script makes of an element keep its attributes, so they need nothing.
 */
import { escapeRegExp, filterStyleRules, splitAtTopLevel, styleSelectors } from './css-blocks.ts';

export interface ScopedCompound {
  cid: string;
  tag: string | undefined;
  id: string | undefined;
  classes: string[];
}

const scopeAttribute = /\[data-astro-cid-([\w-]+)\]/g;
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** `text` without its parenthesized parts, nested ones included (`:not(…)`, `:is(…)`). */
function withoutParentheses(text: string): string {
  let bare = text;
  for (let previous = ''; previous !== bare;) [previous, bare] = [bare, bare.replace(/(?<!\\)\([^()]*\)/g, '')];
  return bare;
}

/** What a compound selector asks of an element, from the parts outside its brackets and parentheses. */
function compoundParts(compound: string): { tag: string | undefined; id: string | undefined; classes: string[] } {
  let bare = withoutParentheses(compound.replace(/(?<!\\)\[[^\]]*\]/g, ''));
  bare = bare.replace(/::?[\w-]+/g, '');
  const tag = /^[A-Za-z][\w-]*/.exec(bare)?.[0].toLowerCase();
  const id = /#((?:[\w-]|\\.)+)/.exec(bare)?.[1];
  return { tag, id: id === undefined ? undefined : unescape(id), classes: [...bare.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => unescape(match[1] ?? '')) };
}

/** Every compound selector of the stylesheet that carries Astro's scope attribute. */
export function scopedCompounds(css: string): ScopedCompound[] {
  return styleSelectors(css).flatMap((selector) =>
    splitAtTopLevel(selector, ' >+~').flatMap((compound) => [...compound.matchAll(scopeAttribute)].map((match) => ({ cid: match[1] ?? '', ...compoundParts(compound) }))),
  );
}

/** A start tag with its attributes, values quoted or not (`>` inside quotes does not end it). */
const startTag = /<([A-Za-z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)(\s*\/?)>/g;
/** Elements whose text is not markup. */
const rawText = /(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)/gi;
const attributeValue = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * The page without the scope attributes no selector of `css` may need. Left as it is when a
 * script names a scope attribute (it may select or copy elements by it).
 */
export function dropUnneededScopeAttributes(html: string, css: string, scripts: readonly string[]): string {
  if (scripts.some((script) => script.includes('data-astro-cid-'))) return html;
  const compounds = scopedCompounds(css);
  const parts = html.split(rawText);
  const markup = parts.filter((_part, index) => index % 3 === 0).join('');
  const writtenClasses = new Set([...markup.matchAll(startTag)].flatMap(([, , attributes = '']) => (attributeValue(attributes, 'class') ?? '').split(/\s+/)));
  const scriptText = scripts.join('\n');
  const mayBeAdded = (name: string) =>
    !writtenClasses.has(name) || new RegExp(`(?:classList\\.(?:add|toggle|replace)\\([^)]*|className\\s*\\+?=[^;]*)(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(scriptText);

  const needs = (cid: string, tag: string, attributes: string) => {
    const id = attributeValue(attributes, 'id');
    const classes = new Set((attributeValue(attributes, 'class') ?? '').split(/\s+/));
    return compounds.some(
      (compound) =>
        compound.cid === cid &&
        (compound.tag === undefined || compound.tag === tag.toLowerCase()) &&
        (compound.id === undefined || compound.id === id) &&
        compound.classes.every((name) => classes.has(name) || mayBeAdded(name)),
    );
  };
  const rewriteTag = (tag: string, name: string, attributes: string, end: string) => {
    const kept = attributes.replace(/\s+data-astro-cid-([\w-]+)(?:\s*=\s*(?:""|''))?(?=[\s/>]|$)/g, (attribute: string, cid: string) =>
      needs(cid, name, attributes) ? attribute : '',
    );
    return kept === attributes ? tag : `<${name}${kept}${end}>`;
  };
  // Parts come as [markup, raw element, its tag name, markup, …]: only markup is rewritten.
  return parts
    .filter((_part, index) => index % 3 !== 2)
    .map((part, index) => (index % 2 === 0 ? part.replace(startTag, rewriteTag) : part))
    .join('');
}

/** The scope ids a selector needs on some element: its scope attributes outside parentheses (`:not([data-astro-cid-x])` needs none). */
function requiredScopes(selector: string): string[] {
  return [...withoutParentheses(selector).matchAll(scopeAttribute)].map((match) => match[1] ?? '');
}

/**
 * The stylesheet without the rules whose every selector needs the scope attribute of a component
 * the page does not hold. Astro gives a route one stylesheet for all the components it may render:
 * the English and Spanish pages share one route, so each carries the scoped rules of every page
 * component (`.biography[data-astro-cid-z75bhkrw] h2` on /en/pro-area), and PurgeCSS keeps any
 * rule it judges by attributes alone. Astro writes a scope attribute at build, on its component's
 * elements only; a script may copy it, never invent it: absent from the page's markup and
 * scripts, no element can ever carry it.
 */
export function dropAbsentScopeRules(css: string, html: string, scripts: readonly string[]): string {
  const markup = html.split(rawText).filter((_part, index) => index % 3 === 0);
  const present = new Set([...markup, ...scripts].flatMap((text) => [...text.matchAll(/data-astro-cid-([\w-]+)/g)].map((match) => match[1] ?? '')));
  return filterStyleRules(css, (selectors) => selectors.every((selector) => requiredScopes(selector).some((cid) => !present.has(cid))));
}
