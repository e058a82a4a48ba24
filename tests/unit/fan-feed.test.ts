import { describe, expect, it } from 'vitest';
import { parseConcertFeed } from '../../supabase/functions/_shared/fan-concerts.ts';
import { feedConcert, type FeedConcertInput } from '../../src/lib/fan-feed';

const input: FeedConcertInput = {
  id: '2027-03-12-porto',
  dates: { date: '2027-03-12', time: '21:30', status: 'programmé' },
  title: { fr: 'Nuit cubaine', en: 'Cuban night', es: 'Noche cubana' },
  city: { fr: 'Porto', en: 'Porto', es: 'Oporto' },
  path: { fr: '/concerts/2027-03-12-porto', en: '/en/concerts/2027-03-12-porto', es: '/es/conciertos/2027-03-12-porto' },
  performer: 'Yaniel Bárcenas Quintet',
  venue: 'Casa da Música',
  country: 'PT',
  bookingUrl: 'https://tickets.example/porto',
  coordinates: { latitude: 41.14961, longitude: -8.61099 },
};

describe('the fan-alerts feed', () => {
  it('writes a concert as the job reads it: Paris-time start, absolute page and .ics in each language', () => {
    const concert = feedConcert(input, 'https://yaniel-barcenas.example/');
    expect(concert).toMatchObject({
      start: '2027-03-12T21:30:00+01:00',
      page: { es: 'https://yaniel-barcenas.example/es/conciertos/2027-03-12-porto' },
      ics: { en: 'https://yaniel-barcenas.example/en/concerts/2027-03-12-porto.ics' },
    });
    expect(concert).not.toHaveProperty('newStart');
    expect(parseConcertFeed({ concerts: [concert] })).toEqual({ concerts: [concert], skipped: [] });
  });

  it('gives a postponed concert its new start, and keeps the one announced', () => {
    const concert = feedConcert(
      { ...input, dates: { date: '2027-03-12', time: '21:30', status: 'reporté', newDate: '2027-04-16', newTime: '21:00' } },
      'https://yaniel-barcenas.example',
    );
    expect([concert.start, concert.newStart]).toEqual(['2027-03-12T21:30:00+01:00', '2027-04-16T21:00:00+02:00']);
  });
});
