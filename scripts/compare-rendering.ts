/**
 * Proves that a change to the built HTML/CSS renders the same: loads every page of two builds in
 * Chromium (412 px and 1280 px wide), in several states (as loaded; menu open; every <details>
 * open and the first dialog shown), and compares the computed style of every element and its
 * ::before/::after, and full-page screenshots pixel by pixel (all images loaded). Prints one line per page and state;
 * exits 1 on any difference.
 *
 *   node scripts/compare-rendering.ts <dist before> <dist after>     (COMPARE_ONLY=/,/bio for some pages)
 *
 * Both builds are served from disk through request interception (no server); requests to other
 * origins (Supabase, YouTube) are aborted on both sides alike.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contentTypeOf, fileForUrlPath, listFiles, routeOfHtmlFile } from '../integrations/built-site/dist-files.ts';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('Usage : node scripts/compare-rendering.ts <dist avant> <dist après>');
  process.exit(2);
}
const ORIGIN = 'http://site.test';
const DIFF_DIR = 'test-results/compare-rendering';

/** A browser context serving one build from disk. */
async function contextServing(browser: Browser, dir: string, width: number): Promise<BrowserContext> {
  // Reduced motion stops the marquee, carousels and video: both sides render a still page.
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1, bypassCSP: true });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const file = fileForUrlPath(dir, url.pathname);
    if (!file) return route.fulfill({ status: 404, body: 'absent' });
    // font-display: optional leaves the display font out of a render it misses by a few ms: both
    // sides wait for it instead (the CSP, whose hashes this edit breaks, is bypassed on both).
    const body = extname(file) === '.html' ? readFileSync(file, 'utf8').replaceAll('font-display:optional', 'font-display:block') : readFileSync(file);
    return route.fulfill({ status: 200, body, contentType: contentTypeOf(file) });
  });
  return context;
}

/**
 * The computed style of every element and of its ::before and ::after, custom properties left out,
 * numbers to three decimals: a colour mixed at build time (color-mix() folded by Lightning CSS)
 * and the same colour mixed by the browser differ in the sixth.
 */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    const lines: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const values: string[] = [];
        for (let index = 0; index < style.length; index += 1) {
          const name = style.item(index);
          if (!name.startsWith('--')) values.push(`${name}:${style.getPropertyValue(name).replace(/\d*\.\d{4,}/g, (number) => Number(number).toFixed(3))}`);
        }
        lines.push(`${describe(element)}${pseudo ?? ''} ${values.join(';')}`);
      }
    }
    return lines;
  });
}

interface State {
  name: string;
  /** Puts the page in this state; false when the page has nothing to open. */
  enter: (page: Page) => Promise<boolean>;
}

const states: State[] = [
  { name: 'chargée', enter: async () => true },
  {
    name: 'menu ouvert',
    enter: async (page) => {
      const toggle = page.locator('button[popovertarget="site-menu"]');
      if (!(await toggle.isVisible())) return false;
      await toggle.click();
      return true;
    },
  },
  {
    name: 'détails et dialogue ouverts',
    enter: (page) =>
      page.evaluate(() => {
        const details = [...document.querySelectorAll('details')];
        details.forEach((element) => (element.open = true));
        const dialog = document.querySelector('dialog');
        dialog?.showModal();
        return details.length > 0 || dialog !== null;
      }),
  },
];

/** A day before the featured concert (as the e2e tests hold it), so that the concert card shows. */
const CLOCK = new Date('2025-10-20T10:00:00+02:00');

async function capture(context: BrowserContext, route: string, state: State): Promise<{ styles: string[]; shot: Buffer } | undefined> {
  const page = await context.newPage();
  try {
    // A held clock, moved past every reveal timer, makes both sides reach the same state.
    await page.clock.install({ time: CLOCK });
    await page.clock.pauseAt(new Date(CLOCK.getTime() + 10_000));
    await page.goto(`${ORIGIN}${route}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.clock.runFor(8_500);
    // Islands in view hydrate (their buttons are disabled until then); those out of view stay as rendered on both sides.
    await page
      .waitForFunction(() => [...document.querySelectorAll('astro-island[ssr]')].every((island) => island.getBoundingClientRect().top > innerHeight), undefined, { timeout: 5_000 })
      .catch(() => undefined);
    if (!(await state.enter(page))) return undefined;
    await page.clock.runFor(1_000);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    // Lazy images far down load whenever the browser gets to them: both sides load them all first.
    await page.evaluate(() => Promise.all([...document.images].map((image) => ((image.loading = 'eager'), image.decode().catch(() => undefined)))));
    const styles = await computedStyles(page);
    const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { styles, shot };
  } finally {
    await page.close();
  }
}

/** Pixels whose channels differ by more than 2 levels (the same colour, mixed at build time or by the browser, may round one level apart). */
async function differentPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  if (!left || !right || left.info.width !== right.info.width || left.info.height !== right.info.height) return Number.POSITIVE_INFINITY;
  let count = 0;
  for (let index = 0; index < left.data.length; index += left.info.channels) {
    for (let channel = index; channel < index + left.info.channels; channel += 1) {
      if (Math.abs((left.data[channel] ?? 0) - (right.data[channel] ?? 0)) > 2) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
const only = process.env['COMPARE_ONLY']?.split(',');
const routes = listFiles(afterDir, '.html')
  .map((file) => routeOfHtmlFile(afterDir, file))
  .filter((route) => !only || only.includes(route));
let failures = 0;
let comparisons = 0;
mkdirSync(DIFF_DIR, { recursive: true });
for (const width of [412, 1280]) {
  const [before, after] = [await contextServing(browser, beforeDir, width), await contextServing(browser, afterDir, width)];
  for (const route of routes) {
    for (const state of states) {
      const [was, is] = [await capture(before, route, state), await capture(after, route, state)];
      if (!was || !is) continue;
      comparisons += 1;
      const styleDiffs =
        was.styles.length !== is.styles.length ? [`${was.styles.length} → ${is.styles.length} éléments`] : was.styles.filter((line, index) => line !== is.styles[index]);
      const pixels = await differentPixels(was.shot, is.shot);
      const same = styleDiffs.length === 0 && pixels === 0;
      if (!same) {
        failures += 1;
        const name = `${width}-${route.replace(/\W+/g, '_')}-${state.name.replace(/\W+/g, '_')}`;
        writeFileSync(join(DIFF_DIR, `${name}-avant.png`), was.shot);
        writeFileSync(join(DIFF_DIR, `${name}-apres.png`), is.shot);
        const lines = was.styles.flatMap((line, index) => {
          const other = is.styles[index] ?? '';
          if (line === other) return [];
          const [element = '', values = ''] = line.split(/ (.*)/s);
          const otherValues = new Set(other.split(/ (.*)/s)[1]?.split(';'));
          return [
            `${element} : ${values
              .split(';')
              .filter((value) => !otherValues.has(value))
              .join('; ')}  ≠  ${[...otherValues].filter((value) => !values.split(';').includes(value)).join('; ')}`,
          ];
        });
        writeFileSync(join(DIFF_DIR, `${name}-styles.txt`), lines.join('\n'));
      }
      console.log(`${same ? 'identique' : 'DIFFÉRENT'}  ${width} px  ${route}  (${state.name})${same ? '' : ` : ${styleDiffs.length} style(s), ${pixels} pixel(s)`}`);
    }
  }
  await Promise.all([before.close(), after.close()]);
}
await browser.close();
console.log(`\n${comparisons} comparaisons (styles calculés de chaque élément et capture pleine page), ${failures} différence(s).`);
process.exit(failures === 0 ? 0 : 1);
