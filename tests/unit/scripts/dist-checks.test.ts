import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForUrlPath, routeOfHtmlFile } from '../../../integrations/built-site/dist-files';
import { headerProblems } from '../../../scripts/lib/headers';
import { jsonLdProblems } from '../../../scripts/lib/jsonld';
import { brokenReferences } from '../../../scripts/lib/links';
import { dynamicImports, pageScripts, staticImports } from '../../../integrations/built-site/page-scripts';
import { onDemandProblems, pageWeight } from '../../../scripts/lib/js-weight';
import { pruneDistCss } from '../../../integrations/css-pruning/prune-dist-css';
import { cspHashSource } from '../../../integrations/css-pruning/prune-page-css';

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('routes of built files', () => {
  it('maps files to pretty URLs and back', () => {
    const dist = fakeDist({ 'index.html': '', 'bio.html': '', 'blog/mon-article.html': '', '_astro/a.js': '' });
    expect(routeOfHtmlFile(dist, join(dist, 'index.html'))).toBe('/');
    expect(routeOfHtmlFile(dist, join(dist, 'blog/mon-article.html'))).toBe('/blog/mon-article');
    expect(fileForUrlPath(dist, '/bio')).toBe(join(dist, 'bio.html'));
    expect(fileForUrlPath(dist, '/')).toBe(join(dist, 'index.html'));
    expect(fileForUrlPath(dist, '/_astro/a.js?v=1')).toBe(join(dist, '_astro/a.js'));
    expect(fileForUrlPath(dist, '/nulle-part')).toBeNull();
  });
});

describe('JavaScript weight', () => {
  it('follows static imports in minified chunks and ignores dynamic ones', () => {
    const code = 'import{a as b}from"./shared.js";import"./side.js";export{c}from"./re.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./shared.js', './side.js', './re.js']);
  });

  it('lists the chunks a module loads later with import()', () => {
    const code = 'import{a}from"./shared.js";const l=()=>import(`./lazy.js`),m=import("./other.js"),n=import(e);';
    expect(dynamicImports(code)).toEqual(['./lazy.js', './other.js']);
  });

  it('separates page scripts from island code and ignores JSON-LD', () => {
    const html =
      '<script type="module" src="/_astro/page.js"></script><script type="application/ld+json">{}</script><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>';
    expect(pageScripts(html)).toEqual({ external: ['/_astro/page.js'], inline: [], islands: ['/_astro/Island.js', '/_astro/client.js'], parked: [] });
  });

  it('sets apart a script parked in a <template>, which loads only when another script asks', () => {
    const html = '<script type="module">show()</script><template><script type="module" src="/_astro/on-demand.js"></script></template>';
    expect(pageScripts(html)).toEqual({ external: [], inline: ['show()'], islands: [], parked: ['/_astro/on-demand.js'] });
  });

  it('counts a shared import once and island code apart', () => {
    const dist = fakeDist({
      '_astro/page.js': 'import"./shared.js";console.log("page")',
      '_astro/shared.js': 'export const x=1;'.repeat(50),
      '_astro/Island.js': 'import"./shared.js";import"./react.js";',
      '_astro/react.js': 'export const r="react runtime";'.repeat(100),
    });
    const html = '<script type="module" src="/_astro/page.js"></script><astro-island component-url="/_astro/Island.js"></astro-island>';
    const weight = pageWeight(dist, html);
    expect(weight.hasIslands).toBe(true);
    expect(weight.initial).toBeGreaterThan(0);
    const withoutIsland = pageWeight(dist, '<script type="module" src="/_astro/page.js"></script>');
    expect(withoutIsland.initial).toBe(weight.initial);
    expect(weight.islands).toBeGreaterThan(0);
  });

  it('weighs a parked script and its own imports apart from what the page already loads', () => {
    const dist = fakeDist({
      '_astro/page.js': 'import"./shared.js";',
      '_astro/shared.js': 'export const x=1;'.repeat(50),
      '_astro/parked.js': 'import"./shared.js";import"./sdk.js";',
      '_astro/sdk.js': 'export const s="sdk";'.repeat(80),
    });
    const page = '<script type="module" src="/_astro/page.js"></script>';
    const withParked = pageWeight(dist, `${page}<template><script type="module" src="/_astro/parked.js"></script></template>`);
    expect(withParked.initial).toBe(pageWeight(dist, page).initial);
    const parkedAlone = pageWeight(dist, '<template><script type="module" src="/_astro/parked.js"></script></template>');
    expect(withParked.parked).toBeGreaterThan(0);
    expect(withParked.parked).toBeLessThan(parkedAlone.parked);
  });

  it('counts the script files requested before first paint: module scripts and their imports, not inline or parked ones', () => {
    const dist = fakeDist({
      '_astro/page.js': 'import"./shared.js";',
      '_astro/other.js': 'import"./shared.js";',
      '_astro/shared.js': 'export const x=1;',
      '_astro/Behaviour.js': 'import"./shared.js";',
    });
    const html =
      '<script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/other.js"></script><script type="module">show()</script>' +
      '<template data-on-demand="video-facade" data-load="near"><script type="module" src="/_astro/Behaviour.js"></script></template>';
    expect(pageWeight(dist, html).initialRequests).toBe(3);
    expect(pageWeight(dist, '<script type="module">show()</script>').initialRequests).toBe(0);
  });

  it('names a component loaded on demand whose script is in none of its templates', () => {
    const held = '<template data-on-demand="video-facade" data-load="near intent"><script type="module" src="/_astro/VideoFacade.js"></script></template>';
    const emptyInstance = '<template data-on-demand="video-facade" data-load="near intent"></template>';
    expect(onDemandProblems(`${emptyInstance}${held}${emptyInstance}`)).toEqual([]);
    const escaped = '<script type="module" src="/_astro/PaginatedList.js"></script><template data-on-demand="paginated-list" data-load="intent"></template>';
    expect(onDemandProblems(`${held}${escaped}`)).toEqual([
      "le comportement à la demande « paginated-list » n'a son script dans aucun de ses <template> : il se chargerait avec la page",
    ]);
  });
});

