/**
 * `client:first-input`: hydrates a form island at the visitor's first reach into it (pointer over
 * or down, touch, focus, key), so that its code (React, about 60 kB) never runs while the page
 * loads: the form is usable as HTML meanwhile (fields typed into keep their text, and its buttons
 * wait for the island). It hydrates at once when the page has work for it that nobody asks for:
 * a stored session (the island may send the visitor on), an address fragment (a mailed link's
 * answer) or an address query (a link that sets the form up: a kit's booking request opens the
 * booking fields with its ensemble chosen). A download that fails is tried again at the next need
 * (hydrate-with-retry.ts).
 * Why not `client:idle`: on a slow phone the island's code is a long task, idle or not; a visitor
 * who never touches the form never pays for it. The sign-in and contact forms use it.
 */
import type { ClientDirective } from 'astro';
import { INTENT_EVENTS } from '../lib/on-demand';
import { hydrateWithRetry } from './hydrate-with-retry';
import { storedSessionHere } from './stored-session-here';

const firstInput: ClientDirective = (load, _options, island) => {
  const hydrate = (): void => {
    INTENT_EVENTS.forEach((type) => island.removeEventListener(type, hydrate, { capture: true }));
    void hydrateWithRetry(load, island);
  };
  if (window.location.hash !== '' || window.location.search !== '' || storedSessionHere()) hydrate();
  else INTENT_EVENTS.forEach((type) => island.addEventListener(type, hydrate, { capture: true, passive: true }));
};

export default firstInput;
