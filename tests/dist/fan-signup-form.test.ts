/**
 * The fan list's sign-up form as built (issue 41): one per page on the agenda and on each concert to
 * come, in the three languages, with its consent box unticked and worded as fan-signup stores it, the
 * bot trap out of sight, the concert's city offered in advance, and no script of its own before the
 * visitor reaches for it; the footer and the follow panel link to it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../../integrations/built-site/page-scripts.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { HONEYPOT_FIELD } from '../../src/lib/contact-rules.ts';
import { ALL_CONCERTS, FAN_CONSENT_TEXT, cityLabel, type CityEntry } from '../../src/lib/fan-list.ts';
import { languages } from '../../src/lib/languages.ts';
import { pages } from '../../src/site.config.ts';
import type { HTMLElement } from 'node-html-parser';
import { builtPage, builtText, DIST, only, textOf } from './built-site.ts';

const UPCOMING = '2027-07-24-son-del-puerto-lisbonne';
const PAST = '2025-06-21-fete-de-la-musique-paris';
const LISBON = 2267057;
const BEHAVIOUR = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/;
const concertPath = (lang: (typeof languages)[number], id: string) => `${pages.concerts[lang].path}/${id}`;

/** The scripts a page asks for as it loads: every module script outside a <template>, inline ones by their text. */
function scriptsAtLoad(page: HTMLElement): string[] {
  const inTemplate = (node: HTMLElement): boolean => node.tagName === 'TEMPLATE' || (node.parentNode ? inTemplate(node.parentNode) : false);
  const scripts = page
    .querySelectorAll('script')
    .filter((script) => script.getAttribute('type') === 'module' && !inTemplate(script))
    .map((script) => script.getAttribute('src') ?? `inline:${script.textContent.length}`);
  const preloads = page.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href') ?? '');
  return [...scripts, ...preloads].sort();
}

describe('the fan sign-up form in the built site', () => {
  for (const lang of languages) {
    const text = dictionaries[lang].fanSignup;

    it(`is on the agenda and on each concert to come, not on a past one, one per page (${lang})`, () => {
      const agenda = only(builtPage(pages.concerts[lang].path), '[data-fan-signup]');
      expect(textOf(agenda.querySelector('h2'))).toBe(text.title);
      const concert = only(builtPage(concertPath(lang, UPCOMING)), '[data-fan-signup]');
      expect(textOf(concert.querySelector('h2'))).toBe(text.concertTitle);
      expect(builtPage(concertPath(lang, PAST)).querySelectorAll('[data-fan-signup]')).toHaveLength(0);
    });

    it(`has its consent box unticked, worded as fan-signup stores it, the distances and the bot trap out of sight (${lang})`, () => {
      const form = only(builtPage(pages.concerts[lang].path), '[data-fan-form]');
      const consent = only(form, 'input[name="consent"]');
      expect(consent.getAttribute('type')).toBe('checkbox');
      expect(consent.hasAttribute('checked')).toBe(false);
      expect(textOf(consent.parentNode)).toBe(FAN_CONSENT_TEXT[lang]);
      expect(form.querySelectorAll('input[name="distance"]').map((radio) => radio.getAttribute('value'))).toEqual(['50', '100', '300', ALL_CONCERTS]);
      const trap = only(form, `input[name="${HONEYPOT_FIELD}"]`);
      expect(trap.getAttribute('tabindex')).toBe('-1');
      expect(trap.getAttribute('autocomplete')).toBe('off');
      expect(trap.parentNode?.getAttribute('aria-hidden')).toBe('true');
      expect(trap.parentNode?.getAttribute('class')).toContain('-left-[10000px]');
    });

    it(`offers the concert's city in advance, named in the page's language (${lang})`, () => {
      const slice = JSON.parse(builtText('/fans/cities/li.json')) as CityEntry[];
      const lisbon = slice.find((entry) => entry[0] === LISBON);
      const field = only(builtPage(concertPath(lang, UPCOMING)), 'city-field');
      expect(lisbon).toBeDefined();
      expect(only(field, '[role="combobox"]').getAttribute('value')).toBe(lisbon && cityLabel(lisbon, lang));
      expect(only(field, 'input[name="city-id"]').getAttribute('value')).toBe(String(LISBON));
    });

    it(`loads no script of its own before the visitor reaches for it on a concert's page: its behaviours wait for OnDemand (${lang})`, () => {
      const withForm = builtPage(concertPath(lang, UPCOMING));
      expect(scriptsAtLoad(withForm)).toEqual(scriptsAtLoad(builtPage(concertPath(lang, PAST))));
      for (const hosts of ['city-field', '[data-fan-signup]']) {
        const template = only(withForm, `template[data-on-demand="${hosts}"]`);
        expect(template.getAttribute('data-load')).toBe('intent');
        expect(template.innerHTML).toMatch(BEHAVIOUR);
      }
    });

    it(`has its behaviours wait in <template> on the agenda too, for its own loader (${lang})`, () => {
      const agenda = builtPage(pages.concerts[lang].path);
      const parked = agenda.querySelectorAll('template[data-fan-behaviour]').map((template) => BEHAVIOUR.exec(template.innerHTML)?.[1]);
      expect(parked).toHaveLength(2);
      for (const src of parked) {
        expect(src).toBeDefined();
        expect(scriptsAtLoad(agenda)).not.toContain(src);
      }
    });

    it(`is linked from the footer and the follow panel: on the page when it is there, on the agenda otherwise (${lang})`, () => {
      const linksTo = (path: string) =>
        builtPage(path)
          .querySelectorAll('footer a, follow-panel a')
          .filter((link) => textOf(link) === text.link)
          .map((link) => link.getAttribute('href'));
      expect(linksTo(concertPath(lang, UPCOMING))).toEqual(['#fan-signup', '#fan-signup']);
      expect(linksTo(pages.home[lang].path)).toEqual([`${pages.concerts[lang].path}#fan-signup`, `${pages.concerts[lang].path}#fan-signup`]);
    });
  }

  it('sends to fan-signup on the project the site was built for (the local stack for the tests), named in its cached script, not in the page', () => {
    const page = builtPage('/concerts');
    const form = only(page, '[data-fan-signup]');
    expect(form.getAttribute('data-key')).toBeUndefined();
    const behaviour = page
      .querySelectorAll('template script[src]')
      .map((script) => script.getAttribute('src') ?? '')
      .filter((src) => src.includes('FanSignupBehaviour'));
    expect(behaviour).toHaveLength(1);
    const code = [...importClosure(DIST, behaviour)].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code).toMatch(/http:\/\/127\.0\.0\.1:\d+/);
    expect(code).toContain('/functions/v1/fan-signup');
  });
});
