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
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AstroIntegration } from 'astro';
import { site } from '../../src/site.config.ts';
import { contentProblems, contentProblemsPage, REPAIR_ADDRESS, SITE_ICON } from '../../src/content-problems.ts';
import { repaired } from '../../src/lib/content-messages.ts';
import { cmsConfig, cmsOptions, imageMinWidths, studioEntryAddress } from './cms-config.ts';
import { revealFirstError } from './first-error.ts';
import { NARROW_IMAGE_MESSAGE, refuseNarrowImages } from './image-width.ts';
import { notePastConcertDate } from './past-date.ts';

const require = createRequire(import.meta.url);
/** The package exports only its module entry (npm/index.js): its folder is two levels up. */
const sveltiaDir = dirname(dirname(require.resolve('@sveltia/cms')));

export const SCRIPT = 'sveltia-cms.js';
/**
 * A helper as the page runs it: its function's own source, called as the page loads with its
 * options written as JSON (it runs away from this module, so what it knows is passed to it).
 */
function served<Options>(helper: (options: Options) => void, options?: Options): string {
  return `(${helper.toString()})(${options === undefined ? '' : JSON.stringify(options)});\n`;
}

/** Sent by image-width.js when it refuses a save, for first-error.js to bring the form to the message. */
const REFUSED_SAVE_EVENT = 'studio-refused-save';

/**
 * Ours, beside Sveltia's, each run as the page loads: the form brought to its first error when a
 * save is refused (first-error.ts), an image narrower than its pages refused before saving
 * (image-width.ts, with the least widths the schemas give), and a note under a concert's date
 * already past (past-date.ts).
 */
export const STUDIO_HELPERS: Record<string, string> = {
  'first-error.js': served(revealFirstError, { refusedSaveEvent: REFUSED_SAVE_EVENT }),
  'image-width.js': served(refuseNarrowImages, { minWidths: imageMinWidths, message: NARROW_IMAGE_MESSAGE, refusedSaveEvent: REFUSED_SAVE_EVENT }),
  'past-date.js': served(notePastConcertDate),
};

/** Sveltia's translations, fetched from `${unpkg}/@sveltia/cms@${version}/locales/fr.json`. */
const LOCALES_ADDRESS = /`\$\{\w+\}@\$\{\w+\}\/locales`/g;
/** Its check for a newer version, `${unpkg}/@sveltia/cms/package.json`: answered by the pinned copy's own. */
const VERSION_ADDRESS = /`\$\{\w+\}\/package\.json`/g;
/** Its fonts' @font-face sources: https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2 */
const FONT_ADDRESS = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * Sveltia 0.221.1's reading of a language's field validities, `Object.values(validities[locale])`,
 * in the form's language switcher and its validation panel: after a refused save, `validities`
 * holds only the entry's enabled languages, so for the English and Spanish of an entry written in
 * French alone it throws, Svelte's update stops, and no field shows its message (docs/studio.md).
 * The served copy reads a missing language as no error; to drop when Sveltia fixes it upstream.
 */
