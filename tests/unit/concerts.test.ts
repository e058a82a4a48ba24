import { describe, expect, it } from 'vitest';
import {
  concertCutoff,
  concertStart,
  concertStartIso,
  formatConcertDate,
  formatConcertTime,
  splitAgenda,
  timed,
  nextConcerts,
  concertEnd,
  parisIso,
  parisYear,
  pastByYear,
  ticketPrice,
  onSale,
  openStreetMapUrl,
  CONCERT_STATUSES,
  formatClock,
  formatConcertWhen,
  statusLabel,
} from '../../src/lib/concerts';
import { cityName, countryName } from '../../src/lib/places';
import { dictionaries } from '../../src/i18n/index.ts';

/** The agenda at a wall-clock instant, as the browser computes it from the instants the page carries. */
const agendaAt = <T extends Parameters<typeof timed>[0]>(concerts: readonly T[], now: Date) => splitAgenda(concerts.map(timed), now.getTime());

const sunside = { id: 'sunside', date: '2025-10-24', time: '19:30' };
const winter = { id: 'winter', date: '2026-01-15', time: '20:00' };
const spring = { id: 'spring', date: '2026-04-02', time: '21:00' };

describe('concert dates in Paris time', () => {
  it('starts at the Paris wall-clock time, summer offset +02:00', () => {
    expect(concertStart(sunside).toISOString()).toBe('2025-10-24T17:30:00.000Z');
    expect(concertStartIso(sunside)).toBe('2025-10-24T19:30:00+02:00');
  });

  it('uses the winter offset +01:00 in January', () => {
    expect(concertStart(winter).toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(concertStartIso(winter)).toBe('2026-01-15T20:00:00+01:00');
  });

  it('cuts off at midnight in Paris at the end of the concert day (25 October 2025)', () => {
    expect(concertCutoff(sunside).toISOString()).toBe('2025-10-24T22:00:00.000Z');
  });

  it('is upcoming until the cutoff and never after', () => {
    expect(agendaAt([sunside], new Date('2025-10-24T21:59:59Z')).featured?.id).toBe('sunside');
    expect(agendaAt([sunside], new Date('2025-10-24T22:00:00Z')).featured).toBeUndefined();
    expect(agendaAt([sunside], new Date('2026-11-21T12:00:00Z')).featured).toBeUndefined();
  });

  it('rejects dates and times that are not in the expected format', () => {
    expect(() => concertStart({ date: '24/10/2025', time: '19:30' })).toThrow(/Date invalide/);
    expect(() => concertStart({ date: '2025-10-24', time: '7pm' })).toThrow(/Heure invalide/);
  });
});

describe('choosing the next concert', () => {
  it('sorts concerts soonest first', () => {
    expect(splitAgenda([spring, sunside, winter].map(timed), 0).later.map((c) => c.id)).toEqual(['winter', 'spring']);
  });

  it('features the soonest concert that has not passed', () => {
    expect(agendaAt([spring, winter, sunside], new Date('2025-10-01T12:00:00Z')).featured?.id).toBe('sunside');
    expect(agendaAt([spring, winter, sunside], new Date('2025-10-25T12:00:00Z')).featured?.id).toBe('winter');
  });

  it('has nothing to feature once every concert has passed', () => {
    expect(agendaAt([sunside], new Date('2025-10-25T00:00:00+02:00')).featured).toBeUndefined();
  });
});

describe('French formatting', () => {
  it('writes the date in words and the time the French way', () => {
    expect(formatConcertDate(sunside)).toBe('vendredi 24 octobre 2025');
    expect(formatConcertTime(sunside)).toBe('19h30');
    expect(formatClock('09:05')).toBe('9h05');
  });
});

describe('English and Spanish formatting', () => {
  const december = { date: '2026-12-12', time: '20:30' };

  it('writes the day and time as each language does', () => {
    expect(formatConcertWhen(december, 'en')).toBe('Saturday 12 December 2026, 8:30 pm');
    expect(formatConcertWhen(december, 'es')).toBe('sábado 12 de diciembre de 2026, 20:30');
    expect(formatConcertWhen(december, 'fr')).toBe('samedi 12 décembre 2026, 20h30');
    expect(formatClock('09:05', 'en')).toBe('9:05 am');
  });

  it('writes prices, free admission and statuses in the language', () => {
    expect(ticketPrice('22,50€', 'en', 'free')).toBe('€22.50');
    expect(ticketPrice('22,50€', 'es', 'gratis')).toBe('22,50\u00a0€');
    expect(ticketPrice('0€', 'en', dictionaries.en.concerts.freeAdmission)).toBe('Free admission');
    expect(ticketPrice('0€', 'es', dictionaries.es.concerts.freeAdmission)).toBe('Entrada libre');
    expect(statusLabel('complet', dictionaries.en.concerts.status)).toBe('Sold out');
    expect(statusLabel('annulé', dictionaries.es.concerts.status)).toBe('Cancelado');
    expect(statusLabel('programmé', dictionaries.fr.concerts.status), 'a concert on sale shows no word').toBeUndefined();
  });

  it('names places as each language does: the city by the name the artist gave, the country by Intl', () => {
    const geneva = { city: 'Genève', cityNames: { en: 'Geneva', es: 'Ginebra' } };
    expect([cityName(geneva, 'fr'), cityName(geneva, 'en'), cityName(geneva, 'es')]).toEqual(['Genève', 'Geneva', 'Ginebra']);
    expect(cityName({ city: 'Lyon', cityNames: { es: ' ' } }, 'es')).toBe('Lyon');
    expect(cityName({ city: 'Paris', cityNames: { es: 'París' } }, 'en')).toBe('Paris');
    expect(cityName({ city: 'Nantes' }, 'en')).toBe('Nantes');
    expect([countryName('Suisse', 'fr'), countryName('Suisse', 'en'), countryName('Suisse', 'es')]).toEqual(['Suisse', 'Switzerland', 'Suiza']);
  });

  it('counts concerts in the language', () => {
    expect([1, 2].map(dictionaries.es.concerts.count)).toEqual(['1 concierto', '2 conciertos']);
    expect([0, 1, 2].map(dictionaries.en.concerts.count)).toEqual(['0 concerts', '1 concert', '2 concerts']);
  });
});

describe('the concerts page at view time', () => {
  const concerts = [spring, sunside, winter];

  it('features the next concert, lists the later ones, and none is past before the first', () => {
    const agenda = agendaAt(concerts, new Date('2025-10-20T10:00:00+02:00'));
    expect(agenda.featured?.id).toBe('sunside');
    expect(agenda.later.map((concert) => concert.id)).toEqual(['winter', 'spring']);
    expect(agenda.past).toEqual([]);
  });

  it('keeps a concert featured until the end of its day in Paris', () => {
    expect(agendaAt(concerts, new Date('2025-10-24T23:59:00+02:00')).featured?.id).toBe('sunside');
    expect(agendaAt(concerts, new Date('2025-10-25T00:00:00+02:00')).featured?.id).toBe('winter');
  });

  it('moves past concerts apart, most recent first, and features the next one', () => {
    const agenda = agendaAt(concerts, new Date('2026-02-01T12:00:00+01:00'));
    expect(agenda.featured?.id).toBe('spring');
    expect(agenda.later).toEqual([]);
    expect(agenda.past.map((concert) => concert.id)).toEqual(['winter', 'sunside']);
  });

  it('features nothing once every concert has passed', () => {
    const agenda = agendaAt(concerts, new Date('2026-11-21T12:00:00+01:00'));
    expect(agenda.featured).toBeUndefined();
    expect(agenda.past).toHaveLength(3);
  });
});

describe('the agenda from the instants written in the page', () => {
  it('agrees with the Paris-time rule at the cutoff', () => {
    const items = [timed(sunside), timed(winter)];
    const cutoff = concertCutoff(sunside).getTime();
    expect(splitAgenda(items, cutoff - 1).featured?.id).toBe('sunside');
    expect(splitAgenda(items, cutoff).featured?.id).toBe('winter');
    expect(splitAgenda(items, cutoff).past.map((concert) => concert.id)).toEqual(['sunside']);
  });

  it('sorts by start whatever the order of the page', () => {
    expect(splitAgenda([timed(spring), timed(winter)], 0).featured?.id).toBe('winter');
  });
});

describe('statuses: cancelled and postponed concerts', () => {
  const cancelled = { id: 'cancelled', date: '2026-01-10', time: '20:00', status: 'annulé' as const };
  const postponed = { id: 'postponed', date: '2026-01-05', time: '20:00', status: 'reporté' as const, newDate: '2026-03-01', newTime: '21:00' };

  it('never features a cancelled concert, but keeps it among the coming ones until its day has passed', () => {
    const agenda = splitAgenda([timed(cancelled), timed(winter)], Date.parse('2026-01-01T12:00:00Z'));
    expect(agenda.featured?.id).toBe('winter');
    expect(agenda.later.map((concert) => concert.id)).toEqual(['cancelled']);
  });

  it('places a postponed concert at its new date and time, and cuts it off at the end of that day', () => {
    expect(concertStartIso(postponed)).toBe('2026-03-01T21:00:00+01:00');
    expect(concertCutoff(postponed).toISOString()).toBe('2026-03-01T23:00:00.000Z');
    const agenda = splitAgenda([timed(postponed), timed(winter)], Date.parse('2026-01-01T12:00:00Z'));
    expect(agenda.featured?.id).toBe('winter');
    expect(agenda.later.map((concert) => concert.id)).toEqual(['postponed']);
  });

  it('keeps the postponed time when only the day moves', () => {
    expect(concertStartIso({ ...postponed, newTime: undefined })).toBe('2026-03-01T20:00:00+01:00');
  });

  it('the next three concerts leave the cancelled ones out', () => {
    const agenda = splitAgenda([timed(cancelled), timed(winter), timed(spring), timed(postponed), timed(sunside)], Date.parse('2026-01-01T12:00:00Z'));
    expect(nextConcerts(agenda, 3).map((concert) => concert.id)).toEqual(['winter', 'postponed', 'spring']);
    expect(nextConcerts(agenda, 1).map((concert) => concert.id)).toEqual(['winter']);
  });
});

describe('the split at midnight in Paris and across the clock changes', () => {
  // 28 March 2026 → 29 March: clocks go forward at 02:00 (UTC+1 → UTC+2).
  const eveOfSpringChange = timed({ id: 'eve', date: '2026-03-28', time: '20:00' });
  // 25 October 2026 → clocks go back at 03:00 (UTC+2 → UTC+1).
  const dayOfAutumnChange = timed({ id: 'autumn', date: '2026-10-25', time: '20:00' });

  it('a concert on the eve of the spring change is past at Paris midnight, 23:00 UTC', () => {
    expect(splitAgenda([eveOfSpringChange], Date.parse('2026-03-28T22:59:59Z')).featured?.id).toBe('eve');
    expect(splitAgenda([eveOfSpringChange], Date.parse('2026-03-28T23:00:00Z')).past.map((c) => c.id)).toEqual(['eve']);
  });

  it('a concert on the day of the autumn change starts at 20:00 winter time and is past at midnight winter time', () => {
    expect(new Date(dayOfAutumnChange.startMs).toISOString()).toBe('2026-10-25T19:00:00.000Z');
    expect(splitAgenda([dayOfAutumnChange], Date.parse('2026-10-25T22:59:59Z')).featured?.id).toBe('autumn');
    expect(splitAgenda([dayOfAutumnChange], Date.parse('2026-10-25T23:00:00Z')).featured).toBeUndefined();
  });

  it('the day of the spring change is only 23 hours long, and its concert still ends at Paris midnight', () => {
    const springDay = timed({ id: 'spring-day', date: '2026-03-29', time: '17:00' });
    expect(new Date(springDay.startMs).toISOString()).toBe('2026-03-29T15:00:00.000Z');
    expect(new Date(springDay.cutoffMs).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('end of a concert, calendar years and prices', () => {
  it('ends at its end time, the next day when the set runs past midnight, else two hours after the start', () => {
    expect(concertEnd({ date: '2026-12-12', time: '20:30', endTime: '22:30' }).toISOString()).toBe('2026-12-12T21:30:00.000Z');
    expect(concertEnd({ date: '2026-12-12', time: '22:00', endTime: '01:00' }).toISOString()).toBe('2026-12-13T00:00:00.000Z');
    expect(concertEnd({ date: '2026-12-12', time: '20:30' }).toISOString()).toBe('2026-12-12T21:30:00.000Z');
  });

  it('writes any instant with the Paris offset of that day', () => {
    expect(parisIso(new Date('2026-12-12T21:30:00Z'))).toBe('2026-12-12T22:30:00+01:00');
    expect(parisIso(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
  });

  it('files a New Year’s Eve concert under its Paris year, and groups the archive newest year first', () => {
    const newYearsEve = timed({ id: 'nye', date: '2025-12-31', time: '23:30' });
    expect(parisYear(newYearsEve.startMs)).toBe(2025);
    const groups = pastByYear([timed(sunside), newYearsEve, timed(winter)]);
    expect(groups.map(({ year, concerts }) => [year, concerts.map((c) => c.id)])).toEqual([
      [2026, ['winter']],
      [2025, ['nye', 'sunside']],
    ]);
  });

  it('counts an archive year in words, one concert or several', () => {
    expect([0, 1, 2, 12].map(dictionaries.fr.concerts.count)).toEqual(['0 concert', '1 concert', '2 concerts', '12 concerts']);
  });

  it('says "Entrée libre" for a free concert and the price otherwise', () => {
    expect(ticketPrice('0€', 'fr', dictionaries.fr.concerts.freeAdmission)).toBe('Entrée libre');
    expect(ticketPrice('22,50€', 'fr', dictionaries.fr.concerts.freeAdmission)).toBe('22,50\u00a0€');
  });

  it('only offers booking for a concert on sale or postponed', () => {
    expect(CONCERT_STATUSES.filter(onSale)).toEqual(['programmé', 'reporté']);
  });

  it('links to the venue on OpenStreetMap by a search on its name and address', () => {
    expect(openStreetMapUrl({ venue: 'Sunside', address: '60 rue des Lombards, 75001 Paris', country: 'France' })).toBe(
      'https://www.openstreetmap.org/search?query=Sunside%2C%2060%20rue%20des%20Lombards%2C%2075001%20Paris%2C%20France',
    );
  });
});
