/**
 * The blog's RSS feeds: one per language that has articles, newest first: /rss.xml (French,
 * every article) and /en/rss.xml, /es/rss.xml (the articles translated into that language).
 * Every page's <head> links the feed in its language, or the French one when its language has none.
 */
import rss from '@astrojs/rss';
import { getBlogArticles } from './blog-articles';
import { site } from '../../site.config';
import { defaultLanguage, languages, languageTags, type Language } from '../../lib/languages';
import { dictionaries } from '../../i18n/index.ts';

export const feedPathIn = (lang: Language): string => (lang === defaultLanguage ? '/rss.xml' : `/${lang}/rss.xml`);

/** The languages with at least one article written in them (French whenever the blog has one). */
export async function feedLanguages(): Promise<Language[]> {
  const byLanguage = await Promise.all(languages.map(async (lang) => ({ lang, articles: await getBlogArticles(lang) })));
  return byLanguage.filter(({ articles }) => articles.some((article) => article.translated)).map(({ lang }) => lang);
}

/** The feed a page in `lang` links: its own language's, else the French one. */
export async function feedFor(lang: Language): Promise<{ lang: Language; path: string }> {
  const feedLang = (await feedLanguages()).includes(lang) ? lang : defaultLanguage;
  return { lang: feedLang, path: feedPathIn(feedLang) };
}

export async function blogFeed(lang: Language, siteUrl: URL | undefined): Promise<Response> {
  const text = dictionaries[lang];
  const articles = (await getBlogArticles(lang)).filter((article) => article.translated);
  return rss({
    title: text.rssTitle(site.artist.name),
    description: text.rssDescription(site.artist.name),
    site: siteUrl ?? site.url,
    trailingSlash: false,
    customData: `<language>${languageTags[lang].bcp47}</language>`,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.excerpt,
      link: article.path,
      pubDate: new Date(`${article.data.publishedAt}T00:00:00Z`),
      categories: [text.blog.categories[article.category]],
      author: `${site.contact.email} (${site.artist.name})`,
    })),
  });
}