const LOCALE_VALIDITIES = /Object\.values\((R\(\w+\)\[\w+(?:\(\))?\])\)\.some\(/g;
const LOCALE_VALIDITIES_READS = 2;

/**
 * Sveltia 0.221.1's « Créer une entrée » button (create-entry-button.svelte) hands its menu snippet
 * to @sveltia/ui's Button even when it is the plain Button, the collection having no index file to
 * offer: Button then draws a Popup, which opens an empty modal <dialog> on the very click that opens
 * the new entry's form. Until it closes itself (half a second, more on a busy machine), the page
 * behind it is inert and what the artist types in the form is lost (docs/studio.md). Matched: the
 * component the button is drawn with (`o=k(()=>R(i)?SplitButton:Button)`), then, in the same
 * function, that button and its `popup:` snippet, which the served copy gives the SplitButton only;
 * to drop when Sveltia fixes it upstream.
 */
const CREATE_ENTRY_POPUP =
  /(?<component>\w+)=\w+\(\(\)=>(?<read>\w+)\(\w+\)\?(?<split>\w+):\w+\)(?:(?!function ).){0,1500}?\(`create_new_entry`\)\);\w+\(\w+,\(\)=>\k<read>\(\k<component>\),\((?<anchor>\w+),(?<drawn>\w+)\)=>\{\k<drawn>\(\k<anchor>,\{variant:`primary`,.{0,400}?startIcon:\w+,popup:(?<menu>\w+),/gs;

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
 * Sveltia's script with its translations and fonts read from /admin/, its field messages shown
 * in translated collections (LOCALE_VALIDITIES), and its new entry's form open to typing at once
 * (CREATE_ENTRY_POPUP). Throws when a new version moves what it rewrites (a count no longer
 * matches), rather than serving a studio that quietly goes back to the CDN, hides its messages or
 * loses the first words typed again.
 */
export function offlineScript(script: string): string {
  const locales = script.match(LOCALES_ADDRESS)?.length ?? 0;
  const versions = script.match(VERSION_ADDRESS)?.length ?? 0;
  const fonts = fontsOf(script).length;
  const validityReads = script.match(LOCALE_VALIDITIES)?.length ?? 0;
  const createButtons = script.match(CREATE_ENTRY_POPUP)?.length ?? 0;
  if (locales !== 1 || versions !== 1 || fonts === 0 || validityReads !== LOCALE_VALIDITIES_READS || createButtons !== 1) {
    throw new Error(
      `studio: ${SCRIPT} has ${locales} locale addresses, ${versions} version addresses, ${fonts} fonts, ${validityReads} readings of a language's validities and ${createButtons} create buttons with a menu; update offlineScript() for this version of Sveltia`,
    );
  }
  return script
    .replace(LOCALE_VALIDITIES, (_reading, validities: string) => `Object.values(${validities}??{}).some(`)
    .replace(CREATE_ENTRY_POPUP, (button: string, component: string, read: string, split: string, _anchor, _drawn, menu: string) =>
      button.replace(/popup:\w+,$/, `popup:${read}(${component})===${split}?${menu}:void 0,`),
    )
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
    ...Object.entries(STUDIO_HELPERS).map(([name, source]) => [name, async () => source] as const),
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
${SITE_ICON}
<title>Studio — ${site.artist.name}</title>
</head>
<body>
<noscript>Le studio a besoin de JavaScript : activez-le dans votre navigateur.</noscript>
${Object.keys(STUDIO_HELPERS)
  .map((name) => `<script src="/admin/${name}"></script>`)
  .join('\n')}
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
 * « Corriger la ligne » on the page of a broken content/: the line repair of the problem now named
 * for that file, applied to the file. The form sends only the file's name: what is written is what
 * the page proposed, from the server's own reading, and only when the line still reads as it did;
 * a form from another site is refused. The answer waits for the content to load again (a second
 * or two, the browser shows it working), then goes back to the page the artist was on.
 */
async function repairLine(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const host = request.headers.host ?? '';
  if (request.headers.origin !== `http://${host}`) {
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Correction refusée : elle doit venir de la page du site en local.');
    return;
  }
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const file = new URLSearchParams(body).get('file') ?? '';
  const problem = [...contentProblems.values()].find((candidate) => candidate.file === file && candidate.repair);
  const path = resolve(file);
  if (problem?.repair && !relative(resolve('content'), path).startsWith('..')) {
    const fixed = repaired(await readFile(path, 'utf8'), problem.repair);
    if (fixed !== undefined) {
      await writeFile(path, fixed);
      for (let waited = 0; waited < 10_000 && [...contentProblems.values()].includes(problem); waited += 200) await sleep(200);
    }
  }
  const back = URL.canParse(request.headers.referer ?? '') ? new URL(request.headers.referer ?? '') : undefined;
  response.writeHead(303, { Location: back?.host === host ? `${back.pathname}${back.search}` : '/' }).end();
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
  } else if (path === REPAIR_ADDRESS && request.method === 'POST') {
    await repairLine(request, response);
  } else if (contentProblems.size > 0 && request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
    // The studio stays up on a broken content/ (src/content.config.ts): the site's pages say what to repair.
    const problems = [...contentProblems.values()].map((problem) => ({ ...problem, studioAddress: problem.file && studioEntryAddress(problem.file) }));
    response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(contentProblemsPage(problems));
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
