import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BUILD_TIME } from './site-build-time';
import { AXE_AUDITED_REPORT } from '../../scripts/lib/test-lanes';
import { dictionaries } from '../../src/i18n/index.ts';
import { isLanguage } from '../../src/lib/languages';

/**
 * Runs axe (WCAG 2.x A and AA) on the page as it is now and fails with the violations listed.
 * Every rule runs and every violating node is reported; the nodes that pass are not all described
 * (resultTypes), which spares a long page a selector for each: a fifth of the audit of /media.
 * options() first: it replaces what withTags() sets.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The floating panels fade in on timers (3 s, 8 s after load): read half-faded, their text fails
  // colour contrast. Animations and transitions end at once during the analysis, as with reduced motion.
  // A constructed style sheet: the pages' Content-Security-Policy refuses an added <style>.
  await page.evaluate(() => {
    const instant = new CSSStyleSheet();
    instant.replaceSync(
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, instant];
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .forEach((animation) => animation.finish());
  });
  // Legacy mode: axe.run in the page and its same-origin frames. The default runs each frame
  // apart, then opens a blank page and injects axe again there to finish: 2 to 3 times as long
  // (/media 2.3 s against 0.8 s, the same results), for cross-origin frames the site has none of
  // (YouTube's player comes on a click, and is Google's page).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // What was really audited, for axe-coverage.ts after the run (one short line: appends from two workers do not interleave).
  mkdirSync(dirname(AXE_AUDITED_REPORT), { recursive: true });
  appendFileSync(AXE_AUDITED_REPORT, `${page.url()}\n`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/** The instant the site under test was built as of: the concert card then features the next concert on sale. */
export const AS_BUILT = new Date(E2E_BUILD_TIME);

/**
 * Fakes the page's clock at `time` (by default the instant the site was built as of) and holds
 * it there, so that timers only move when a test calls `page.clock.runFor`.
 */
export async function installPausedClock(page: Page, time: Date = AS_BUILT): Promise<void> {
  // Installed a little earlier, so that pausing at `time` is always a move forward.
  await page.clock.install({ time: new Date(time.getTime() - 10_000) });
  await page.clock.pauseAt(time);
}

/**
 * The concerts a built page renders inside `container` (the floating card, the home page's list),
 * soonest first. Those lists hold only what was still to come when the site was built (as of
 * AS_BUILT), so their tests set the clock from them: the content decides, never today's date.
 */
export async function renderedConcerts(request: APIRequestContext, path: string, container: string): Promise<{ startMs: number; cutoffMs: number; onSale: boolean }[]> {
  const html = await (await request.get(path)).text();
  const start = html.indexOf(`<${container}`);
  const inside = html.slice(start, html.indexOf(`</${container}>`, start));
  return inside
    .split('data-concert ')
    .slice(1)
    .map((item) => {
      const [, startMs, cutoffMs] = /^data-start="(\d+)" data-cutoff="(\d+)"/.exec(item) ?? [];
      return { startMs: Number(startMs), cutoffMs: Number(cutoffMs), onSale: item.includes('Réserver maintenant') };
    })
    .sort((a, b) => a.startMs - b.startMs);
}

/**
 * Opens a page with everything in its final place for an audit: motion reduced (no fade
 * half-way through), the clock held at the build's instant, before the featured concert, then moved past the moment
 * the concert card unfolds, and the follow panel opened again as a visitor would.
 */
export async function gotoSettled(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await page.goto(path);
  await page.clock.runFor(8_500);
  const lang = await page.locator('html').getAttribute('lang');
  const followToggle = page.getByRole('button', { name: dictionaries[isLanguage(lang) ? lang : 'fr'].follow.toggle });
  if ((await followToggle.getAttribute('aria-expanded')) === 'false') await followToggle.click();
  // axe needs running timers; the pointer resting on the card keeps it unfolded meanwhile.
  await page.clock.resume();
  const concertCard = page.locator('#concert-card-body');
  if (await concertCard.isVisible()) await concertCard.hover();
}

/**
 * The expanded state Chromium itself exposes to screen readers for a button. Needed where the
 * browser derives it (a `popovertarget` button), which Playwright's own role engine does not.
 */
export async function chromiumExpandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }[];
  };
  await session.detach();
  const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === buttonName);
  const expanded = button?.properties?.find((property) => property.name === 'expanded')?.value.value;
  return typeof expanded === 'boolean' ? expanded : undefined;
}

/**
 * Tests run offline: YouTube's player answers at once with an empty page instead of waiting on
 * the network. Returns the addresses asked for, in order, to check what loaded when.
 */
export async function stubYouTube(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '' });
  });
  return requested;
}

/**
 * Script files the page asked for before it had both loaded and painted its first content (the
 * moment afterLoadAndFirstPaint waits for): what should be there is nothing.
 */
export async function scriptsAskedBeforeLoadAndFirstPaint(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.readyState === 'complete');
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const ready = Math.max(navigation?.loadEventStart ?? 0, firstPaint);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < ready)
      .map((entry) => entry.name);
  });
}
