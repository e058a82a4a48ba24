/** GoTrue's per-IP limits: at most `limit` requests per window, counted in fixed windows. */
export class RateLimiter {
  readonly #windowMs: number;
  readonly #counts = new Map<string, { windowStart: number; count: number }>();

  constructor(windowMs: number) {
    this.#windowMs = windowMs;
  }

  allow(key: string, limit: number, now = Date.now()): boolean {
    const entry = this.#counts.get(key);
    if (!entry || now - entry.windowStart >= this.#windowMs) {
      this.#counts.set(key, { windowStart: now, count: 1 });
      return limit >= 1;
    }
    entry.count += 1;
    return entry.count <= limit;
  }

  reset(): void {
    this.#counts.clear();
  }
}
