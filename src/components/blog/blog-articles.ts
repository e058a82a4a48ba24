/**
 * The blog's articles as the pages show them: newest first, each with its address and its
 * reading time (the one written in the article, else computed from its text), in a page's
 * language: an article translated into it (content/blog/<id>.en.md) has its page there,
 * /en/blog/<id>; one that is not keeps its French text and links to its French page.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { pages, type Alternates } from '../../site.config';
import { readingMinutes, sortNewestFirst, type BlogCategory } from '../../lib/blog';
import { isTranslatedInto, localized, localizedHtml } from '../../lib/content-translations';
import { languages, type Language } from '../../lib/languages';

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
  /** Whether the article is in the page's language (French articles always are on French pages). */
  translated: boolean;
  /** The article's page in each language it is written in. */
  alternates: Alternates;
}

/** An article's page in `lang`: /blog/<id>, /en/blog/<id>. */
export const articlePathIn = (id: string, lang: Language): string => `${pages.blog[lang].path}/${id}`;

export async function getBlogArticles(lang: Language = 'fr'): Promise<BlogArticle[]> {
  const entries = await getCollection('blog');
  const articles = entries.map(({ id, data: french, body = '', rendered }) => {
    const translated = isTranslatedInto(french, lang);
    const data = localized(french, lang);
    const alternates: Alternates = Object.fromEntries(
      languages.filter((language) => isTranslatedInto(french, language)).map((language) => [language, articlePathIn(id, language)]),
    );
    return {
      id,
      path: articlePathIn(id, translated ? lang : 'fr'),
      publishedAt: data.publishedAt,
      category: data.category,
      data,
      body,
      html: localizedHtml(french, rendered?.html ?? '', lang),
      readMinutes: data.readTime ?? readingMinutes(body),
      translated,
      alternates,
    };
  });
  return sortNewestFirst(articles);
}
