import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from '../../src/lib/blog-seo';
import { dictionaries } from '../../src/i18n/index.ts';

describe('BlogPosting structured data', () => {
  const input = {
    title: 'Entre deux mondes',
    excerpt: 'De La Havane à Paris.',
    path: '/blog/entre-deux-mondes',
    image: '/_astro/couverture.abc.jpg',
    publishedAt: '2025-01-07',
    section: dictionaries.fr.blog.categories.Parcours,
    readMinutes: 6,
    wordCount: 1140,
    author: { name: 'Yaniel Bárcenas', path: '/bio' },
    siteUrl: 'https://site.example',
    blogPath: '/blog',
    blogName: 'Blog de Yaniel Bárcenas',
    language: 'fr',
  } as const;
  const data = blogPostingJsonLd(input);

  it('describes the article with absolute addresses', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Entre deux mondes',
      description: 'De La Havane à Paris.',
      image: 'https://site.example/_astro/couverture.abc.jpg',
      datePublished: '2025-01-07',
      articleSection: 'Parcours',
      url: 'https://site.example/blog/entre-deux-mondes',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://site.example/blog/entre-deux-mondes', name: 'Entre deux mondes' },
      isPartOf: { '@type': 'Blog', url: 'https://site.example/blog' },
    });
  });

  it('names the section and the language of the page it is on', () => {
    const spanish = blogPostingJsonLd({ ...input, path: '/es/blog/entre-deux-mondes', language: 'es', section: dictionaries.es.blog.categories.Parcours });
    expect(spanish).toMatchObject({ articleSection: 'Trayectoria', inLanguage: 'es-ES' });
    expect(blogPostingJsonLd({ ...input, language: 'en', section: dictionaries.en.blog.categories.Parcours })).toMatchObject({ articleSection: 'Journey', inLanguage: 'en-GB' });
    expect(data).toMatchObject({ inLanguage: 'fr-FR' });
  });

  it('gives the author, the reading time and the length', () => {
    expect(data['author']).toEqual({ '@type': 'Person', name: 'Yaniel Bárcenas', url: 'https://site.example/bio' });
    expect(data['timeRequired']).toBe('PT6M');
    expect(data['wordCount']).toBe(1140);
  });
});
