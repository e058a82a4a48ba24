/**
 * Prints the JavaScript each page downloads once loaded and settled (gzip bytes), in Debian's
 * Chromium against a running site: `node scripts/page-js.ts [baseUrl] [path…]`.
 * Run `npm start` (site and local Supabase stack) first.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:4321', ...requested] = process.argv.slice(2);
const paths = requested.length > 0 ? requested : ['/', '/bio', '/auth', '/acces-pro'];

const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A page that redirects at once leaves some bodies unreadable: those count as 0.
      scripts.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length }), () => ({ url: response.url(), bytes: 0 })));
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`${path.padEnd(12)} ${String(loaded.length).padStart(3)} scripts  ${(total / 1024).toFixed(1).padStart(7)} kB gzip  (landed on ${new URL(page.url()).pathname})`);
    await page.close();
  }
} finally {
  await browser.close();
}
