/** How long the fan list keeps what it keeps: fan-alerts deletes by these figures, the privacy notice states them (src/lib/data-retention.ts). */
export const FAN_UNCONFIRMED_KEPT_DAYS = 30;
/** « Do not mail » entries and a withdrawn fan's consent events. */
export const FAN_WITHDRAWN_KEPT_YEARS = 3;
