/** /en/rss.xml, /es/rss.xml: the blog's articles translated into English or Spanish, for each language that has one. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { blogFeed, feedLanguages } from '../../components/blog/blog-feed';
import { prefixedLanguages } from '../../components/pages/translated-routes';
import type { Language } from '../../lib/languages';

export const getStaticPaths = (async () => {
  const withArticles = await feedLanguages();
  return prefixedLanguages.filter((lang) => withArticles.includes(lang)).map((lang) => ({ params: { lang } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site }) => blogFeed(params['lang'] as Language, site);
