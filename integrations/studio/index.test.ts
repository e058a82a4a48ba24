import { existsSync } from 'node:fs';
import { narrowImage } from '../../src/lib/content-messages.ts';
import { contentProblemsPage } from '../../src/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { adminPage, configFile, offlineScript, SCRIPT, STUDIO_HELPERS, studioAssets } from './index.ts';
import { imageMinWidths } from './cms-config.ts';

describe('the studio files', () => {
  it('write the repository Netlify builds, and GitHub as the backend', () => {
    const config = configFile({ REPOSITORY_URL: 'https://github.com/artiste/site-officiel' });
    expect(config).toContain('"repo": "artiste/site-officiel"');
    expect(config).toContain('"name": "github"');
  });

  it('link the studio back to the site it is served by (npm run studio: the dev server)', () => {
    expect(configFile({}, 'http://localhost:4400')).toContain('"site_url": "http://localhost:4400"');
  });

  it('keep the page out of search engines and load only the site’s own copy of Sveltia, after our helpers (first error, image width, past date)', () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...adminPage.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source)).toEqual([
      '/admin/first-error.js',
      '/admin/image-width.js',
      '/admin/past-date.js',
      `/admin/${SCRIPT}`,
    ]);
  });

  it('give the studio and the page of a broken content/ the site’s icon: the browser then asks the dev server no /favicon.ico, which it answers only after trying every route', () => {
    const icons = (page: string) => [...page.matchAll(/<link rel="icon" href="([^"]+)"/g)].map(([, href]) => href);
    const problemsPage = contentProblemsPage([{ message: 'content/concerts/x.md : une valeur ne convient pas.', file: 'content/concerts/x.md' }]);
    for (const page of [adminPage, problemsPage]) {
      expect(icons(page)).toEqual(['/favicon.svg']);
      expect(existsSync('public/favicon.svg')).toBe(true);
    }
  });

  it('serve each helper as a function that runs by itself in the page, called with its options', async () => {
    const assets = await studioAssets();
    for (const name of Object.keys(STUDIO_HELPERS)) {
      const script = String(await assets.get(name)?.());
      expect(script).toMatch(/^\(function \w+\([^)]*\) \{[\s\S]*\}\)\((\{.*\})?\);\n$/);
      // Type-free JavaScript: the browser reads it as served.
      expect(() => new Function(script)).not.toThrow();
    }
  });

  it('give the image width helper the least widths of the schemas, and the message the build’s words', async () => {
    const script = String(await (await studioAssets()).get('image-width.js')?.());
    const options = JSON.parse(/\)\((\{.*\})\);\n$/.exec(script)?.[1] ?? '{}') as { minWidths: unknown; message: string; refusedSaveEvent: string };
    expect(options.minWidths).toEqual(imageMinWidths);
    expect(options.message).toContain(narrowImage.width('{width}', '{needed}'));
    expect(options.message).toContain(narrowImage.fix('{needed}'));
    // The event first-error.js listens for, so that the form is brought to the message.
    expect(String(await (await studioAssets()).get('first-error.js')?.())).toContain(`({"refusedSaveEvent":"${options.refusedSaveEvent}"});`);
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

  it('serve a Sveltia that reads a language without validities as one without errors, so translated collections show their field messages', async () => {
    const script = String(await (await studioAssets()).get(SCRIPT)?.());
    expect(script.match(/Object\.values\(R\(\w+\)\[\w+(\(\))?\]\?\?\{\}\)\.some\(/g)).toHaveLength(2);
    expect(/Object\.values\(R\(\w+\)\[\w+(\(\))?\]\)\.some\(/.test(script)).toBe(false);
  });

  it('serve a Sveltia whose « Créer une entrée » button opens no empty menu over the new entry’s form, only the split button its menu', async () => {
    const script = String(await (await studioAssets()).get(SCRIPT)?.());
    const popups = [...script.matchAll(/popup:(\w+)\((\w+)\)===(\w+)\?\w+:void 0,/g)];
    expect(popups).toHaveLength(1);
    const [, read, component, split] = popups[0] ?? [];
    // The component the button is drawn with: the split button when there is a menu to offer, the plain button otherwise.
    expect(new RegExp(`${component}=\\w+\\(\\(\\)=>${read}\\(\\w+\\)\\?${split}:\\w+\\)`).test(script)).toBe(true);
  });

  it('refuse a version of Sveltia that moved its translations, rather than serve a studio that fetches them', () => {
    expect(() => offlineScript('const x = `${a}@${b}/i18n`;')).toThrow(/update offlineScript/);
  });
});
