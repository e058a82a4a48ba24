/** The fan list's pure logic: distances, the cities' slices and search, the sign-up rules, the signed links, the concert feed. */
import { describe, expect, it } from 'vitest';
import { buildCitySlices, cityLabel, foldName, locateCity, searchCities, sliceKey } from '../../../supabase/functions/_shared/fan-cities.ts';
import { concertState, parseConcertFeed } from '../../../supabase/functions/_shared/fan-concerts.ts';
import { distanceKm, subscribersInReach, withinReach } from '../../../supabase/functions/_shared/fan-geo.ts';
import { fanPageUrl, hmac, subscriberToken, verifySubscriberToken } from '../../../supabase/functions/_shared/fan-links.ts';
import { FAN_CONSENT_TEXT, checkPreferences, checkSignUp } from '../../../supabase/functions/_shared/fan-rules.ts';
import { CITIES, SLICES } from './fan-fakes';

const at = (name: string, country: string) => {
  const city = CITIES.find((entry) => entry.name === name && entry.country === country);
  if (!city) throw new Error(name);
  return city;
};

describe('distances', () => {
  it('measures great-circle distances as maps do: Lisbon–Porto about 274 km, Lisbon–Paris about 1,450 km', () => {
    expect(distanceKm(at('Lisbon', 'PT'), at('Porto', 'PT'))).toBeCloseTo(274, -1);
    expect(distanceKm(at('Lisbon', 'PT'), at('Paris', 'FR'))).toBeCloseTo(1453, -1);
    expect(distanceKm(at('Paris', 'FR'), at('Paris', 'FR'))).toBe(0);
  });

  it('keeps the fans a concert is within reach of: their distance, or every concert', () => {
    const porto = at('Porto', 'PT');
    expect(withinReach(at('Lisbon', 'PT'), 300, porto)).toBe(true);
    expect(withinReach(at('Lisbon', 'PT'), 100, porto)).toBe(false);
    expect(withinReach(at('Paris', 'FR'), null, porto)).toBe(true);
    const fans = [
      { ...at('Lisbon', 'PT'), name: 'lisbon-300', distance_km: 300 as const },
      { ...at('Paris', 'FR'), name: 'paris-100', distance_km: 100 as const },
      { ...at('Madrid', 'ES'), name: 'madrid-all', distance_km: null },
    ];
    expect(subscribersInReach(fans, porto).map((fan) => fan.name)).toEqual(['lisbon-300', 'madrid-all']);
  });
});

describe('cities', () => {
  it('folds names for comparison: no accents, no case, punctuation as one space', () => {
    expect(foldName('  Genève ')).toBe('geneve');
    expect(foldName('Saint-Étienne')).toBe('saint etienne');
    expect(sliceKey('Évry')).toBe('ev');
    expect(sliceKey('La Habana')).toBe('la');
    expect(sliceKey('Ōsaka')).toBe('os');
    expect(sliceKey('東京')).toBe('__');
  });

  it('puts a city in the slice of each of its names, the most populous first', () => {
    expect(SLICES.get('li')?.map((entry) => [entry[1], entry[2]])).toEqual([
      ['Lisbon', 'PT'],
      ['Lisbon', 'US'],
    ]);
    expect(SLICES.get('gi')?.map((entry) => entry[1])).toEqual(['Genève']);
    expect(SLICES.get('ge')?.map((entry) => entry[1])).toEqual(['Genève']);
  });

  it('proposes the cities whose name in the visitor’s language starts with what is typed, then those of other names', () => {
    const lisbon = SLICES.get('li') ?? [];
    expect(searchCities(lisbon, 'lisbo', 'fr').map((entry) => cityLabel(entry, 'fr'))).toEqual(['Lisbonne', 'Lisbon']);
    expect(searchCities(lisbon, 'LISBOA', 'es').map((entry) => [cityLabel(entry, 'es'), entry[2]])).toEqual([['Lisboa', 'PT']]);
    expect(searchCities(SLICES.get('gi') ?? [], 'gin', 'es').map((entry) => cityLabel(entry, 'es'))).toEqual(['Ginebra']);
    expect(searchCities(lisbon, 'l', 'en')).toEqual([]);
  });

  it('finds a concert’s city as the artist writes it, in its country', () => {
    expect(locateCity(SLICES, 'Lisbonne', 'PT')?.[0]).toBe(2267057);
    expect(locateCity(SLICES, 'Genève', 'CH')?.[0]).toBe(2660646);
    expect(locateCity(SLICES, 'Lisbonne', 'FR')).toBeUndefined();
    expect(locateCity(buildCitySlices([]), 'Paris', 'FR')).toBeUndefined();
  });
});

