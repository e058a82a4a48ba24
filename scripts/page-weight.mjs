/**
 * Weighs pages of the built site as a phone sees them on first load: bytes transferred
 * (everything the page fetched until the network went quiet, YouTube answered empty since
 * the machine is offline) and the gzip size of the JavaScript it ships.
 *
 * Usage: start `npx astro preview --port 4321`, then `node scripts/page-weight.mjs /media /presse`
 * (PAGE_WEIGHT_URL overrides http://localhost:4321, CHROMIUM_PATH the browser).
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';

const origin = process.env.PAGE_WEIGHT_URL ?? 'http://localhost:4321';
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('Indiquez au moins un chemin, par exemple : node scripts/page-weight.mjs /media');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

async function weigh(path, reducedMotion) {
  const context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion });
  const page = await context.newPage();
  await page.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byType = {};
  let total = 0;
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    total += event.encodedDataLength;
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await context.close();
  return { total, byType };
}

async function shippedJavaScript(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const seen = new Set();
  let gzip = 0;
  const queue = [...sources];
  // Follow static imports between the page's own modules.
  while (queue.length > 0) {
    const source = queue.shift();
    const url = new URL(source, `${origin}${path}`).href;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(url)).text();
    gzip += gzipSync(code).length;
    for (const match of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) queue.push(new URL(match[1], url).href);
  }
  return { files: seen.size, gzip };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const path of paths) {
  const js = await shippedJavaScript(path);
  console.log(`${path}: JavaScript ${js.files} files, ${kB(js.gzip)} gzip`);
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { total, byType } = await weigh(path, reducedMotion);
    const detail = Object.entries(byType).map(([type, bytes]) => `${type} ${kB(bytes)}`).join(', ');
    console.log(`  first load, Pixel 7, motion ${reducedMotion}: ${kB(total)} transferred (${detail})`);
  }
}
await browser.close();
