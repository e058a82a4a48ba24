/**
 * schema.org objects for the pages' JSON-LD (MusicGroup, Person, MusicAlbum, MusicEvent).
 * Pages pass plain values; the shapes below are what search engines read.
 */
import { concertEnd, concertStartIso, parisIso, type ConcertDates, type ConcertStatus } from './concerts.ts';
import { COUNTRY_CODES, type ConcertCountry } from './places.ts';
import { schemaOrgPrice } from './price.ts';

const CONTEXT = 'https://schema.org';

export interface ArtistFacts {
  name: string;
  url: string;
  description?: string;
  image?: string;
  genres?: readonly string[];
  sameAs?: readonly string[];
}

export interface Member {
  name: string;
  role: string;
}

export function musicGroupJsonLd(group: ArtistFacts & { members?: readonly Member[] }): object {
  return {
    '@context': CONTEXT,
    '@type': 'MusicGroup',
    name: group.name,
    url: group.url,
    ...(group.description && { description: group.description }),
    ...(group.image && { image: group.image }),
    ...(group.genres && { genre: [...group.genres] }),
    ...(group.sameAs && { sameAs: [...group.sameAs] }),
    ...(group.members && {
      member: group.members.map((member) => ({ '@type': 'Person', name: member.name, jobTitle: member.role })),
    }),
  };
}

export function personJsonLd(person: ArtistFacts & { birthPlace?: string; jobTitles?: readonly string[] }): object {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: person.name,
    url: person.url,
    ...(person.description && { description: person.description }),
    ...(person.image && { image: person.image }),
    ...(person.birthPlace && { birthPlace: { '@type': 'Place', name: person.birthPlace, address: person.birthPlace } }),
    ...(person.jobTitles && { jobTitle: [...person.jobTitles] }),
    ...(person.genres && { knowsAbout: [...person.genres] }),
    ...(person.sameAs && { sameAs: [...person.sameAs] }),
  };
}

export interface AlbumFacts {
  name: string;
  year: string;
  description: string;
  image: string;
  url: string;
  artistName: string;
  tracks?: readonly string[];
  /** Store price as written in content ("12,90€") and the payment link. */
  offer?: { price: string; url: string };
}

export function musicAlbumJsonLd(album: AlbumFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'MusicAlbum',
    name: album.name,
    datePublished: album.year,
    description: album.description,
    image: album.image,
    url: album.url,
    byArtist: { '@type': 'MusicGroup', name: album.artistName },
    ...(album.tracks && {
      numTracks: album.tracks.length,
      track: album.tracks.map((name, index) => ({ '@type': 'MusicRecording', name, position: index + 1 })),
    }),
    ...(album.offer && {
      offers: {
        '@type': 'Offer',
        price: schemaOrgPrice(album.offer.price),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: album.offer.url,
      },
    }),
  };
}

export interface EventFacts extends ConcertDates {
  title: string;
  status: ConcertStatus;
  endTime?: string | undefined;
  /** Ticket price as written in content ("25€"); without it the offer gives no price. */
  price?: string | undefined;
  description: string;
  venue: string;
  address: string;
  city: string;
  country: ConcertCountry;
  bookingUrl: string;
  performer: { name: string; url: string };
  organizer: { name: string; url: string };
  /** Absolute addresses of the event's pictures. */
  images: readonly string[];
  url: string;
  /** The BCP 47 tag of the page's language, which its name and description are written in. */
  inLanguage: string;
}

const EVENT_STATUS = {
  programmé: 'https://schema.org/EventScheduled',
  complet: 'https://schema.org/EventScheduled',
  reporté: 'https://schema.org/EventRescheduled',
  annulé: 'https://schema.org/EventCancelled',
} as const satisfies Record<ConcertStatus, string>;

/** A concert as Google's event results read it: every required and recommended field. */
export function musicEventJsonLd(event: EventFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'MusicEvent',
    name: event.title,
    description: event.description,
    inLanguage: event.inLanguage,
    startDate: concertStartIso(event),
    endDate: parisIso(concertEnd(event)),
    ...(event.status === 'reporté' && { previousStartDate: concertStartIso({ date: event.date, time: event.time }) }),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: event.url,
    image: [...event.images],
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: COUNTRY_CODES[event.country],
      },
    },
    performer: { '@type': 'MusicGroup', name: event.performer.name, url: event.performer.url },
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
    offers: {
      '@type': 'Offer',
      url: event.bookingUrl,
      ...(event.price && { price: schemaOrgPrice(event.price), priceCurrency: 'EUR' }),
      availability: event.status === 'complet' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}
