import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoSettled } from './support';
import { startSignedIn } from './auth-support';
import { axePages } from './site-pages';
import { dictionaries } from '../../src/i18n/index.ts';

/**
 * axe on the built pages, floating widgets unfolded. `npm test` audits each page template once in
 * each language (site-pages.ts names the page, tests/dist/axe-pages.test.ts checks none is left
 * out); every other page is tagged @full, for `npm run test:full`, each its own test so that the
 * workers share them. The dialogs and forms are audited in their states by their own specs, as are
 * the templates of auditedElsewhere.
 */
test.describe('every page the other specs leave to the sweep (site-pages.ts, auditedElsewhere)', () => {
  for (const { route, lang, template, defaultLane } of axePages()) {
    test(`${route} (${template}) has no accessibility violation, floating widgets unfolded`, defaultLane ? {} : { tag: '@full' }, async ({ page }) => {
      // An axe audit alone takes 10 to 20 s on a loaded two-core machine.
      test.slow();
      // The professional area sends a signed-out visitor to the sign-in page.
      if (template === 'proArea') await startSignedIn(page, `axe-${lang}`);
      await gotoSettled(page, route);
      const text = dictionaries[lang];
      await expect(page.getByRole('button', { name: text.follow.toggle })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('complementary', { name: text.concertCard.title }).getByRole('link', { name: text.concerts.book })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
