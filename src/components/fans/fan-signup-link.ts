/**
 * Where the fan sign-up form is: the page's own when it has one (the agenda, an upcoming concert's
 * page), the agenda's otherwise. One form per page; the follow panel and the footer link to it.
 */
import type { Language } from '../../lib/languages';
import { pages } from '../../site.config';

/** The form's id, the anchor the links name. */
export const FAN_SIGNUP_ID = 'fan-signup';

export function fanSignupHref(lang: Language, formOnPage: boolean): string {
  return `${formOnPage ? '' : pages.concerts[lang].path}#${FAN_SIGNUP_ID}`;
}

/** The privacy notice's section on the list, in every page's footer: the form's « what we keep » link names it. */
export const FAN_LIST_PRIVACY_ID = 'fan-list-privacy';
