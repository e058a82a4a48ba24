/** The studio's address; the built-site checks and the Lighthouse audit leave it out (it is Sveltia's page, not the site's). */
export const ADMIN_ROUTE = '/admin';
