/**
 * Every piece of content is in the HTML: scripts only reveal, move or send, and none of them is
 * needed for the first paint. Browsers still fetch module scripts at high priority and discover
 * each imported chunk only once its importer has arrived. This rewrite of a built page asks for
 * all of them at once, at low priority: the first paint's image and font go first, and no chunk
 * waits for the one that imports it.
 */

const moduleScriptWithSource = /<script type="module" src="([^"]+)"><\/script>/g;

/** Module scripts outside <template> (parked ones load later, on demand) and not already lowered. */
function pageModuleScripts(html: string): string[] {
  const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/gi, '');
  return [...outsideTemplates.matchAll(moduleScriptWithSource)].map((match) => match[1] ?? '');
}

/**
 * The page with `fetchpriority="low"` on its module scripts and a low-priority modulepreload, in
 * the <head>, for every chunk they import. `importsOf` gives a script's static import closure
 * (URL paths, the script itself excluded).
 */
export function lowerScriptPriority(html: string, importsOf: (scriptUrl: string) => readonly string[]): string {
  const scripts = pageModuleScripts(html);
  if (scripts.length === 0) return html;
  const chunks = [...new Set(scripts.flatMap((url) => importsOf(url)))].filter((url) => !scripts.includes(url));
  const preloads = chunks.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  const lowered = html.replace(/<template\b[\s\S]*?<\/template>|<script type="module" src="([^"]+)"><\/script>/gi, (match: string, src?: string) =>
    src === undefined ? match : `<script type="module" src="${src}" fetchpriority="low"></script>`,
  );
  return preloads === '' ? lowered : lowered.replace('</head>', () => `${preloads}</head>`);
}
