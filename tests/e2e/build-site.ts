/**
 * Builds the site that npm test checks after its build stage (budgets, the checks of dist/, the
 * end-to-end tests, Lighthouse, the full lane's build tests): as of the tests' instant (site-build-time.ts),
 * from content/ with the tests' own entries of tests/fixtures/content/ laid over it, into dist/.
 *
 *   node tests/e2e/build-site.ts      (npm test's « Build du site » stage)
 *
 * Why a copy: the behaviour the tests check (which concert is featured, what « Complet »,
 * « Reporté », « Annulé » look like, the archive by year) runs on entries the tests own, so that
 * the artist can edit content/ without turning npm test red, while everything else is still the
 * artist's content, checked for what holds whatever it is (counts equal the files, every item has
 * its page). The fixtures are laid over a throw-away copy of the project, never over content/:
 * `astro build` in the repository (Netlify's build) never sees them. It stays one build: the later
 * stages read the dist/ it leaves, and the full lane's build tests build again in the same copy, warm
 * (tests/kept-caches.ts). Astro's caches are kept between runs, so that the next build does not
 * encode every picture again; the previous run's copy is removed.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempProject, openTempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';
import { KEPT_CACHES, keptCachesDir, testSiteCopy, testSiteCopyNote } from '../kept-caches.ts';
import { E2E_BUILD_TIME, checkBuiltAsOfTestTime } from './site-build-time.ts';

const keptCaches = keptCachesDir();
const previousCopy = testSiteCopy();
if (previousCopy) await openTempProject(previousCopy).remove();

const copy = await createTempProject();
await layFixturesOver(copy.path('content'));
for (const cache of KEPT_CACHES) if (existsSync(join(keptCaches, cache))) await rename(join(keptCaches, cache), copy.path('node_modules', cache));

console.log(`Build du site des tests (au ${E2E_BUILD_TIME}, content/ et tests/fixtures/content/) dans ${copy.root}…`);
const build = await copy.build({ SITE_BUILD_TIME: E2E_BUILD_TIME });
console.log(build.output);

// Copied, not moved: the copy stays warm for the build tests, the kept folder for the next run and the studio's test.
await mkdir(keptCaches, { recursive: true });
for (const cache of KEPT_CACHES) {
  await rm(join(keptCaches, cache), { recursive: true, force: true });
  if (existsSync(copy.path('node_modules', cache))) await cp(copy.path('node_modules', cache), join(keptCaches, cache), { recursive: true });
}
if (!build.ok) {
  await copy.remove();
  console.error(`Le build du site des tests a échoué après ${build.seconds.toFixed(0)} s (voir ci-dessus).`);
  process.exitCode = 1;
} else {
  await writeFile(testSiteCopyNote(), copy.root);
  await rm('dist', { recursive: true, force: true });
  await cp(copy.path('dist'), 'dist', { recursive: true });
  checkBuiltAsOfTestTime();
  console.log(`Site des tests construit en ${build.seconds.toFixed(0)} s, dans dist/ (sa copie reste dans ${copy.root} pour les tests de build).`);
}
