import { existsSync } from 'node:fs';
import type { ClientDirectiveConfig } from 'astro';
import { describe, expect, it } from 'vitest';
import { clientDirectives } from './index';

describe("the site's client directives", () => {
  it('registers client:near, client:signed-in and client:first-input, each with its code in src/directives/', () => {
    const added: ClientDirectiveConfig[] = [];
    const setup = clientDirectives().hooks['astro:config:setup'];
    setup?.({ addClientDirective: (directive: ClientDirectiveConfig) => added.push(directive) } as unknown as Parameters<NonNullable<typeof setup>>[0]);
    expect(added.map((directive) => directive.name)).toEqual(['near', 'signed-in', 'first-input']);
    for (const { entrypoint } of added) expect(existsSync(String(entrypoint))).toBe(true);
  });
});
