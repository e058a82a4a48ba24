/**
 * The artist's studio at /admin: Decap CMS, served from the site itself. At build, writes
 * dist/admin/index.html, the configuration (config.yml, from cms-config.ts) and Decap's pinned
 * bundle copied from node_modules (never committed); the dev server answers the same three.
 *
 * The page is written here rather than by an Astro route: Astro's per-page CSP <meta> pins every
 * script by hash, and Decap needs more (netlify.toml gives /admin/* its own policy).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { site } from '../../src/site.config.ts';
import { contentProblems, contentProblemsPage } from '../../src/content-problems.ts';
import { cmsConfig, cmsOptions } from './cms-config.ts';

const bundleDir = join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');

/** Decap's entry script, the chunks it loads on demand, and their WebAssembly (no source maps, no CommonJS copy). */
export async function bundleFiles(): Promise<string[]> {
  return (await readdir(bundleDir)).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));
}

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
<script src="/admin/decap-cms.js"></script>
</body>
</html>
`;

/** Decap reads YAML, of which JSON is a subset: the generated file stays readable and needs no library. */
export function configFile(target: 'studio' | 'site', env: Record<string, string | undefined> = process.env): string {
  return `# Generated at build from integrations/decap-admin/cms-config.ts: edit that file, not this one.\n${JSON.stringify(cmsConfig(cmsOptions(env, site.url, target)), null, 2)}\n`;
}

/**
 * The dev server's answers for the studio, and the site's pages while content/ must be repaired. Decap finds config.yml beside the page, so the page's
 * address must be in /admin/: answered here, where Astro's dev server would answer 404
 * (trailingSlash: 'never'); it is the address Netlify serves the studio at.
 */
async function studioFiles(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (path === '/admin') {
    response.writeHead(302, { Location: '/admin/' }).end();
  } else if (path === '/admin/' || path === '/admin/index.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(adminPage);
  } else if (path === '/admin/config.yml') {
    response.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' }).end(configFile('studio'));
  } else if (path.startsWith('/admin/') && (await bundleFiles()).includes(path.slice('/admin/'.length))) {
    response.writeHead(200, { 'Content-Type': path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' });
    createReadStream(join(bundleDir, path.slice('/admin/'.length))).pipe(response);
  } else if (contentProblems.size > 0 && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    // The studio stays up on a broken content/ (src/content.config.ts): the site's pages say what to repair.
    response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(contentProblemsPage([...contentProblems.values()]));
  } else {
    next();
  }
}

export function decapAdmin(): AstroIntegration {
  return {
    name: 'decap-admin',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'decap-admin-dev',
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
        await writeFile(new URL('config.yml', admin), configFile('site'));
        for (const name of await bundleFiles()) await copyFile(join(bundleDir, name), new URL(name, admin));
      },
    },
  };
}
