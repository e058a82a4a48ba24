import { describe, expect, it } from 'vitest';
import {
  concertCutoff,
  concertStart,
  concertStartIso,
  formatConcertDate,
  formatConcertTime,
  sortByStart,
  agendaAt,
  splitAgenda,
  timed,
} from '../../src/lib/concerts';

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
    expect(sortByStart([spring, sunside, winter]).map((c) => c.id)).toEqual(['sunside', 'winter', 'spring']);
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
    expect(formatConcertTime({ time: '09:05' })).toBe('9h05');
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
