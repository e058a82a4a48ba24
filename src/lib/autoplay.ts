/**
 * Whether moving pictures nobody clicked for (background videos, muted featured videos) may
 * start by themselves: never when the visitor asked for reduced motion or for data saving,
 * nor on a 2G-class connection. Otherwise the poster or the thumbnail stays.
 */

export interface PlaybackContext {
  prefersReducedMotion: boolean;
  /** navigator.connection.saveData, when the browser tells. */
  saveData?: boolean | undefined;
  /** navigator.connection.effectiveType ("slow-2g", "2g", "3g", "4g"), when the browser tells. */
  effectiveType?: string | undefined;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function mayAutoplay({ prefersReducedMotion, saveData, effectiveType }: PlaybackContext): boolean {
  if (prefersReducedMotion || saveData === true) return false;
  return !(effectiveType && SLOW_CONNECTIONS.has(effectiveType));
}
