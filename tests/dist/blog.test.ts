/** The blog as built: an article's head and structured data, the unknown-article page, the feed and the sitemap, the HTML before any script. */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { articles } from '../e2e/blog-articles.ts';
import { siteContent } from '../content-files.ts';
import { SITE, attributeOf, byRole, builtPage, builtText, jsonLdOf, linkNamed, oneByRole, only, servedFile, servedType, textOf, isJpeg } from './built-site.ts';

const [newest, older] = articles;

describe('blog article', () => {
  it('has article metadata: title, canonical, Open Graph article tags and BlogPosting data', () => {
    const page = builtPage(`/blog/${older.id}`);
    expect(textOf(only(page, 'title'))).toBe(`${older.title} | Yaniel Bárcenas`);
    expect(attributeOf(page, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/blog/${older.id}`);
    // The description is the article's excerpt, whole, as its file (the tests' own) writes it.
    const excerpt = JSON.parse(/^excerpt: (".*")$/m.exec(siteContent.readContentText(`blog/${older.id}.md`))?.[1] ?? '""') as string;
    expect(excerpt).toMatch(older.excerpt);
    expect(attributeOf(page, 'meta[name="description"]', 'content')).toBe(excerpt);
    expect(attributeOf(page, 'meta[property="og:type"]', 'content')).toBe('article');
    expect(attributeOf(page, 'meta[property="article:published_time"]', 'content')).toBe(older.publishedAt);
    expect(attributeOf(page, 'meta[property="article:section"]', 'content')).toBe('Parcours');
    const shareImage = attributeOf(page, 'meta[property="og:image"]', 'content') ?? '';
    // The article's own share card, drawn at build from its title, category, reading time and cover.
    expect(shareImage).toMatch(new RegExp(`^${SITE}/og/blog-${older.id}-[0-9a-f]{12}\\.jpg$`));
    expect(isJpeg(new URL(shareImage).pathname)).toBe(true);
    expect(jsonLdOf(page)).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: older.title,
        datePublished: older.publishedAt,
        articleSection: 'Parcours',
        url: `${SITE}/blog/${older.id}`,
        timeRequired: `PT${older.minutes}M`,
      }),
    );
  });

  it('the whole article is in the HTML before any script runs', () => {
    const page = builtPage(`/blog/${newest.id}`);
    expect(page.querySelectorAll('[data-article-body] h2')).toHaveLength(newest.largeHeadings);
    expect(page.querySelectorAll('[data-article-body] figure')).toHaveLength(newest.photos);
    expect(byRole(oneByRole(page, 'region', 'Vidéos'), 'button')).toHaveLength(newest.videos.length);
  });
});

describe('blog list', () => {
  it('every card is in the HTML before any script runs', () => {
    // /blog?categorie=scene: the address's query does not change the file served.
    const cards = byRole(oneByRole(builtPage('/blog'), 'list', 'Articles'), 'listitem');
    expect(cards.map((card) => textOf(only(card, 'h2')))).toEqual(articles.map((article) => article.title));
  });
});

describe('unknown article', () => {
  it("Netlify's rule for unknown articles points to a built page that says 'Article non trouvé' without scripts", () => {
    const rule = /\[\[redirects\]\]\s+from = "\/blog\/\*"\s+to = "([^"]+)"\s+status = (\d+)/.exec(readFileSync('netlify.toml', 'utf8'));
    expect(rule?.[2]).toBe('404');
    const page = builtPage(rule?.[1] ?? '');
    expect(textOf(only(page, 'h1'))).toBe('Article non trouvé');
    expect(linkNamed(page, 'Retour au blog').getAttribute('href')).toBe('/blog');
    expect(attributeOf(page, 'meta[name="robots"]', 'content')).toBe('noindex');
  });
});

describe('feed and sitemap', () => {
  it('every page links the RSS feed from its head', () => {
    for (const path of ['/', '/blog', `/blog/${newest.id}`]) {
      expect(attributeOf(builtPage(path), 'link[rel="alternate"][type="application/rss+xml"]', 'href'), path).toBe('/rss.xml');
    }
  });

  it('a language without translated articles has no feed of its own: its pages link the French one, said to be French', () => {
    // The tests' blog (tests/fixtures/content/blog/) has no translation.
    expect(servedFile('/en/rss.xml')).toBeNull();
    const page = builtPage('/en/blog');
    const feedLink = 'link[rel="alternate"][type="application/rss+xml"]';
    expect(attributeOf(page, feedLink, 'href')).toBe(`${SITE}/rss.xml`);
    expect(attributeOf(page, feedLink, 'hreflang')).toBe('fr');
    expect(attributeOf(page, feedLink, 'title')).toBe('Blog de Yaniel Bárcenas');
  });

  it('the RSS feed lists every article, newest first, at its address', () => {
    // Well-formed XML is the browser's to say: blog.spec.ts parses the same file with its XML parser.
    expect(servedType('/rss.xml')).toBe('application/rss+xml; charset=utf-8');
    // As XML: <link> holds an address here, it is no empty HTML element; selectors name tags in lower case (pubdate).
    const feed = parse(builtText('/rss.xml'), { voidTag: { tags: [] } });
    expect(feed.querySelector('rss')?.getAttribute('version')).toBe('2.0');
    expect(textOf(feed.querySelector('channel > title'))).toBe('Blog de Yaniel Bárcenas');
    expect(textOf(feed.querySelector('channel > language'))).toBe('fr-FR');
    const items = feed.querySelectorAll('item').map((item) => ({
      title: textOf(item.querySelector('title')),
      link: textOf(item.querySelector('link')),
      pubDate: textOf(item.querySelector('pubdate')),
      category: textOf(item.querySelector('category')),
    }));
    expect(items.map((item) => item.title)).toEqual(articles.map((article) => article.title));
    expect(items.map((item) => item.link)).toEqual(articles.map((article) => `${SITE}/blog/${article.id}`));
    expect(items.map((item) => new Date(item.pubDate).toISOString().slice(0, 10))).toEqual(articles.map((article) => article.publishedAt));
    for (const item of items) {
      expect(item.category).toBe('Parcours');
      expect(servedFile(new URL(item.link).pathname), item.link).not.toBeNull();
    }
  });

  it('the sitemap lists every article and not the unknown-article page', () => {
    const sitemap = builtText('/sitemap-0.xml');
    for (const article of articles) expect(sitemap).toContain(`<loc>${SITE}/blog/${article.id}</loc>`);
    expect(sitemap).not.toContain('/blog/404');
  });
});
