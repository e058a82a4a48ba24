/**
 * How long the site keeps what visitors send, for the privacy notice and the pro area. The figure
 * lives with the retry-contact-emails function, which deletes the messages: the site says what it does.
 */
export { RETENTION_MONTHS as CONTACT_RETENTION_MONTHS } from '../../supabase/functions/_shared/mail-retry.ts';
export { FAN_UNCONFIRMED_KEPT_DAYS, FAN_WITHDRAWN_KEPT_YEARS } from '../../supabase/functions/_shared/fan-retention.ts';
