/**
 * `client:signed-in="/auth?next=…"`: hydrates the island only for a visitor whose browser holds a
 * Supabase session; anyone else goes straight to the given sign-in address, without downloading
 * the island (React and the SDK) only to be told the same. A stored session is still checked by
 * the island itself, which may refuse it.
 */
import type { ClientDirective } from 'astro';
import { hydrateWithRetry } from './hydrate-with-retry';
import { storedSessionHere } from './stored-session-here';

const signedIn: ClientDirective = async (load, options, island) => {
  if (!storedSessionHere()) {
    if (typeof options.value === 'string' && options.value !== '') window.location.replace(options.value);
    return;
  }
  await hydrateWithRetry(load, island);
};

export default signedIn;
