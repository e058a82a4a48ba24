/**
 * What the share cards add to a build: a copy of the site with N generated articles (100 by
 * default) is built twice after a warm-up, once with the share cards' cache emptied (every card
 * drawn) and once with it full (every card read back), everything else cached alike. The
 * difference is the drawing; it is given per card and per 100 pages, in processor time (what the
 * build's processes used, on Linux), which other work on a shared machine barely changes, and in
 * elapsed time, which it does. Also reads the time Astro logs for each /og/ file.
 *
 *   node scripts/bench-share-cards.ts        # 100 articles
 *   node scripts/bench-share-cards.ts 300
 */
import { rm } from 'node:fs/promises';
import { createTempProject } from './temp-project.ts';
import { writeGeneratedArticles } from './lib/generated-articles.ts';
import { timedBuild } from './lib/processor-time.ts';

const articles = Number(process.argv[2] ?? 100);
const project = await createTempProject();

/** The "(+123ms)" Astro prints after each /og/ file: how many, their sum, and their median. */
function cardTimes(output: string): { cards: number; ms: number; median: number } {
  const times = [...output.matchAll(/\/og\/\S+ \(\+(\d+(?:\.\d+)?)(ms|s)\)/g)].map(([, value, unit]) => Number(value) * (unit === 's' ? 1000 : 1));
  const sorted = [...times].sort((a, b) => a - b);
  return { cards: times.length, ms: times.reduce((sum, time) => sum + time, 0), median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
}

const build = (label: string) => timedBuild(project, label);

try {
  await writeGeneratedArticles(project.path('content', 'blog'), articles);
  await build(`Mise en route avec ${articles} articles de plus`);
  await rm(project.path('node_modules', '.astro', 'share-cards'), { recursive: true, force: true });
  const drawn = await build('Toutes les cartes dessinées');
  const cached = await build('Toutes les cartes relues du cache');
  const drawnCards = cardTimes(drawn.output);
  const cachedCards = cardTimes(cached.output);
  const perCard = (seconds: number) => (seconds * 1000) / drawnCards.cards;
  const processorPerCard = perCard(drawn.processor - cached.processor);
  console.log(
    [
      `| | build (s) | processeur (s) | cartes | temps des cartes selon Astro (s) | médiane par carte (ms) |`,
      `| --- | ---: | ---: | ---: | ---: | ---: |`,
      `| cartes dessinées | ${drawn.seconds.toFixed(1)} | ${drawn.processor.toFixed(1)} | ${drawnCards.cards} | ${(drawnCards.ms / 1000).toFixed(1)} | ${drawnCards.median} |`,
      `| cartes en cache | ${cached.seconds.toFixed(1)} | ${cached.processor.toFixed(1)} | ${cachedCards.cards} | ${(cachedCards.ms / 1000).toFixed(1)} | ${cachedCards.median} |`,
      '',
      `Dessin : ${processorPerCard.toFixed(0)} ms de processeur par carte, soit ${((processorPerCard * 100) / 1000).toFixed(1)} s pour 100 pages (${perCard(drawn.seconds - cached.seconds).toFixed(0)} ms écoulées par carte d'après les builds, ${(drawnCards.ms / drawnCards.cards).toFixed(0)} ms d'après Astro) ; relue du cache : ${(cachedCards.ms / cachedCards.cards).toFixed(0)} ms par carte.`,
    ].join('\n'),
  );
} finally {
  await project.remove();
}
