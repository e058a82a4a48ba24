/**
 * What the pages the fan list's mails open (confirm, unsubscribe, preferences) make of the answers
 * of fan-confirm, fan-unsubscribe and fan-preferences (supabase/functions/_shared/fan-link-handlers.ts):
 * the sentence the function wrote in the reader's language, and whether the same link can still
 * do anything. Pure, so that the behaviours in the browser only send and show.
 */
// From the distances' own module, not the fan-list barrel: the barrel's form rules bring zod, which
// the confirmation and unsubscription pages' one button would then evaluate at load (TBT).
import { ALL_CONCERTS, FAN_DISTANCES_KM } from '../../supabase/functions/_shared/fan-geo.ts';

/** A value of the distance field: a radius in km, or every concert. */
export type DistanceChoice = (typeof FAN_DISTANCES_KM)[number] | typeof ALL_CONCERTS;

export type FanLinkOutcome =
  /** Done (confirmed, unsubscribed, saved): the function's sentence. */
  | { kind: 'done'; message: string }
  /** The link can do nothing more (forged, expired, already gone): the function's sentence, and no button left. */
  | { kind: 'spent'; message: string }
  /** A field the visitor can correct (preferences): the function's sentence and the field it names. */
  | { kind: 'invalid'; message: string; field: string | undefined }
  /** Nothing readable came back (network, server error, an answer without a sentence): the page's own message, and try again. */
  | { kind: 'failed' };

/** Statuses after which the same link can do nothing more: a forged or expired link, an address no longer listed. */
const SPENT = [400, 404, 410];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const fieldOf = (body: Record<string, unknown>): unknown => body['field'];

/** The outcome of a fan link function's answer, from its status and its JSON body (anything, when it could not be read). */
export function fanLinkOutcome(status: number, body: unknown): FanLinkOutcome {
  const answer = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300) {
    const message = text(answer['message']);
    return message ? { kind: 'done', message } : { kind: 'failed' };
  }
  const error = text(answer['error']);
  if (!error || !SPENT.includes(status)) return { kind: 'failed' };
  const field = fieldOf(answer);
  if (field !== undefined) return { kind: 'invalid', message: error, field: typeof field === 'string' ? field : undefined };
  return { kind: 'spent', message: error };
}

/** The concerts fan-confirm's answer names as already in the fan's reach (the welcome), or null when it names none (another answer, a feed it could not read). */
export function welcomeConcerts(body: unknown): string[] | null {
  const concerts = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['concerts'] : undefined;
  return Array.isArray(concerts) && concerts.every((id) => typeof id === 'string') ? concerts : null;
}

/** The token a mailed link carries (`?token=…`), or '' when the address was cut short. */
export function linkToken(search: string): string {
  return (new URLSearchParams(search).get('token') ?? '').trim();
}

export interface CurrentPreferences {
  city: { id: number; name: string };
  distance: DistanceChoice;
}

/** The distance field's value for a stored distance (null: every concert); undefined for one the field does not offer. */
export function distanceChoice(km: unknown): DistanceChoice | undefined {
  if (km === null) return ALL_CONCERTS;
  return FAN_DISTANCES_KM.find((offered) => offered === km);
}

/** The subscriber's current choices from fan-preferences' answer to the token alone, or null when the answer is not one. */
export function currentPreferences(body: unknown): CurrentPreferences | null {
  if (typeof body !== 'object' || body === null) return null;
  const { city, distance } = body as Record<string, unknown>;
  if (typeof city !== 'object' || city === null) return null;
  const { id, name } = city as Record<string, unknown>;
  const choice = distanceChoice(distance);
  if (typeof id !== 'number' || !Number.isInteger(id) || typeof name !== 'string' || choice === undefined) return null;
  return { city: { id, name }, distance: choice };
}

/** The distance field's value as fan-preferences takes it: km as a number, or « all ». */
export function distanceValue(value: string): DistanceChoice | undefined {
  return value === ALL_CONCERTS ? ALL_CONCERTS : distanceChoice(Number(value));
}
