import { describe, expect, it } from 'vitest';
import { requestDailyRebuild, config } from '../../netlify/functions/daily-rebuild';

function recorder() {
  const calls: { url: string; method: string }[] = [];
  const logs: string[] = [];
  return { calls, logs, log: (message: string) => logs.push(message) };
}

describe('the daily rebuild (Netlify scheduled function)', () => {
  it('runs once a day', () => {
    expect(config.schedule).toBe('@daily');
  });

  it('posts to the build hook', async () => {
    const { calls, logs, log } = recorder();
    const outcome = await requestDailyRebuild({
      hookUrl: 'https://api.netlify.example/build_hooks/abc',
      fetch: async (url, init) => {
        calls.push({ url, method: init.method });
        return { ok: true, status: 200 };
      },
      log,
    });
    expect(outcome).toBe('requested');
    expect(calls).toEqual([{ url: 'https://api.netlify.example/build_hooks/abc', method: 'POST' }]);
    expect(logs[0]).toMatch(/demandée/);
  });

  it('without BUILD_HOOK_URL, says what to set and calls nothing', async () => {
    const { calls, logs, log } = recorder();
    const outcome = await requestDailyRebuild({ hookUrl: undefined, fetch: async () => (calls.push({ url: '', method: '' }), { ok: true, status: 200 }), log });
    expect(outcome).toBe('not-configured');
    expect(calls).toEqual([]);
    expect(logs[0]).toContain('BUILD_HOOK_URL');
  });

  it('reports a hook that Netlify refuses, or that does not answer', async () => {
    const { logs, log } = recorder();
    expect(await requestDailyRebuild({ hookUrl: 'https://h.example', fetch: async () => ({ ok: false, status: 404 }), log })).toBe('refused');
    expect(logs[0]).toContain('404');
    expect(
      await requestDailyRebuild({
        hookUrl: 'https://h.example',
        fetch: async () => {
          throw new Error('ECONNRESET');
        },
        log,
      }),
    ).toBe('unreachable');
    expect(logs[1]).toContain('ECONNRESET');
  });
});
