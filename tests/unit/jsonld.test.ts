import { describe, expect, it } from 'vitest';
import { musicAlbumJsonLd, musicEventJsonLd, musicGroupJsonLd, personJsonLd } from '../../src/lib/jsonld';

describe('structured data', () => {
  it('describes a music group with its members and roles', () => {
    const group = musicGroupJsonLd({
      name: 'Yaniel Bárcenas Trio',
      url: 'https://example.org/trio',
      genres: ['Jazz afro-cubain'],
      members: [{ name: 'Awa Ndiaye', role: 'contrebasse' }],
    });
    expect(group).toMatchObject({ '@context': 'https://schema.org', '@type': 'MusicGroup', name: 'Yaniel Bárcenas Trio', genre: ['Jazz afro-cubain'] });
    expect(group).toHaveProperty('member', [{ '@type': 'Person', name: 'Awa Ndiaye', jobTitle: 'contrebasse' }]);
  });

  it('leaves out what is not given', () => {
    const group = musicGroupJsonLd({ name: 'Quintet', url: 'https://example.org' });
    expect(Object.keys(group).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });

  it('describes a person with birthplace and jobs', () => {
    expect(personJsonLd({ name: 'Y', url: 'https://example.org/bio', birthPlace: 'La Havane, Cuba', jobTitles: ['Guitariste'] })).toMatchObject({
      '@type': 'Person',
      birthPlace: { '@type': 'Place', name: 'La Havane, Cuba', address: 'La Havane, Cuba' },
      jobTitle: ['Guitariste'],
    });
  });

  it('describes an album with numbered tracks and a euro offer', () => {
    const album = musicAlbumJsonLd({
      name: 'Cimarrón',
      year: '2022',
      description: 'd',
      image: 'https://example.org/c.jpg',
      url: 'https://example.org/store',
      artistName: 'Yaniel Bárcenas',
      tracks: ['Palenque', 'Libre'],
      offer: { price: '12,90€', url: 'https://pay.example.org/c' },
    });
    expect(album).toMatchObject({
      '@type': 'MusicAlbum',
      datePublished: '2022',
      numTracks: 2,
      track: [
        { '@type': 'MusicRecording', name: 'Palenque', position: 1 },
        { '@type': 'MusicRecording', name: 'Libre', position: 2 },
      ],
      offers: { '@type': 'Offer', price: '12.90', priceCurrency: 'EUR', url: 'https://pay.example.org/c' },
    });
  });

  const sunside = {
    title: 'Festival Jazz sur Seine',
    description: 'Yaniel Bárcenas Quintet au Sunside.',
    date: '2025-10-24',
    time: '19:30',
    status: 'programmé' as const,
    venue: 'Sunside',
    address: '60 rue des Lombards, 75001 Paris',
    city: 'Paris',
    country: 'France' as const,
    bookingUrl: 'https://tickets.example.org',
    price: '25€',
    performer: { name: 'Yaniel Bárcenas Quintet', url: 'https://example.org/yaniel-barcenas-quintet' },
    organizer: { name: 'Clave Norte Productions', url: 'https://clave-norte.example' },
    images: ['https://example.org/sunside.jpg'],
    url: 'https://example.org/concerts/2025-10-24-sunside',
    inLanguage: 'fr-FR',
  };

  it("describes a concert with every field Google's event results require or recommend", () => {
    expect(musicEventJsonLd(sunside)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'Festival Jazz sur Seine',
      description: 'Yaniel Bárcenas Quintet au Sunside.',
      inLanguage: 'fr-FR',
      startDate: '2025-10-24T19:30:00+02:00',
      endDate: '2025-10-24T21:30:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: 'https://example.org/concerts/2025-10-24-sunside',
      image: ['https://example.org/sunside.jpg'],
      location: {
        '@type': 'Place',
        name: 'Sunside',
        address: { '@type': 'PostalAddress', streetAddress: '60 rue des Lombards, 75001 Paris', addressLocality: 'Paris', addressCountry: 'FR' },
      },
      performer: { '@type': 'MusicGroup', name: 'Yaniel Bárcenas Quintet', url: 'https://example.org/yaniel-barcenas-quintet' },
      organizer: { '@type': 'Organization', name: 'Clave Norte Productions', url: 'https://clave-norte.example' },
      offers: { '@type': 'Offer', url: 'https://tickets.example.org', price: '25.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });

  it('offers a booking link without a price when none is given', () => {
    const { price: _price, ...withoutPrice } = sunside;
    expect(musicEventJsonLd(withoutPrice)).toMatchObject({ offers: { '@type': 'Offer', url: 'https://tickets.example.org', availability: 'https://schema.org/InStock' } });
    expect(musicEventJsonLd(withoutPrice)).not.toHaveProperty('offers.price');
  });

  it('says sold out, postponed (with the date it had) and cancelled as schema.org does', () => {
    expect(musicEventJsonLd({ ...sunside, status: 'complet' })).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    expect(musicEventJsonLd({ ...sunside, status: 'reporté', newDate: '2025-11-14', newTime: '21:00' })).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2025-11-14T21:00:00+01:00',
      previousStartDate: '2025-10-24T19:30:00+02:00',
    });
    expect(musicEventJsonLd({ ...sunside, status: 'annulé' })).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  });

  it('gives the country as its ISO code', () => {
    expect(musicEventJsonLd({ ...sunside, country: 'Portugal' })).toMatchObject({ location: { address: { addressCountry: 'PT' } } });
  });
});