describe('sign-up rules', () => {
  const valid = { email: 'ana@fans.example', city: { id: 2267057, name: ' Lisbon ' }, distance: 'all', consent: true, page: '/en/concerts' };

  it('gives a valid request its distance (null for every concert) and language', () => {
    expect(checkSignUp(valid, 'en')).toEqual({
      ok: true,
      request: { email: 'ana@fans.example', city: { id: 2267057, name: 'Lisbon' }, distance: null, consent: true, page: '/en/concerts', lang: 'en' },
    });
  });

  it('names the first problem in the form’s order, in the page’s language', () => {
    expect(checkSignUp({ ...valid, email: 'x', consent: false }, 'es')).toMatchObject({
      ok: false,
      field: 'email',
      message: 'Introduce una dirección de correo electrónico válida',
    });
    expect(checkSignUp({ ...valid, city: 'Lisbon' }, 'fr')).toMatchObject({
      ok: false,
      field: 'city',
      message: 'Choisissez votre ville dans la liste qui s’affiche quand vous tapez son nom',
    });
    expect(checkSignUp({ ...valid, consent: 'true' }, 'en')).toMatchObject({ ok: false, field: 'consent' });
    expect(checkSignUp({ ...valid, page: 'https://evil.example/' }, 'en')).toMatchObject({ ok: false, field: 'page' });
    expect(checkSignUp(null)).toMatchObject({ ok: false, field: 'email' });
    expect(checkPreferences({ city: { id: 1, name: 'Pa' }, distance: 100 })).toMatchObject({ ok: true, request: { distance: 100 } });
  });

  it('has one consent text per language, each naming the artist and the way out', () => {
    expect(Object.values(FAN_CONSENT_TEXT).every((text) => text.includes('Yaniel Bárcenas'))).toBe(true);
  });
});

describe('signed links', () => {
  it('verifies its own tokens and refuses any change', async () => {
    const id = '0b7c3a52-1f7e-4f0e-9a53-7d2a8f1c6e21';
    const token = await subscriberToken('secret', id, 3);
    expect(await verifySubscriberToken('secret', token)).toEqual({ id, version: 3 });
    expect(await verifySubscriberToken('other', token)).toBeNull();
    expect(await verifySubscriberToken('secret', token.slice(0, -1))).toBeNull();
    expect(await verifySubscriberToken('secret', `${id.replace('0b', '1b')}.3.${token.split('.')[2]}`)).toBeNull();
    // A version is signed: raising it in the link breaks the signature.
    expect(await verifySubscriberToken('secret', token.replace('.3.', '.4.'))).toBeNull();
    expect(await verifySubscriberToken('secret', token.replace('.3.', '.03.'))).toBeNull();
    // A link signed before versions: version 0, older than any subscriber's.
    expect(await verifySubscriberToken('secret', `${id}.${await hmac('secret', `fan-link:${id}`)}`)).toEqual({ id, version: 0 });
    expect(await verifySubscriberToken('secret', `${id}.${await hmac('secret', `fan-link:${id}:0`)}`)).toBeNull();
    expect(await verifySubscriberToken('secret', null)).toBeNull();
    expect(fanPageUrl('https://site.example/', 'manage', 'es', 'a.b')).toBe('https://site.example/es/avisos-conciertos/preferencias?token=a.b');
  });
});

describe('concert feed', () => {
  it('keeps the concerts it can read and names the others; states what a fan was told', () => {
    const good = {
      id: '2027-03-12-porto',
      title: { fr: 'a', en: 'b', es: 'c' },
      ensemble: 'Quintet',
      start: '2027-03-12T21:30:00+01:00',
      status: 'reporté',
      newStart: '2027-04-16T21:00:00+02:00',
      venue: 'Casa da Música',
      city: { fr: 'Porto', en: 'Porto', es: 'Oporto' },
      country: 'PT',
      latitude: 41.1,
      longitude: -8.6,
      bookingUrl: 'https://tickets.example/',
      page: { fr: 'https://s.example/concerts/x', en: 'https://s.example/en/concerts/x', es: 'https://s.example/es/concerts/x' },
      ics: { fr: 'https://s.example/concerts/x.ics', en: 'https://s.example/en/concerts/x.ics', es: 'https://s.example/es/concerts/x.ics' },
    };
    const feed = parseConcertFeed({ concerts: [good, { ...good, id: 'bad', bookingUrl: 'javascript:alert(1)' }, 'x'] });
    expect(feed.concerts.map((concert) => concert.id)).toEqual(['2027-03-12-porto']);
    expect(feed.skipped).toEqual(['bad', '?']);
    expect(concertState(feed.concerts[0]!)).toBe('reporté 2027-04-16T21:00:00+02:00');
    expect(() => parseConcertFeed([])).toThrow('the concert feed is not {"concerts": [...]}');
  });
});
