import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { sitemapAlias } from './index';

describe('the /sitemap.xml alias', () => {
  it('copies sitemap-index.xml under the name people and crawlers type', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-alias-'));
    await writeFile(join(dir, 'sitemap-index.xml'), '<sitemapindex/>');
    const done = sitemapAlias().hooks['astro:build:done'];
    await done?.({ dir: pathToFileURL(`${dir}/`), logger: {} as AstroIntegrationLogger } as Parameters<NonNullable<typeof done>>[0]);
    expect(await readFile(join(dir, 'sitemap.xml'), 'utf8')).toBe('<sitemapindex/>');
    await rm(dir, { recursive: true });
  });
});
