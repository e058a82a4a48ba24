/**
 * Every piece of content is in the HTML: scripts only reveal, move or send, and none of them is
 * needed for the first paint. Browsers still fetch module scripts at high priority and discover
 * each imported chunk only once its importer has arrived. This rewrite of a built page asks for
 * all of them at once, at low priority: the first paint's image and font go first, and no chunk
 * waits for the one that imports it.
 */

/**
 * The page with `fetchpriority="low"` on the module scripts it loads (`scriptUrls`, as the page
 * lists them outside any <template>) and a low-priority modulepreload, in the <head>, for every
 * chunk they import. `importsOf` gives a script's static import closure (URL paths, the script
 * itself excluded).
 */
export function lowerScriptPriority(html: string, scriptUrls: readonly string[], importsOf: (scriptUrl: string) => readonly string[]): string {
  if (scriptUrls.length === 0) return html;
  const chunks = [...new Set(scriptUrls.flatMap((url) => importsOf(url)))].filter((url) => !scriptUrls.includes(url));
  const preloads = chunks.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`).join('');
  const lowered = scriptUrls.reduce(
    (page, url) => page.replace(`<script type="module" src="${url}"></script>`, () => `<script type="module" src="${url}" fetchpriority="low"></script>`),
    html,
  );
  return preloads === '' ? lowered : lowered.replace('</head>', () => `${preloads}</head>`);
}
