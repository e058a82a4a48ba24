/** /rss.xml: the blog's feed in French, every article (English and Spanish: src/pages/[lang]/rss.xml.ts). */
import type { APIRoute } from 'astro';
import { blogFeed } from '../components/blog/blog-feed';

export const GET: APIRoute = ({ site }) => blogFeed('fr', site);
