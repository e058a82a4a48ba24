/**
 * How the build grows with the number of articles: builds a copy of the site with N generated
 * articles (N = 10, 100, 1000 by default, or the numbers given) and prints a table.
 * Growth should stay linear: the time per article should not climb with N.
 *
 *   npm run bench:blog            # 10, 100, 1000
 *   npm run bench:blog -- 50 500  # other sizes
 *
 * After one unmeasured warm-up build, each build starts with Astro's caches emptied. The
 * generated articles share their images, so the numbers measure pages, not image encoding (each
 * new image costs its own encoding once, cached after). On a shared machine, compare rows of
 * one run, not runs.
 */
import { mkdir, rm } from 'node:fs/promises';
import { createTempProject } from './temp-project.ts';
import { writeGeneratedArticles } from './lib/generated-articles.ts';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const counts = sizes.length > 0 ? sizes : [10, 100, 1000];
const project = await createTempProject();
const blog = project.path('content', 'blog');
try {
  // A first build of the copy as it is, not measured: it warms the disk and the tools up.
  process.stderr.write('Construction de mise en route… ');
  process.stderr.write(`${(await project.build()).seconds.toFixed(1)} s\n`);
  const rows: { articles: number; seconds: number }[] = [];
  // A build without any article first: what the rest of the site costs.
  for (const articles of [0, ...counts]) {
    await rm(blog, { recursive: true, force: true });
    await mkdir(blog, { recursive: true });
    await writeGeneratedArticles(blog, articles);
    await project.clearCaches();
    process.stderr.write(`Construction avec ${articles} articles… `);
    const result = await project.build();
    if (!result.ok) throw new Error(`La construction avec ${articles} articles a échoué :\n${result.output}`);
    process.stderr.write(`${result.seconds.toFixed(1)} s\n`);
    rows.push({ articles, seconds: result.seconds });
  }

  // The last column is the cost of each article added since the row above: flat means linear.
  const table = [
    '| Articles | Build (s) | ms per article | ms per article added since the row above |',
    '|---:|---:|---:|---:|',
    ...rows.map(({ articles, seconds }, index) => {
      const previous = rows[index - 1];
      if (!previous) return `| ${articles} | ${seconds.toFixed(1)} | – | – |`;
      const added = ((seconds - previous.seconds) * 1000) / (articles - previous.articles);
      return `| ${articles} | ${seconds.toFixed(1)} | ${((seconds * 1000) / articles).toFixed(1)} | ${added.toFixed(1)} |`;
    }),
  ];
  console.log(table.join('\n'));
} finally {
  await project.remove();
}