describe('pruned inline CSS of the built pages', () => {
  it('keeps what each page or any script it may load uses, and rewrites its CSP hash', async () => {
    const css = '.flex{display:flex}.grid{display:grid}.is-playing{opacity:1}.in-island{color:red}';
    const page = (body: string) =>
      `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' '${cspHashSource(css)}'"><style>${css}</style></head><body>${body}</body></html>`;
    const dist = fakeDist({
      'index.html': page('<div class="flex"></div><script type="module" src="/_astro/page.js"></script>'),
      'blog/article.html': page('<div class="grid"></div><astro-island component-url="/_astro/Island.js"></astro-island>'),
      '_astro/page.js': 'const l=()=>import("./player.js");',
      '_astro/player.js': 'el.className="is-playing";',
      '_astro/Island.js': 'jsx("p",{className:"in-island"})',
    });
    const summary = await pruneDistCss(dist);
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const article = readFileSync(join(dist, 'blog/article.html'), 'utf8');
    expect(home).toContain('<style>.flex{display:flex}.is-playing{opacity:1}</style>');
    expect(home).toContain(cspHashSource('.flex{display:flex}.is-playing{opacity:1}'));
    expect(article).toContain('<style>.grid{display:grid}.in-island{color:red}</style>');
    expect(summary.pages).toBe(2);
    expect(summary.cssGzipAfter).toBeLessThan(summary.cssGzipBefore);
  });
});

describe('JSON-LD', () => {
  it('accepts a complete MusicEvent', () => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'Festival',
      startDate: '2025-10-24T19:30:00+02:00',
      location: { '@type': 'Place', name: 'Sunside', address: '60 rue des Lombards' },
    };
    expect(jsonLdProblems(event)).toEqual([]);
  });

  it('names missing required fields, bad dates, unknown types and a wrong context', () => {
    expect(jsonLdProblems({ '@context': 'https://example.org', '@type': 'MusicAlbum', name: 'X' })).toEqual([
      '$: @context doit être https://schema.org',
      '$ (MusicAlbum): champ requis « byArtist » absent',
    ]);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'V', description: 'D', thumbnailUrl: 'x', uploadDate: 'hier' })).toEqual([
      "$: uploadDate n'est pas une date ISO 8601 (« hier »)",
    ]);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Chanson' })[0]).toContain('type inconnu');
  });

  it('checks nested typed nodes', () => {
    const event = { '@context': 'https://schema.org', '@type': 'MusicEvent', name: 'F', startDate: '2025-10-24', location: { '@type': 'Place', name: 'Sunside' } };
    expect(jsonLdProblems(event)).toEqual(['$.location (Place): champ requis « address » absent']);
  });
});

describe('links', () => {
  it('reports internal links, images and anchors that lead nowhere', () => {
    const dist = fakeDist({ 'index.html': '', 'bio.html': '', 'img/a.webp': '' });
    const html =
      '<a href="/bio">ok</a><a href="/absente">ko</a><img src="/img/a.webp" srcset="/img/a.webp 1x, /img/b.webp 2x"><a href="https://example.org/x">externe</a><a href="#main">ancre</a><a href="mailto:a@b.c">m</a><link rel="canonical" href="https://site.example/bio">';
    expect(brokenReferences(dist, html, 'https://site.example')).toEqual([
      'lien ou ressource introuvable : /absente',
      'lien ou ressource introuvable : /img/b.webp',
      'ancre introuvable : #main',
    ]);
  });
});

describe('netlify.toml headers', () => {
  const strict = `
[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
[[headers]]
  for = "/*"
  [headers.values]
    Content-Security-Policy = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
    Strict-Transport-Security = "max-age=63072000; includeSubDomains; preload"
    X-Content-Type-Options = "nosniff"
    Referrer-Policy = "strict-origin-when-cross-origin"
    Permissions-Policy = "camera=(), microphone=(), geolocation=()"
    Cross-Origin-Opener-Policy = "same-origin"
    Cross-Origin-Resource-Policy = "same-origin"
`;

  it('accepts strict rules', () => {
    expect(headerProblems(strict)).toEqual([]);
  });

  it('names each weakened rule', () => {
    const weak = strict.replace("frame-ancestors 'none'; ", '').replace('; preload', '').replace('strict-origin-when-cross-origin', 'unsafe-url');
    expect(headerProblems(weak)).toEqual([
      "CSP : frame-ancestors 'none' manquant",
      "HSTS : max-age d'au moins un an, includeSubDomains et preload attendus",
      'Referrer-Policy trop permissive ou absente',
    ]);
  });
});
