/**
 * Builds the site that npm test checks after its build stage (budgets, end-to-end tests,
 * Lighthouse): as of the tests' instant (site-build-time.ts), from content/ with the tests' own
 * entries of tests/fixtures/content/ laid over it, into dist/.
 *
 *   node tests/e2e/build-site.ts      (npm test's « Build du site » stage)
 *
 * Why a copy: the behaviour the tests check (which concert is featured, what « Complet »,
 * « Reporté », « Annulé » look like, the archive by year) runs on entries the tests own, so that
 * the artist can edit content/ without turning npm test red, while everything else is still the
 * artist's content, checked for what holds whatever it is (counts equal the files, every item has
 * its page). The fixtures are laid over a throw-away copy of the project, never over content/:
 * `astro build` in the repository (Netlify's build) never sees them. It stays one build: the later
 * stages read the dist/ it leaves, and Astro's caches of the copy are kept between runs
 * (tests/kept-caches.ts) so that the next build does not encode every picture again.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';
import { KEPT_CACHES, keptCachesDir } from '../kept-caches.ts';
import { E2E_BUILD_TIME, checkBuiltAsOfTestTime } from './site-build-time.ts';

const keptCaches = keptCachesDir();
const copy = await createTempProject();
try {
  await layFixturesOver(copy.path('content'));
  for (const cache of KEPT_CACHES) if (existsSync(join(keptCaches, cache))) await rename(join(keptCaches, cache), copy.path('node_modules', cache));

  console.log(`Build du site des tests (au ${E2E_BUILD_TIME}, content/ et tests/fixtures/content/) dans ${copy.root}…`);
  const build = await copy.build({ SITE_BUILD_TIME: E2E_BUILD_TIME });
  console.log(build.output);

  await mkdir(keptCaches, { recursive: true });
  for (const cache of KEPT_CACHES) {
    await rm(join(keptCaches, cache), { recursive: true, force: true });
    if (existsSync(copy.path('node_modules', cache))) await rename(copy.path('node_modules', cache), join(keptCaches, cache));
  }
  if (!build.ok) {
    console.error(`Le build du site des tests a échoué après ${build.seconds.toFixed(0)} s (voir ci-dessus).`);
    process.exitCode = 1;
  } else {
    await rm('dist', { recursive: true, force: true });
    await cp(copy.path('dist'), 'dist', { recursive: true });
    checkBuiltAsOfTestTime();
    console.log(`Site des tests construit en ${build.seconds.toFixed(0)} s, dans dist/.`);
  }
} finally {
  await copy.remove();
}
