/**
 * GoTrue's auth hooks as config.toml declares them: the Send Email hook, an Edge Function the stack
 * serves itself, called with a Standard Webhooks signature (what the function checks), and the
 * Before User Created hook, a Postgres function. Their answers are read as GoTrue reads them.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { AuthHooks } from '../config.ts';
import type { Database } from '../database.ts';
import type { AuthHookCalls, HookRefusal } from './context.ts';

export interface HookCallOptions {
  db: Database;
  hooks: AuthHooks;
  /** The hook's secret, `v1,whsec_<base64>`, as Auth shows it. */
  sendEmailSecret: string;
  /** Runs the Edge Function `slug` on a request, as the functions gateway does. */
  invokeFunction(request: Request, slug: string): Promise<Response>;
}

/** A hook's answer when it is a refusal (`{ "error": { "http_code", "message" } }`), else nothing. */
function refusalOf(answer: unknown): HookRefusal {
  const error = typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { http_code: code, message } = error as { http_code?: unknown; message?: unknown };
  return { httpCode: typeof code === 'number' && code > 0 ? code : 500, message: typeof message === 'string' ? message : 'Hook returned an error' };
}

/** Standard Webhooks' signature of a request, as GoTrue signs its HTTP hooks. */
function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^v1,whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function authHookCalls({ db, hooks, sendEmailSecret, invokeFunction }: HookCallOptions): AuthHookCalls {
  return {
    async sendEmail(payload) {
      const body = JSON.stringify(payload);
      const id = randomUUID();
      const timestamp = Math.floor(Date.now() / 1000);
      const request = new Request(`http://127.0.0.1/functions/v1/${hooks.sendEmail.functionSlug}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(sendEmailSecret, id, timestamp, body),
        },
        body,
      });
      const response = await invokeFunction(request, hooks.sendEmail.functionSlug);
      // GoTrue takes a 2xx with a JSON body; any other answer fails the mail with a 500.
      if (response.status === 204) return undefined;
      if (response.status !== 200 && response.status !== 202) return { httpCode: 500, message: `Unexpected status code returned from hook: ${response.status}` };
      return refusalOf(await response.json());
    },
    async beforeUserCreated(event) {
      const hook = hooks.beforeUserCreated;
      if (!hook) return undefined;
      const result = await db.query<{ result: unknown }>(`select "${hook.schema}"."${hook.name}"($1::jsonb) as result`, [JSON.stringify(event)]);
      return refusalOf(result.rows[0]?.result);
    },
  };
}
