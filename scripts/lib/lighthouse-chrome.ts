/** The Chromium that Lighthouse drives for the scripts that measure pages (`npm run audit`, the benches): Debian's, headless, quiet; and one run of Lighthouse in it. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';

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

/** Attempts per run: Lighthouse sometimes loses its own trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

/** One Lighthouse run of a page in the Chromium on `port`, run again when Lighthouse reports that its recording failed rather than the page. */
export async function lighthouseRun(url: string, port: number, config?: Config) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure || attempt === ATTEMPTS) return result;
    console.log(`  ${url} : Lighthouse a échoué à enregistrer le passage (${failure.code}), passage refait`);
  }
}
