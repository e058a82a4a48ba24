/**
 * Runs a callback once the page has loaded and painted its first content: what waits for it
 * (behaviours that load as they come near, the store's carousel) never competes with the first
 * view for the network. `load` alone is not enough: on a fast connection it can fire before
 * anything is on screen. A browser without paint timing waits for the next frame instead.
 */
export function afterLoadAndFirstPaint(callback: () => void): void {
  const whenPainted = (): void => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(callback));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') whenPainted();
  else window.addEventListener('load', whenPainted, { once: true });
}
