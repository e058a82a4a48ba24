/** /fans/concerts.json: the upcoming concerts, with their cities' coordinates, that the fan-alerts job reads after each build. */
import type { APIRoute } from 'astro';
import { fanConcertFeed } from '../../components/music/fan-concert-feed';

export const GET: APIRoute = async () => new Response(JSON.stringify(await fanConcertFeed()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
