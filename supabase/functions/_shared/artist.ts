/**
 * The artist's name and slug, written once. They live here rather than in src/site.config.ts
 * because a deployed Edge Function imports only from supabase/functions; the site imports them
 * from here (site.config.ts), so the fan mails and the pages can never spell the name differently.
 */
export const ARTIST_NAME = 'Yaniel Bárcenas';
export const ARTIST_SLUG = 'yaniel-barcenas';
