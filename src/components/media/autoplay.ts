/** Browser side of the autoplay rule (src/lib/autoplay.ts), shared by background videos and video facades. */
import { mayAutoplay } from '../../lib/autoplay';

interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this visitor, on this connection, may get moving pictures without asking. */
export function mayAutoplayHere(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  return mayAutoplay({
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  });
}

/** Runs once the page has finished loading, so that nothing competes with the first paint. */
export function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
