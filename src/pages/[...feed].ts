/** The blog's RSS feed in each language: /rss.xml (French, always) and /en/rss.xml, /es/rss.xml for a language with a translated article. */
import type { APIRoute } from 'astro';
import { blogFeed, feedLanguages, feedPathIn } from '../components/blog/blog-feed';
import { routesInEveryLanguage } from '../components/pages/page-routes';
import { defaultLanguage, type Language } from '../lib/languages';

export const getStaticPaths = async () => {
  const withArticles = await feedLanguages();
  return routesInEveryLanguage('feed', (lang) => (lang === defaultLanguage || withArticles.includes(lang) ? [{ path: feedPathIn(lang), props: { lang } }] : []));
};

export const GET: APIRoute<{ lang: Language }> = ({ props, site }) => blogFeed(props.lang, site);
