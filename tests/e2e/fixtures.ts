import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test runs under this guard: any Content-Security-Policy violation that a page
 * of the test reports (blocked script, style, frame, connection…) fails the test.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url} : ${message.text()}`);
      });
      await use();
      expect(violations, `Violations de la CSP :\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
