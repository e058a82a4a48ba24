/** The Chromium that Lighthouse drives for the scripts that measure pages (`npm run audit`, the benches): Debian's, headless, quiet; and one run of Lighthouse in it. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export function launchLighthouseChrome(extraFlags: readonly string[]): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraFlags,
    ],
  });
}

/**
 * Lighthouse's default audits without the full-page screenshot: no audit the scripts read uses it,
 * and drawing it costs about 1.5 s a page on two cores (a minute and a half of test:full's pass).
 */
export const AUDIT_CONFIG: Config = { extends: 'lighthouse:default', settings: { disableFullPageScreenshot: true } };

/** Attempts per run: Lighthouse sometimes loses its own trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/**
 * Moves the page's clock by `offsetMs` before any of its scripts runs, then lets it run on: the
 * pages re-sort their agenda by Date.now() at view time, and an audit of a site built as of another
 * day would otherwise measure the re-sorting (a layout shift no visitor of a fresh build sees).
 */
function shiftedClock(offsetMs: number): string {
  return `(() => {
    const RealDate = Date;
    const now = () => RealDate.now() + ${offsetMs};
    globalThis.Date = class extends RealDate {
      constructor(...args) { if (args.length === 0) super(now()); else super(...args); }
      static now() { return now(); }
    };
  })();`;
}

/**
 * One Lighthouse run of a page in the Chromium on `port`, run again when Lighthouse reports that
 * its recording failed rather than the page. With `asOfMs`, the page's clock starts at that instant.
 */
export async function lighthouseRun(url: string, port: number, config: Config = AUDIT_CONFIG, { asOfMs }: { asOfMs?: number } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    const page = await browser.newPage();
    try {
      if (asOfMs !== undefined) await page.evaluateOnNewDocument(shiftedClock(asOfMs - Date.now()));
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config, page);
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
      const failure = result.lhr.runtimeError;
      if (!failure || attempt === ATTEMPTS) return result;
      console.log(`  ${url} : Lighthouse a échoué à enregistrer le passage (${failure.code}), passage refait`);
    } finally {
      await page.close();
      await browser.disconnect();
    }
  }
}
