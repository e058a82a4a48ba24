/**
 * Hydrates an island; if its code could not be downloaded (the connection dropped), tries again at
 * the next need: when the visitor reaches for the island, or when the connection comes back.
 * Astro's own `load()` already asks once more a second later, under a new address; after that it
 * reports `astro:hydration-error` and gives up, leaving buttons that do nothing until a reload.
 * Each new `load()` ends with that new-address attempt, so a browser that keeps a failed import in
 * its module map still asks the network again.
 */
import type { ClientDirective } from 'astro';
import { INTENT_EVENTS } from '../lib/on-demand';

type DirectiveLoad = Parameters<ClientDirective>[0];

export async function hydrateWithRetry(load: DirectiveLoad, island: HTMLElement): Promise<void> {
  let failed = false;
  const noteFailure = (): void => {
    failed = true;
  };
  island.addEventListener('astro:hydration-error', noteFailure);
  const hydrate = await load();
  island.removeEventListener('astro:hydration-error', noteFailure);
  if (!failed) {
    await hydrate();
    return;
  }
  const retry = (): void => {
    INTENT_EVENTS.forEach((type) => island.removeEventListener(type, retry, { capture: true }));
    window.removeEventListener('online', retry);
    void hydrateWithRetry(load, island);
  };
  INTENT_EVENTS.forEach((type) => island.addEventListener(type, retry, { capture: true, passive: true }));
  window.addEventListener('online', retry);
}
