/**
 * The site under test as its files: dist/, built by tests/e2e/build-site.ts (vitest.dist.config.ts
 * refuses any other), read as `astro preview` and Netlify serve it. A URL path leads to its file by
 * the pretty-URL rule (dist-files' fileForUrlPath); a page is parsed with node-html-parser and read
 * as Playwright reads it: text with its white space collapsed, a link by its accessible name.
 */
import { readFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { fileForUrlPath } from '../../integrations/built-site/dist-files.ts';
import { netlifyRules } from '../../scripts/lib/headers.ts';

export const DIST = 'dist';
/** The address the tests' site is built for (no SITE_URL): canonical links, feeds and sitemaps name it. */
export const SITE = 'https://yaniel-barcenas.example';

/** The file of dist/ that answers `path` (what answers 200), or null (what answers 404). */
export function servedFile(path: string): string | null {
  return fileForUrlPath(DIST, path);
}

/** The file of dist/ that answers `path`; fails the test when none does. */
export function builtFile(path: string): string {
  const file = servedFile(path);
  if (!file) throw new Error(`No file of ${DIST}/ answers ${path}`);
  return file;
}

const netlify = await netlifyRules(readFileSync('netlify.toml', 'utf8'));

/**
 * The Content-Type netlify.toml states for `path` (whose file must exist), read as Netlify and the
 * production stand-in apply its rules; undefined where it states none and Netlify would guess.
 */
export function servedType(path: string): string | undefined {
  builtFile(path);
  return netlify.headersFor(path)['content-type'];
}

/** Whether the built file at `path` is a JPEG (its first bytes), whatever its name says. */
export function isJpeg(path: string): boolean {
  const bytes = readFileSync(builtFile(path));
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export function builtText(path: string): string {
  return readFileSync(builtFile(path), 'utf8');
}

export function builtBytes(path: string): Buffer {
  return readFileSync(builtFile(path));
}

const parsed = new Map<string, HTMLElement>();

/** The page at `path`, parsed (once per file: the tests only read it). */
export function builtPage(path: string): HTMLElement {
  const file = builtFile(path);
  const known = parsed.get(file);
  if (known) return known;
  const root = parse(readFileSync(file, 'utf8'));
  parsed.set(file, root);
  return root;
}

/**
 * An element's text as Playwright's toHaveText and toContainText compare it: its textContent (which
 * holds nothing of a <template>), white space collapsed and trimmed.
 */
export function textOf(element: HTMLElement | null | undefined): string {
  const content = (node: HTMLElement): string =>
    node.childNodes
      .map((child) => (child.nodeType === 1 ? ((child as HTMLElement).tagName === 'TEMPLATE' ? '' : content(child as HTMLElement)) : child.nodeType === 3 ? child.textContent : ''))
      .join('');
  return (element ? content(element) : '')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The one element `selector` finds in `scope`; fails the test when there is none or more than one (Playwright's strictness). */
export function only(scope: HTMLElement, selector: string): HTMLElement {
  const found = scope.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}, one expected`);
  return found[0] as HTMLElement;
}

/** An attribute of the one element `selector` finds. */
export function attributeOf(scope: HTMLElement, selector: string, attribute: string): string | undefined {
  return only(scope, selector).getAttribute(attribute);
}

/**
 * The elements of `scope` whose whole text is `text`, the innermost ones, as Playwright's
 * getByText(text, { exact: true }) finds them: none in a script, a style or a <template>, which the
 * browser does not render.
 */
export function elementsWithText(scope: HTMLElement, text: string): HTMLElement[] {
  const wanted = text.replace(/\s+/g, ' ').trim();
  const unrendered = (element: HTMLElement): boolean => ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) || (element.parentNode ? unrendered(element.parentNode) : false);
  return scope.querySelectorAll('*').filter((element) => textOf(element) === wanted && !element.children.some((child) => textOf(child) === wanted) && !unrendered(element));
}

/**
 * Whether the browser exposes `element` to assistive technology, as far as the HTML says: not in a
 * <template>, a script, a closed <dialog> or <details> (its summary aside), nor under `hidden` or
 * aria-hidden="true". What only the
 * style sheets hide counts as exposed, which makes a count of the HTML at least as strict as the browser's.
 */
export function isExposed(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    if (['TEMPLATE', 'SCRIPT', 'STYLE'].includes(node.tagName)) return false;
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return false;
    if (node.tagName === 'DIALOG' && !node.hasAttribute('open')) return false;
    const parent = node.parentNode;
    if (parent?.tagName === 'DETAILS' && !parent.hasAttribute('open') && node.tagName !== 'SUMMARY') return false;
  }
  return true;
}

type Role = 'button' | 'link' | 'heading' | 'listitem' | 'list' | 'region' | 'navigation' | 'complementary';

const ROLE_SELECTORS: Record<Role, string> = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  listitem: 'li, [role="listitem"]',
  list: 'ul, ol, [role="list"]',
  region: 'section, [role="region"]',
  navigation: 'nav, [role="navigation"]',
  complementary: 'aside, [role="complementary"]',
};

/** The roles whose name, without a label, is their content (the others have none then). */
const NAMED_BY_CONTENT: readonly Role[] = ['button', 'link', 'heading', 'listitem'];

/**
 * The accessible name of an element: the text of what aria-labelledby points to, else its
 * aria-label, else (a link, a button) its text and its images' alternatives, leaving out what is aria-hidden.
 */
export function accessibleName(element: HTMLElement, role?: Role): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    let root = element;
    while (root.parentNode) root = root.parentNode;
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(root.getElementById(id)))
      .join(' ');
  }
  const label = element.getAttribute('aria-label');
  if (label) return label.replace(/\s+/g, ' ').trim();
  if (role && !NAMED_BY_CONTENT.includes(role)) return '';
  const parts = (node: HTMLElement): string[] =>
    node.childNodes.flatMap((child) => {
      if (child.nodeType === 3) return [child.textContent];
      if (child.nodeType !== 1) return [];
      const childElement = child as HTMLElement;
      if (childElement.getAttribute('aria-hidden') === 'true') return [];
      if (childElement.tagName === 'IMG') return [childElement.getAttribute('alt') ?? ''];
      return parts(childElement);
    });
  return parts(element).join('').replace(/\s+/g, ' ').trim();
}

/**
 * The elements of `scope` with `role` that the browser exposes, as getByRole(role, { name, exact })
 * finds them: with `name`, those whose accessible name holds it, case aside, or is it when `exact`.
 */
export function byRole(scope: HTMLElement, role: Role, name?: string, { exact = false } = {}): HTMLElement[] {
  const exposed = scope.querySelectorAll(ROLE_SELECTORS[role]).filter(isExposed);
  if (name === undefined) return exposed;
  const named = (element: HTMLElement) => {
    const own = accessibleName(element, role);
    return exact ? own === name : own.toLowerCase().includes(name.toLowerCase());
  };
  return exposed.filter(named);
}

/** The one element of `scope` with `role` and `name`; fails the test when there is none or more than one (Playwright's strictness). */
export function oneByRole(scope: HTMLElement, role: Role, name: string, options: { exact?: boolean } = {}): HTMLElement {
  const found = byRole(scope, role, name, options);
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role} named « ${name} », one expected`);
  return found[0] as HTMLElement;
}

/** The one element of `scope` matching `selector` that holds a heading named `name`, as locator(selector).filter({ has: getByRole('heading', { name }) }). */
export function oneWithHeading(scope: HTMLElement, selector: string, name: string): HTMLElement {
  const found = scope.querySelectorAll(selector).filter((element) => byRole(element, 'heading', name).length > 0);
  if (found.length !== 1) throw new Error(`${found.length} ${selector} hold a heading named « ${name} », one expected`);
  return found[0] as HTMLElement;
}

/** The one link of `scope` named `name`. */
export function linkNamed(scope: HTMLElement, name: string): HTMLElement {
  return oneByRole(scope, 'link', name);
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(page: HTMLElement): Record<string, unknown>[] {
  // A script's text as the browser reads it: raw, no entity decoded.
  return page.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText) as Record<string, unknown>);
}

/** The <loc> addresses of a sitemap, as URL paths. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}
