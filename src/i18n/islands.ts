/**
 * The islands' sections of the dictionaries, in the three languages, each exported alone: an
 * island imports its own and the bundler leaves every other string out of its JavaScript. The
 * island picks its page's language itself, so its words are not serialised again into the HTML
 * of the page (as props), which must stay within its first round trip.
 */
import type { Language } from '../lib/languages.ts';
import type { Dictionary } from './fr.ts';
import { authForm as frAuthForm, contactForm as frContactForm, proArea as frProArea } from './fr.ts';
import { authForm as enAuthForm, contactForm as enContactForm, proArea as enProArea } from './en.ts';
import { authForm as esAuthForm, contactForm as esContactForm, proArea as esProArea } from './es.ts';

export const authFormText: Record<Language, Dictionary['authForm']> = { fr: frAuthForm, en: enAuthForm, es: esAuthForm };
export const contactFormText: Record<Language, Dictionary['contactForm']> = { fr: frContactForm, en: enContactForm, es: esContactForm };
export const proAreaText: Record<Language, Dictionary['proArea']> = { fr: frProArea, en: enProArea, es: esProArea };
