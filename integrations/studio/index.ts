/**
 * The artist's studio at /admin: Sveltia CMS, served from the site itself. At build, writes
 * dist/admin/index.html, the configuration (config.yml, from cms-config.ts) and Sveltia's pinned
 * files copied from node_modules (never committed); the dev server answers the same.
 *
 * Sveltia fetches its French translation from unpkg.com and its fonts (the icons among them) from
 * cdn.jsdelivr.net, and checks unpkg.com for a newer version; the copy served here asks /admin/ for
 * them instead (offlineScript), so that the studio speaks French with its icons offline, under the
 * /admin/* policy of netlify.toml.
 *
 * The page is written here rather than by an Astro route: Astro's per-page CSP <meta> pins every
 * script by hash, and the studio needs more (netlify.toml gives /admin/* its own policy).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { site } from '../../src/site.config.ts';
import { contentProblems, contentProblemsPage } from '../../src/content-problems.ts';
import { cmsConfig, cmsOptions } from './cms-config.ts';

const require = createRequire(import.meta.url);
/** The package exports only its module entry (npm/index.js): its folder is two levels up. */
const sveltiaDir = dirname(dirname(require.resolve('@sveltia/cms')));

export const SCRIPT = 'sveltia-cms.js';

/** Sveltia's translations, fetched from `${unpkg}/@sveltia/cms@${version}/locales/fr.json`. */
const LOCALES_ADDRESS = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;
/** Its check for a newer version, `${unpkg}/@sveltia/cms/package.json`: answered by the pinned copy's own. */
const VERSION_ADDRESS = /`\$\{\w+\}\/package\.json`/g;
/** Its fonts' @font-face sources: https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2 */
const FONT_ADDRESS = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/** A font the studio serves from /admin/fonts/: its name there, and the Fontsource package file it is. */
interface StudioFont {
  name: string;
  source: string;
}

/** The fonts Sveltia's script asks for, each found in its Fontsource package (variable fonts in @fontsource-variable). */
export function fontsOf(script: string): StudioFont[] {
  return [...script.matchAll(FONT_ADDRESS)].map(([, family = '', variable, file = '']) => ({
    name: `${family}-${file}`,
    source: require.resolve(`@fontsource${variable ? '-variable' : ''}/${family}/files/${family}-${file}`),
  }));
}

/**
 * Sveltia's script with its translations and fonts read from /admin/. Throws when a new version
 * moves them (the count of addresses no longer matches), rather than serving a studio that
 * quietly goes back to the CDN.
 */
export function offlineScript(script: string): string {
  const locales = script.match(LOCALES_ADDRESS)?.length ?? 0;
  const versions = script.match(VERSION_ADDRESS)?.length ?? 0;
  const fonts = fontsOf(script).length;
  if (locales !== 1 || versions !== 1 || fonts === 0) {
    throw new Error(`studio: ${SCRIPT} has ${locales} locale addresses, ${versions} version addresses and ${fonts} fonts; update offlineScript() for this version of Sveltia`);
  }
  return script
    .replace(LOCALES_ADDRESS, '`/admin/locales`')
    .replace(VERSION_ADDRESS, '`/admin/package.json`')
    .replace(FONT_ADDRESS, (_address, family: string, _variable, file: string) => `/admin/fonts/${family}-${file}`);
}

/** Every file the studio serves besides its page and its configuration: its path under /admin/, and its contents. */
export async function studioAssets(): Promise<Map<string, () => Promise<Buffer | string>>> {
  const script = await readFile(join(sveltiaDir, 'dist', SCRIPT), 'utf8');
  const assets = new Map<string, () => Promise<Buffer | string>>([
    [SCRIPT, async () => offlineScript(script)],
    ['package.json', () => readFile(join(sveltiaDir, 'package.json'))],
  ]);
  // Loaded on demand beside the script (dist/chunks/), before Sveltia falls back to unpkg.com.
  for (const name of (await readdir(join(sveltiaDir, 'dist', 'chunks'))).filter((file) => file.endsWith('.js'))) {
    assets.set(`chunks/${name}`, () => readFile(join(sveltiaDir, 'dist', 'chunks', name)));
  }
  for (const name of await readdir(join(sveltiaDir, 'locales'))) assets.set(`locales/${name}`, () => readFile(join(sveltiaDir, 'locales', name)));
  for (const font of fontsOf(script)) assets.set(`fonts/${font.name}`, () => readFile(font.source));
  return assets;
}

const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', json: 'application/json', woff2: 'font/woff2' };

export const adminPage = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Studio — ${site.artist.name}</title>
</head>
<body>
<noscript>Le studio a besoin de JavaScript : activez-le dans votre navigateur.</noscript>
<script src="/admin/${SCRIPT}"></script>
</body>
</html>
`;

/**
 * Sveltia reads YAML, of which JSON is a subset: the generated file stays readable and needs no
 * library. `siteUrl` is the site the studio links back to: the dev server's own address for npm run studio.
 */
export function configFile(env: Record<string, string | undefined> = process.env, siteUrl: string = site.url): string {
  return `# Generated at build from integrations/studio/cms-config.ts: edit that file, not this one.\n${JSON.stringify(cmsConfig(cmsOptions(env, siteUrl)), null, 2)}\n`;
}

/**
 * The dev server's answers for the studio, and the site's pages while content/ must be repaired.
 * Sveltia finds config.yml beside the page, so the page's address must be in /admin/: answered
 * here, where Astro's dev server would answer 404 (trailingSlash: 'never'); it is the address
 * Netlify serves the studio at.
 */
async function studioFiles(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  const asset = path.startsWith('/admin/') ? (await studioAssets()).get(path.slice('/admin/'.length)) : undefined;
  if (path === '/admin') {
    response.writeHead(302, { Location: '/admin/' }).end();
  } else if (path === '/admin/' || path === '/admin/index.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(adminPage);
  } else if (path === '/admin/config.yml') {
    // « Voir le site » leads to this dev server, not to the production domain.
    const local = `http://${request.headers.host ?? 'localhost'}`;
    response.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' }).end(configFile(process.env, local));
  } else if (asset) {
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.split('.').at(-1) ?? ''] ?? 'application/octet-stream' }).end(await asset());
  } else if (contentProblems.size > 0 && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    // The studio stays up on a broken content/ (src/content.config.ts): the site's pages say what to repair.
    response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(contentProblemsPage([...contentProblems.values()]));
  } else {
    next();
  }
}

export function studio(): AstroIntegration {
  return {
    name: 'studio',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'studio-dev',
                configureServer(server) {
                  // Run after Astro's own hook, which puts its middlewares (trailing slash among them)
                  // first in the stack: this one goes before them.
                  return () => server.middlewares.stack.unshift({ route: '', handle: studioFiles });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const admin = new URL('admin/', dir);
        await mkdir(admin, { recursive: true });
        await writeFile(new URL('index.html', admin), adminPage);
        await writeFile(new URL('config.yml', admin), configFile());
        for (const [name, contents] of await studioAssets()) {
          const target = new URL(name, admin);
          await mkdir(new URL('.', target), { recursive: true });
          await writeFile(target, await contents());
        }
      },
    },
  };
}
