/**
 * `client:near`: hydrates the island once the page has loaded and shown its first content, when
 * it comes within a screen of the viewport. Unlike `client:visible`, an island in the first view
 * waits, so its code (React, Swiper) never competes with the first paint on a slow connection; its
 * content is in the HTML meanwhile. Same margin as the on-demand behaviours (src/lib/on-demand.ts).
 */
import type { ClientDirective } from 'astro';
import { NEAR_MARGIN } from '../lib/on-demand';

/**
 * Runs once the page has loaded and painted its first content. `load` alone is not enough: on a
 * fast connection it can fire before anything is on screen. A browser without paint timing waits
 * for the next frame to be drawn instead.
 */
function afterLoadAndFirstPaint(callback: () => void): void {
  const whenPainted = (): void => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(callback));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}

const near: ClientDirective = (load, _options, island) => {
  afterLoadAndFirstPaint(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      },
      { rootMargin: NEAR_MARGIN },
    );
    // The island element itself has no box (display: contents): its children do.
    for (const child of island.children) observer.observe(child);
  });
};

export default near;
