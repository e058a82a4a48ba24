import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../../integrations/studio/route.ts';
import { shareImageProblems } from '../../src/share-cards/built-image.ts';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * Every page's share card is drawn at build, in a copy of the project with one more article whose
 * title is far too long and holds letters the display font lacks (Greek): each page's
 * og:image is in dist/, as declared, under 150 kB; the build names the missing letters once; and a
 * card's file name follows only what it draws.
 */
const id = 'rumba-sans-frontieres';
const title = 'Rumba sans frontières : de Matanzas à Athènes (Ρεμπέτικο) et Hồ Chí Minh-Ville, une très longue route racontée par ceux qui l’ont jouée toute leur vie';
const siteOrigin = 'https://yaniel-barcenas.example';

const article = (articleTitle: string) => `---
title: "${articleTitle}"
excerpt: "Un récit de route, de club en club."
image: ./${id}/couverture.jpg
publishedAt: 2030-04-12
category: Scène
---
La clave voyage mieux que nous.
`;

describe('share images', () => {
  let project: TempProject;
  let build: BuildResult;

  /** Page route → its share image's path, for every page a visitor shares (the studio has none). */
  const shareImages = () =>
    new Map(
      listFiles(project.path('dist'), '.html')
        .map((file) => [routeOfHtmlFile(project.path('dist'), file), file] as const)
        .filter(([route]) => route !== ADMIN_ROUTE)
        .map(([route, file]) => [route, shareImageProblems(project.path('dist'), readFileSync(file, 'utf8'), siteOrigin)] as const),
    );

  beforeAll(async () => {
    project = await sharedCopy();
    await mkdir(project.path('content', 'blog', id));
    await copyFile(project.path('content', 'blog', 'entre-deux-mondes-voyage-musical-havane-paris', 'couverture.jpg'), project.path('content', 'blog', id, 'couverture.jpg'));
    await writeFile(project.path('content', 'blog', `${id}.md`), article(title));
    build = await project.build();
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('builds', () => {
    expect(build.ok, build.output).toBe(true);
  });

  it('every page points at its own card, in dist/, of the declared type and size, under 150 kB', () => {
    const images = shareImages();
    expect(images.size).toBeGreaterThan(30);
    for (const [route, { image, problems }] of images) {
      expect(problems, route).toEqual([]);
      expect(image?.header, route).toMatchObject({ width: 1200, height: 630 });
    }
    const paths = [...images.values()].map(({ image }) => image?.path);
    expect(new Set(paths).size, 'une carte par page').toBe(paths.length);
    expect(images.get(`/blog/${id}`)?.image?.path).toMatch(new RegExp(`^/og/blog-${id}-[0-9a-f]{12}\\.jpg$`));
    expect(images.get('/projets')?.image?.path).toMatch(/^\/og\/projets-[0-9a-f]{12}\.png$/);
  });

  it('says once, in French, which letters of the titles Fraunces cannot draw', () => {
    const notices = build.output.split('\n').filter((line) => line.includes('Images de partage :'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('absents de Fraunces, dessinés avec Noto Sans');
    for (const letter of 'Ρεμπέτικο') expect(notices[0]).toContain(`« ${letter} »`);
    // French, Spanish and Vietnamese letters are Fraunces's own.
    expect(notices[0]).not.toMatch(/« [àâçéèêëîïôûùüÿœæñáíóúồ’] »/u);
  });

  // A build with every cache emptied encodes every picture again: 17 minutes measured on two cores under a load of 20.
  it('keeps every file name through a build with every cache emptied, and renames only the card whose title changed', { timeout: 1_800_000 }, async () => {
    const before = new Map([...shareImages()].map(([route, { image }]) => [route, image?.path]));
    await project.clearCaches();
    const again = await project.build();
    expect(again.ok, again.output).toBe(true);
    expect(new Map([...shareImages()].map(([route, { image }]) => [route, image?.path]))).toEqual(before);

    await writeFile(project.path('content', 'blog', `${id}.md`), article('Rumba sans frontières'));
    const edited = await project.build();
    expect(edited.ok, edited.output).toBe(true);
    const after = new Map([...shareImages()].map(([route, { image }]) => [route, image?.path]));
    const renamed = [...after].filter(([route, path]) => before.get(route) !== path).map(([route]) => route);
    expect(renamed).toEqual([`/blog/${id}`]);
    expect(await readFile(project.path('dist', 'blog', `${id}.html`), 'utf8')).toContain(after.get(`/blog/${id}`));
  });
});
