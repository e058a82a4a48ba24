/**
 * A dynamic import that failed, asked for again. Its own module, imported by the islands' words
 * loader alone (src/i18n/island-text.ts): shared with OnDemand's loader (on-demand.ts), it would
 * become a chunk that the loader imports, and the loader would no longer be inlined in the page.
 */

/**
 * The address of a module whose dynamic import failed, as the browser's error names it:
 * « Failed to fetch dynamically imported module: <address> » (Chromium), « error loading
 * dynamically imported module: <address> » (Firefox). Safari names none (undefined); it asks the
 * network again for an address that failed, as the HTML standard now says, and Chromium 156 does.
 * Why read a message: the import that failed is Vite's (a chunk whose hashed name the code never
 * sees), and a browser that keeps the failure in its module map (Chromium 150) must be given
 * another address to ask the network at all.
 */
export function failedImportAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module:\s*(https?:\/\/\S+)/i.exec(message)?.[1];
}

/**
 * The address to import a failed module from again: the same file under a query of this attempt,
 * so that a browser that kept the failure in its module map asks the network.
 */
export function freshAddress(address: string, attempt: number): string {
  const url = new URL(address);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}
