import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every route of the specification's route table, with its expected main heading. */
export const routes = [
  { path: '/', heading: 'Yaniel Bárcenas' },
  { path: '/auth', heading: 'Connexion' },
  { path: '/bio', heading: 'Biographie' },
  { path: '/discographie', heading: 'Discographie' },
  { path: '/projets', heading: 'Projets' },
  { path: '/yaniel-barcenas-quintet', heading: 'Yaniel Bárcenas Quintet' },
  { path: '/yaniel-barcenas-trio', heading: 'Yaniel Bárcenas Trio' },
  { path: '/yaniel-barcenas-duo', heading: 'Yaniel Bárcenas Duo' },
  { path: '/yaniel-barcenas-mambi', heading: /Yaniel Bárcenas Mamb/ },
  { path: '/concerts', heading: 'Concerts' },
  { path: '/store', heading: 'Store' },
  { path: '/media', heading: 'Media' },
  { path: '/presse', heading: 'Presse' },
  { path: '/blog', heading: 'Blog' },
  { path: '/contact', heading: 'Contact et booking' },
  { path: '/masterclass', heading: 'Master classes' },
  { path: '/workshop', heading: 'Workshops' },
  { path: '/acces-pro', heading: 'Espace Professionnel' },
] as const;

/** Runs axe (WCAG 2.x A and AA) on the page as it is now and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Fakes the page's clock at `time` and holds it there, so that timers only move
 * when a test calls `page.clock.runFor`.
 */
export async function installPausedClock(page: Page, time: Date = new Date()): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time.getTime() + 1));
}
