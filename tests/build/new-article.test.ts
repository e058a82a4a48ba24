import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontUrls } from '../../integrations/font-subset/font-subset.ts';
import { missingCharacters } from '../../integrations/font-subset/font-coverage.ts';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * What the artist does to publish: drop one markdown file (and its images) in content/blog/,
 * nothing else. Here in a copy of the project, built for real.
 */
const id = 'nuit-au-sunside';
const title = 'Une nuit au Sunside avec le quintet';
const paragraph = 'La salle était pleine, la clave tenait bon et le public chantait les refrains avec nous jusque tard dans la nuit.';

const article = `---
title: "${title}"
excerpt: "Récit d'un concert où tout a tenu à une clave."
image: ./${id}/couverture.jpg
publishedAt: 2030-03-02
category: Scène
photos:
  - image: ./${id}/scene.jpg
    caption: "Le quintet pendant les balances."
---
# Avant le concert
${Array.from({ length: 20 }, () => paragraph).join('\n')}
# Après le concert, cap sur São Paulo
Merci à toutes et à tous.
`;

describe('a new markdown file in content/blog/', () => {
  let project: TempProject;
  let build: BuildResult;
  const read = (file: string) => readFile(project.path('dist', file), 'utf8');

  beforeAll(async () => {
    project = await sharedCopy();
    const images = project.path('content', 'blog', id);
    await mkdir(images);
    const existing = project.path('content', 'blog', 'entre-deux-mondes-voyage-musical-havane-paris');
    await copyFile(`${existing}/couverture.jpg`, `${images}/couverture.jpg`);
    await copyFile(`${existing}/club-jazz.jpg`, `${images}/scene.jpg`);
    await writeFile(project.path('content', 'blog', `${id}.md`), article);
    build = await project.build();
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('builds', () => {
    expect(build.ok, build.output).toBe(true);
  });

  it('appears first in the list, under its category, with its computed reading time', async () => {
    const list = await read('blog.html');
    const cards = [...list.matchAll(/<li data-category="([a-z]+)">[\s\S]*?data-card-title[^>]*>([^<]+)</g)].map(([, category, cardTitle]) => ({ category, cardTitle }));
    expect(cards.map((card) => card.cardTitle)).toHaveLength(3);
    expect(cards[0]).toEqual({ category: 'scene', cardTitle: title });
    expect(list).toContain(`href="/blog/${id}"`);
    expect(list).toContain('2 min</span>');
  });

  it('gets its own page, without a videos section or related links since it has none', async () => {
    const page = await read(`blog/${id}.html`);
    expect(page).toContain(`>${title}</h1>`);
    expect(page).toContain('2 min de lecture');
    expect(page).toContain('Le quintet pendant les balances.');
    expect(page).not.toContain('data-article-videos');
    expect(page).not.toContain('Pour aller plus loin');
    expect(page).toContain('Articles similaires');
  });

  it("brings its new letters into the display font: the heading's « ã », which no other page has", async () => {
    const page = await read(`blog/${id}.html`);
    const [font] = fontUrls(page);
    expect(font).toBeDefined();
    const woff2 = await readFile(project.path('dist', font ?? ''));
    expect(await missingCharacters(woff2, 'cap sur São Paulo')).toEqual([]);
  });

  it('is listed in the sitemap and first in the RSS feed', async () => {
    const sitemap = await read('sitemap-0.xml');
    expect(sitemap).toContain(`/blog/${id}</loc>`);
    const feed = await read('rss.xml');
    expect(feed.match(/<item><title>([^<]+)<\/title>/)?.[1]).toBe(title);
    expect(feed).toContain(`/blog/${id}</link>`);
  });
});
