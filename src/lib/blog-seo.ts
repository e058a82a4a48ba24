/** Structured data and social tags of a blog article. */
import { languageTags, type Language } from './languages.ts';
import { absoluteUrl } from './seo.ts';

export interface ArticleSeoInput {
  title: string;
  excerpt: string;
  /** Path of the article, e.g. "/blog/entre-deux-mondes". */
  path: string;
  /** Path or address of the share image. */
  image: string;
  publishedAt: string;
  /** The article's category as the page's language names it (the dictionary's blog.categories), for articleSection. */
  section: string;
  readMinutes: number;
  wordCount: number;
  author: { name: string; path: string };
  siteUrl: string;
  blogPath: string;
  /** The blog's name in the page's language. */
  blogName: string;
  /** The page's language. */
  language: Language;
}

/** schema.org BlogPosting for the article page. */
export function blogPostingJsonLd(article: ArticleSeoInput): Record<string, unknown> {
  const url = absoluteUrl(article.path, article.siteUrl);
  const author = { '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path, article.siteUrl) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.image, article.siteUrl),
    datePublished: article.publishedAt,
    inLanguage: languageTags[article.language].bcp47,
    articleSection: article.section,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readMinutes}M`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, name: article.title },
    author,
    publisher: author,
    isPartOf: { '@type': 'Blog', name: article.blogName, url: absoluteUrl(article.blogPath, article.siteUrl) },
  };
}
