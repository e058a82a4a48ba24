/**
 * The fan list's rules and cities, for the site's sign-up form and its pages (the confirmation,
 * unsubscription and preferences pages the mails link to). The modules live with the Edge
 * Functions (supabase/functions/_shared/) so that `supabase functions deploy` bundles them: the
 * form checks exactly what fan-signup checks, and stores the consent text the function stores.
 */
export {
  ALL_CONCERTS,
  FAN_CONSENT_TEXT,
  FAN_FIELDS,
  FAN_MESSAGES,
  checkPreferences,
  checkSignUp,
  type FanField,
  type FanProblem,
} from '../../supabase/functions/_shared/fan-rules.ts';
export { FAN_DISTANCES_KM, type FanDistance } from '../../supabase/functions/_shared/fan-geo.ts';
export { FAN_CITY_SLICES_PATH, MIN_QUERY_LENGTH, cityLabel, searchCities, sliceKey, type CityEntry } from '../../supabase/functions/_shared/fan-cities.ts';
export { FAN_PAGE_PATHS } from '../../supabase/functions/_shared/fan-links.ts';
