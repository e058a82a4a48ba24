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
  readMinutes: number;
}

export async function getBlogArticles(): Promise<BlogArticle[]> {
  const entries = await getCollection('blog');
  const articles = entries.map(({ id, data, body = '' }) => ({
    id,
    path: articlePath(id),
    publishedAt: data.publishedAt,
    category: data.category,
    data,
    body,
    readMinutes: data.readTime ?? readingMinutes(body),
  }));
  return sortNewestFirst(articles);
}
