/**
 * `client:near`: hydrates the island once the page has loaded and shown its first content, when
 * it comes within a screen of the viewport. Unlike `client:visible`, an island in the first view
 * waits, so its code (React, Swiper) never competes with the first paint on a slow connection; its
 * content is in the HTML meanwhile. Same margin as the on-demand behaviours (src/lib/on-demand.ts).
 * A download that fails is tried again at the next need (hydrate-with-retry.ts). The store's carousel
 * uses it: its arrow keys work without a reach into it, and a first tap must not be lost.
 */
import type { ClientDirective } from 'astro';
import { afterLoadAndFirstPaint } from '../components/ui/after-first-paint';
import { NEAR_MARGIN } from '../lib/on-demand';
import { hydrateWithRetry } from './hydrate-with-retry';

const near: ClientDirective = (load, _options, island) => {
  afterLoadAndFirstPaint(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrateWithRetry(load, island);
      },
      { rootMargin: NEAR_MARGIN },
    );
    // The island element itself has no box (display: contents): its children do.
    for (const child of island.children) observer.observe(child);
  });
};

export default near;
