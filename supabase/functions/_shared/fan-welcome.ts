/**
 * The welcome of a fan who just confirmed: the upcoming concerts already in their reach (the same
 * feed and the same rule as the alerts, fan-geo.ts), listed on the confirmation page (their ids in
 * fan-confirm's answer) and in one welcome mail, or the news that none is announced yet. Each
 * concert listed is written to the send log as an announcement already sent, before the fan
 * counts as confirmed: the alert run never announces it to them again, and a later postponement
 * or cancellation reaches them as to any fan told of it.
 */
import type { Mailer } from './contact-handler.ts';
import { currentStart, parseConcertFeed, type FanConcert } from './fan-concerts.ts';
import { withinReach } from './fan-geo.ts';
import { subscriberListLinks } from './fan-links.ts';
import { buildWelcomeMail, type FanSender } from './fan-mail.ts';
import type { FanStore, Subscriber } from './fan-store.ts';

export interface WelcomeOptions {
  store: FanStore;
  /** The site's concert feed (FAN_CONCERT_FEED_PATH), as JSON; throws when it cannot be read. */
  readFeed: () => Promise<unknown>;
  mailer: Mailer;
  sender: FanSender;
  site: string;
  functionsBase: string;
  secret: string;
  logger?: { error(message: string, detail?: unknown): void };
}

/** The concerts a fan can already go to, soonest first: upcoming, not cancelled, within their distance. */
export function concertsInReach(concerts: readonly FanConcert[], subscriber: Pick<Subscriber, 'latitude' | 'longitude' | 'distance_km'>, at: Date): FanConcert[] {
  return concerts
    .filter((concert) => currentStart(concert).getTime() > at.getTime() && concert.status !== 'annulé' && withinReach(subscriber, subscriber.distance_km, concert))
    .sort((a, b) => currentStart(a).getTime() - currentStart(b).getTime());
}

/** Marks the concerts told, mails the welcome; the ids of the concerts listed. Throws only when the feed cannot be read. */
export async function welcome(options: WelcomeOptions, subscriber: Subscriber, at: Date): Promise<string[]> {
  const listed = concertsInReach(parseConcertFeed(await options.readFeed()).concerts, subscriber, at);
  if (listed.length > 0)
    await options.store.recordWelcomed(
      listed.map((concert) => concert.id),
      subscriber.id,
      at,
    );
  try {
    const links = await subscriberListLinks(options, subscriber);
    await options.mailer.send(buildWelcomeMail(subscriber, listed, links, options.sender));
  } catch (error) {
    // The page lists them all the same; the concerts stay marked told (a second mail would repeat the page).
    (options.logger ?? console).error('fan-confirm: the welcome mail failed', error instanceof Error ? error.message : String(error));
  }
  return listed.map((concert) => concert.id);
}
