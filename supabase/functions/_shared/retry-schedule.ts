/**
 * When a contact mail that failed is tried again: read by the send function (the first failure)
 * and by the retry function (the next ones), each importing it from here.
 */
const MINUTE_MS = 60_000;

/** Wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure abandons the message. */
export const RETRY_DELAYS_MS = [5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS, 720 * MINUTE_MS] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts, or null when the message is to be abandoned. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
