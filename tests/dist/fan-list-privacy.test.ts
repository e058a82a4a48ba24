/**
 * The privacy notice covers the fan list (issue 46), as built: in every page's footer, in the three
 * languages, what is kept, why and on what basis, for how long (the figures fan-alerts deletes by),
 * who processes it, how to leave and to have it erased; the sign-up form links to it; the
 * confirmation page holds the welcome's concerts, hidden until fan-confirm names them.
 */
import { describe, expect, it } from 'vitest';
import { FAN_PAGE_PATHS } from '../../supabase/functions/_shared/fan-links.ts';
import { FAN_UNCONFIRMED_KEPT_DAYS, FAN_WITHDRAWN_KEPT_YEARS } from '../../supabase/functions/_shared/fan-retention.ts';
import { FAN_LIST_PRIVACY_ID } from '../../src/components/fans/fan-signup-link.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/languages.ts';
import { pages, site } from '../../src/site.config.ts';
import { attributeOf, builtPage, textOf } from './built-site.ts';

describe('the privacy notice on the fan list', () => {
  it.each(languages)('states in %s the list’s data, purpose, legal basis, retention, processors and how to leave, on the agenda and the home page', (lang) => {
    const words = dictionaries[lang].fanListPrivacy;
    for (const path of [pages.concerts[lang].path, pages.home[lang].path]) {
      const page = builtPage(path);
      const section = page.querySelector(`details#${FAN_LIST_PRIVACY_ID}`);
      expect(textOf(section?.querySelector('summary')).replace(/\s*\+$/, ''), path).toBe(words.title);
      const text = textOf(section?.querySelector('[data-fan-list-privacy]'));
      for (const sentence of [words.data, words.purpose, words.retention(FAN_UNCONFIRMED_KEPT_DAYS, FAN_WITHDRAWN_KEPT_YEARS), words.processors, words.leave]) {
        expect(text, path).toContain(sentence);
      }
      expect(attributeOf(section ?? page, '[data-fan-list-privacy] a', 'href')).toBe(`mailto:${site.contact.email}`);
    }
  });

  it.each(languages)('links the sign-up form in %s to it, on the same page', (lang) => {
    const page = builtPage(pages.concerts[lang].path);
    const link = page.querySelector('[data-fan-list-privacy-link]');
    expect(textOf(link)).toBe(dictionaries[lang].fanListPrivacy.formLink);
    expect(link?.getAttribute('href')).toBe(`#${FAN_LIST_PRIVACY_ID}`);
    expect(page.querySelector(`#${FAN_LIST_PRIVACY_ID}`)).not.toBeNull();
  });

  it.each(languages)('holds in %s the welcome’s concerts on the confirmation page, hidden until fan-confirm names them', (lang) => {
    const page = builtPage(FAN_PAGE_PATHS.confirm[lang]);
    const welcome = page.querySelector('[data-fan-welcome]');
    expect(welcome?.hasAttribute('hidden')).toBe(true);
    expect(textOf(welcome?.querySelector('h2'))).toBe(dictionaries[lang].fanWelcome.title);
    const concerts = welcome?.querySelectorAll('[data-concert-id]') ?? [];
    expect(concerts.length).toBeGreaterThan(0);
    for (const concert of concerts) expect(concert.hasAttribute('hidden')).toBe(true);
    expect(textOf(welcome?.querySelector('[data-fan-welcome-none]'))).toBe(dictionaries[lang].fanWelcome.none);
  });
});
