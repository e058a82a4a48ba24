import { describe, expect, it } from 'vitest';
import { adminPage, configFile, offlineScript, SCRIPT, studioAssets } from './index.ts';

describe('the studio files', () => {
  it('write the repository Netlify builds, and GitHub as the backend', () => {
    const config = configFile({ REPOSITORY_URL: 'https://github.com/artiste/site-officiel' });
    expect(config).toContain('"repo": "artiste/site-officiel"');
    expect(config).toContain('"name": "github"');
  });

  it('link the studio back to the site it is served by (npm run studio: the dev server)', () => {
    expect(configFile({}, 'http://localhost:4400')).toContain('"site_url": "http://localhost:4400"');
  });

  it('keep the page out of search engines and load only the site’s own copy of Sveltia', () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...adminPage.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source)).toEqual([`/admin/${SCRIPT}`]);
  });

  it('serve Sveltia’s French translation and its fonts from /admin/, and the script asks for them there', async () => {
    const assets = await studioAssets();
    const script = String(await assets.get(SCRIPT)?.());
    // Booleans: a failure would otherwise print the whole 2 MB script.
    expect(script.includes('cdn.jsdelivr.net')).toBe(false);
    expect(/\}\/locales`/.test(script)).toBe(false);
    expect(script.includes('`/admin/locales`')).toBe(true);
    expect(script.includes('`/admin/package.json`')).toBe(true);
    const fonts = [...script.matchAll(/\/admin\/(fonts\/[\w.-]+\.woff2)/g)].map(([, path]) => path ?? '');
    expect(fonts).toHaveLength(3);
    for (const path of [...fonts, 'locales/fr.json']) expect((await assets.get(path)?.())?.length, path).toBeGreaterThan(1000);
  });

  it('refuse a version of Sveltia that moved its translations, rather than serve a studio that fetches them', () => {
    expect(() => offlineScript('const x = `${a}@${b}/i18n`;')).toThrow(/update offlineScript/);
  });
});
