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

  it('describes a concert starting at its Paris time, with its place and booking', () => {
    const event = musicEventJsonLd({
      title: 'Festival Jazz sur Seine',
      description: 'd',
      date: '2025-10-24',
      time: '19:30',
      venue: 'Sunside',
      address: '60 rue des Lombards, 75001 Paris',
      city: 'Paris',
      bookingUrl: 'https://tickets.example.org',
      price: '25€',
      performer: 'Yaniel Bárcenas Quintet',
      url: 'https://example.org/concerts',
    });
    expect(event).toMatchObject({
      '@type': 'MusicEvent',
      startDate: '2025-10-24T19:30:00+02:00',
      location: { '@type': 'Place', name: 'Sunside', address: { addressLocality: 'Paris' } },
      offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'EUR', url: 'https://tickets.example.org' },
    });
  });

  it('offers no price for a concert whose price is not given', () => {
    const event = musicEventJsonLd({
      title: 'Concert',
      description: 'd',
      date: '2026-01-15',
      time: '20:00',
      venue: 'Salle',
      address: '1 rue X',
      city: 'Paris',
      bookingUrl: 'https://tickets.example.org',
      performer: 'Trio',
      url: 'https://example.org/concerts',
    });
    expect(event).not.toHaveProperty('offers');
  });
});
