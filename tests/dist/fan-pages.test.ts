/** The pages the fan list's mails open, as built: at the very addresses the functions write, in three languages, out of search engines. */
import { describe, expect, it } from 'vitest';
import { FAN_PAGE_PATHS, fanPageUrl } from '../../supabase/functions/_shared/fan-links.ts';
import { fanSignupHref } from '../../src/components/fans/fan-signup-link.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/languages.ts';
import { pages } from '../../src/site.config.ts';
import { SITE, attributeOf, builtPage, builtText, servedFile, sitemapPaths, textOf } from './built-site.ts';

const mailed = (Object.keys(FAN_PAGE_PATHS) as (keyof typeof FAN_PAGE_PATHS)[]).flatMap((page) => languages.map((lang) => ({ page, lang })));
const pageIds = { confirm: 'fanConfirm', unsubscribe: 'fanUnsubscribe', manage: 'fanPreferences' } as const;

describe('the fan list’s pages', () => {
  it.each(mailed)('the $page link of a $lang mail opens a $lang page that asks search engines to keep out', ({ page, lang }) => {
    const path = new URL(fanPageUrl(SITE, page, lang, 'a-token')).pathname;
    expect(servedFile(path), path).not.toBeNull();
    const html = builtPage(path);
    expect(attributeOf(html, 'html', 'lang')).toBe(lang);
    expect(attributeOf(html, 'meta[name="robots"]', 'content')).toBe('noindex');
    expect(textOf(html.querySelector('h1'))).toBe(pages[pageIds[page]][lang].title);
    // Kept out of search engines, so no language alternates for them either (as every noindex page); the blog feed's link may name its language.
    expect(html.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')).toHaveLength(0);
  });

  it('stay out of the sitemap', () => {
    const [sitemap] = sitemapPaths(builtText('/sitemap.xml'));
    const listed = sitemapPaths(builtText(sitemap ?? ''));
    expect(listed.length).toBeGreaterThan(0);
    for (const { page, lang } of mailed) expect(listed).not.toContain(FAN_PAGE_PATHS[page][lang]);
  });

  it.each(languages)('in %s, the confirmation and unsubscription pages say what their one button does, and each page what to do if the link is spent', (lang) => {
    const text = dictionaries[lang].fanPages;
    const confirm = builtPage(FAN_PAGE_PATHS.confirm[lang]);
    expect(textOf(confirm.querySelector('[data-fan-link-send]'))).toBe(text.confirm.action);
    expect(attributeOf(confirm, '[data-fan-link-help] a', 'href')).toBe(fanSignupHref(lang, false));
    expect(attributeOf(builtPage(FAN_PAGE_PATHS.manage[lang]), '[data-fan-preferences-help] a', 'href')).toBe(fanSignupHref(lang, false));
    const unsubscribe = builtPage(FAN_PAGE_PATHS.unsubscribe[lang]);
    expect(textOf(unsubscribe.querySelector('[data-fan-link-send]'))).toBe(text.unsubscribe.action);
    expect(attributeOf(unsubscribe, '[data-fan-link-help] a', 'href')).toBe(pages.contact[lang].path);
  });
});
