/**
 * The blog's articles as the pages show them: newest first, each with its address and its
 * reading time (the one written in the article, else computed from its text).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { articlePath, readingMinutes, sortNewestFirst, type BlogCategory } from '../../lib/blog';

export interface BlogArticle {
  id: string;
  path: string;
  publishedAt: string;
  category: BlogCategory;
  data: CollectionEntry<'blog'>['data'];
  body: string;
  /** The body as Astro's markdown pipeline rendered it (integrations/article-markdown). */
  html: string;
  readMinutes: number;
}

export async function getBlogArticles(): Promise<BlogArticle[]> {
  const entries = await getCollection('blog');
  const articles = entries.map(({ id, data, body = '', rendered }) => ({
    id,
    path: articlePath(id),
    publishedAt: data.publishedAt,
    category: data.category,
    data,
    body,
    html: rendered?.html ?? '',
    readMinutes: data.readTime ?? readingMinutes(body),
  }));
  return sortNewestFirst(articles);
}
