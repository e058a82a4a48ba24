/** The blog's RSS feed, newest article first; linked from every page's <head>. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getBlogArticles } from '../components/blog/blog-articles';
import { site } from '../site.config';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  const articles = await getBlogArticles();
  return rss({
    title: `Blog de ${site.artist.name}`,
    description: `Parcours, scène, transmission et création : les récits de ${site.artist.name}, ${site.artist.tagline.toLowerCase()}.`,
    site: siteUrl ?? site.url,
    trailingSlash: false,
    customData: '<language>fr-FR</language>',
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.excerpt,
      link: article.path,
      pubDate: new Date(`${article.data.publishedAt}T00:00:00Z`),
      categories: [article.data.category],
      author: `${site.contact.email} (${site.artist.name})`,
    })),
  });
};
