/**
 * schema.org objects for the pages' JSON-LD (MusicGroup, Person, MusicAlbum, MusicEvent).
 * Pages pass plain values; the shapes below are what search engines read.
 */
import { concertStartIso, type ConcertDates } from './concerts';
import { schemaOrgPrice } from './price';

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
  /** Ticket price as written in content ("25€"); without it the event offers no price. */
  price?: string | undefined;
  description: string;
  venue: string;
  address: string;
  city: string;
  bookingUrl: string;
  performer: string;
  url: string;
}

export function musicEventJsonLd(event: EventFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'MusicEvent',
    name: event.title,
    description: event.description,
    startDate: concertStartIso(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: event.url,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: event.city, addressCountry: 'FR' },
    },
    performer: { '@type': 'MusicGroup', name: event.performer },
    ...(event.price && {
      offers: {
        '@type': 'Offer',
        price: schemaOrgPrice(event.price),
        priceCurrency: 'EUR',
        url: event.bookingUrl,
        availability: 'https://schema.org/InStock',
      },
    }),
  };
}
