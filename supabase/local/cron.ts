/**
 * The local stand-in for Supabase Cron: PGlite has neither pg_cron nor pg_net, so the stack
 * calls the same Edge Functions as the hosted schedule (migration 20261125090000), on a timer,
 * with the service-role key, and records each call's HTTP status as the hosted job does from
 * pg_net's answers. Tests start a run at once through the mailbox port, if need be 'as of' a later
 * instant (a retry due in 5 minutes), which the functions then read as now, or with another key
 * (a rotated or missing Vault secret).
 */

/** The hosted schedule's jobs: a cron.schedule name and the function it calls. */
export const CRON_JOBS = [
  { name: 'retry-contact-emails', slug: 'retry-contact-emails' },
  { name: 'fan-alerts', slug: 'fan-alerts' },
] as const;

export interface CronRun {
  job: string;
  status: number;
  body: unknown;
}

export interface LocalCronOptions {
  apiUrl: string;
  /** The functions gateway, called in-process: only this way may a run carry the instant it is 'as of'. */
  invoke: (slug: string, request: Request, at?: Date) => Promise<Response>;
  serviceRoleKey: string;
  /** The function slugs this stack serves: a job whose function is missing is left out. */
  availableSlugs: readonly string[];
  /** Time between two runs; 0 or less: no timer, runs only on demand. */
  intervalMs: number;
  /** Keeps a call's outcome, as of the instant the run was for (contact_retry_runs). */
  record: (run: CronRun, at: Date) => Promise<void>;
}

export class LocalCron {
  readonly #options: LocalCronOptions;
  readonly #jobs: { name: string; slug: string }[];
  #timer: ReturnType<typeof setInterval> | undefined;
  #ticking = false;

  constructor(options: LocalCronOptions) {
    this.#options = options;
    this.#jobs = CRON_JOBS.filter((job) => options.availableSlugs.includes(job.slug));
  }

  start(): void {
    if (this.#options.intervalMs <= 0 || this.#jobs.length === 0) return;
    this.#timer = setInterval(() => void this.#tick(), this.#options.intervalMs);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /**
   * Runs every job now (or as of `at`), as the schedule would, and gives each function's answer.
   * `key`: the key the schedule presents, the service-role key unless a test says otherwise;
   * `only`: the name of the one job to run (a test of one function), every job otherwise.
   */
  async runNow(at?: Date, key = this.#options.serviceRoleKey, only?: string): Promise<CronRun[]> {
    return Promise.all(this.#jobs.filter((job) => only === undefined || job.name === only).map((job) => this.#call(job, at, key)));
  }

  /** A tick while the previous one still runs is skipped, as a slow run would otherwise pile up. */
  async #tick(): Promise<void> {
    if (this.#ticking) return;
    this.#ticking = true;
    try {
      for (const run of await this.runNow()) {
        if (run.status >= 400) console.error(`[cron/${run.job}] ${run.status}`, run.body);
      }
    } catch (error) {
      console.error('[cron] run failed:', error);
    } finally {
      this.#ticking = false;
    }
  }

  async #call(job: { name: string; slug: string }, at: Date | undefined, key: string): Promise<CronRun> {
    const request = new Request(`${this.#options.apiUrl}/functions/v1/${job.slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const response = await this.#options.invoke(job.slug, request, at);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A function that answers text is reported as text.
    }
    const run = { job: job.name, status: response.status, body };
    await this.#options.record(run, at ?? new Date());
    return run;
  }
}
