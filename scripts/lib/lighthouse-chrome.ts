/** The Chromium that Lighthouse drives for `npm run audit` and `npm run bench:stylesheets`: Debian's, headless, quiet. */
import * as chromeLauncher from 'chrome-launcher';

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
