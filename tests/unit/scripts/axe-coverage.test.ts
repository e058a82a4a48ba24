import { describe, expect, it } from 'vitest';
import { auditedRoute, unauditedPages, unauditedTemplates } from '../../../scripts/lib/axe-coverage';

const pages = [
  { route: '/alertes-concerts/desinscription', template: 'fanUnsubscribe', lang: 'fr' },
  { route: '/es/avisos-conciertos/baja', template: 'fanUnsubscribe', lang: 'es' },
  { route: '/concerts/a', template: 'concert', lang: 'fr' },
  { route: '/concerts/b', template: 'concert', lang: 'fr' },
  { route: '/admin', template: 'studio', lang: 'fr' },
];

describe('the pages axe really audited', () => {
  it('are read from the browser’s addresses, query and trailing slash left out', () => {
    expect(auditedRoute('http://localhost:4321/es/avisos-conciertos/baja?token=abc')).toBe('/es/avisos-conciertos/baja');
    expect(auditedRoute('http://localhost:4321/concerts/')).toBe('/concerts');
    expect(auditedRoute('http://localhost:4321/')).toBe('/');
    expect(auditedRoute('http://localhost:4321/404.html')).toBe('/404');
  });

  it('leave a template unaudited in a language when no page of it there was audited (npm test)', () => {
    expect(unauditedTemplates(pages, new Set(['/alertes-concerts/desinscription', '/concerts/b']), ['studio'])).toEqual(['fanUnsubscribe (es)']);
    expect(unauditedTemplates(pages, new Set(['/alertes-concerts/desinscription', '/es/avisos-conciertos/baja', '/concerts/a']), ['studio'])).toEqual([]);
  });

  it('leave every page unaudited that no test opened for axe (test:full), the exempt template aside', () => {
    expect(unauditedPages(pages, new Set(['/concerts/a', '/es/avisos-conciertos/baja']), ['studio'])).toEqual(['/alertes-concerts/desinscription', '/concerts/b']);
  });
});
