import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * What the artist does to translate an article: drop content/blog/<id>.en.md beside the French
 * file, with the translated fields only; and to withdraw it, delete that file. Here in a copy of
 * the project, built for real, once with the translation and once without.
 */
const id = 'etre-musicien-multicasquette-yaniel-barcenas';
const title = 'Many hats, one musician: a test translation';
const paragraph = 'This English paragraph exists only in the build test of translated articles.';
const translation = `---
title: "${title}"
excerpt: "A short English summary written by the build test."
---

# Wearing many hats

${paragraph}
`;

describe('an English translation of an article, added then removed', () => {
  let project: TempProject;
  let withTranslation: BuildResult;
  let withoutTranslation: BuildResult;
  const pages: Record<'with' | 'without', Record<string, string | undefined>> = { with: {}, without: {} };
  const translationFile = () => project.path('content', 'blog', `${id}.en.md`);
  /** The built pages the checks read, kept before the next build replaces dist/. */
  const keep = async (into: Record<string, string | undefined>) => {
    for (const file of [`en/blog/${id}.html`, `blog/${id}.html`, 'en/blog.html', 'sitemap-0.xml', 'en/rss.xml', 'rss.xml']) {
      const path = project.path('dist', file);
      into[file] = existsSync(path) ? await readFile(path, 'utf8') : undefined;
    }
  };

  beforeAll(async () => {
    project = await sharedCopy();
    await writeFile(translationFile(), translation);
    withTranslation = await project.build();
    await keep(pages.with);
    await rm(translationFile());
    withoutTranslation = await project.build();
    await keep(pages.without);
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('builds both times', () => {
    expect(withTranslation.ok, withTranslation.output).toBe(true);
    expect(withoutTranslation.ok, withoutTranslation.output).toBe(true);
  });

  it('publishes the translation under /en/blog/<id>, in English, paired with the French page both ways', () => {
    const english = pages.with[`en/blog/${id}.html`] ?? '';
    expect(english).toContain('<html lang="en"');
    expect(english).toContain(`>${title}</h1>`);
    expect(english).toContain(paragraph);
    expect(english).toContain('"inLanguage":"en-GB"');
    expect(english).toMatch(new RegExp(`hreflang="fr" href="[^"]*/blog/${id}"`));
    expect(english).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/blog/${id}"`));
    expect(pages.with[`blog/${id}.html`]).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/blog/${id}"`));
    expect(pages.with['en/blog.html']).toContain(`href="/en/blog/${id}"`);
    expect(pages.with['sitemap-0.xml']).toContain(`/en/blog/${id}</loc>`);
  });

  it('lists it in the English feed, /en/rss.xml, linked from the English pages; the French feed keeps the French article', () => {
    const feed = pages.with['en/rss.xml'] ?? '';
    expect(feed).toContain('<language>en-GB</language>');
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`/en/blog/${id}</link>`);
    expect(pages.with[`en/blog/${id}.html`]).toContain('type="application/rss+xml" title="Yaniel Bárcenas’s blog" href="/en/rss.xml"');
    expect(pages.with['rss.xml']).toContain(`/blog/${id}</link>`);
    expect(pages.with['rss.xml']).not.toContain(title);
  });

  it('withdraws it with its file: no English page, and neither the French page nor the list points to one', () => {
    expect(pages.without[`en/blog/${id}.html`]).toBeUndefined();
    expect(pages.without[`blog/${id}.html`]).not.toContain(`/en/blog/${id}`);
    expect(pages.without['en/blog.html']).not.toContain(`/en/blog/${id}`);
    expect(pages.without['en/blog.html']).toContain(`href="/blog/${id}" hreflang="fr"`);
    expect(pages.without['sitemap-0.xml']).not.toContain(`/en/blog/${id}</loc>`);
    expect(pages.without['en/rss.xml'] ?? '').not.toContain(`/blog/${id}</link>`);
  });
});
