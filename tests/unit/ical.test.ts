import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar, type CalendarEvent } from '../../src/lib/ical';

const concert: CalendarEvent = {
  uid: '2026-12-12-sunside-paris@yaniel-barcenas.example',
  start: new Date('2026-12-12T19:30:00Z'),
  end: new Date('2026-12-12T21:30:00Z'),
  summary: 'Cimarrón, soirée de décembre (Yaniel Bárcenas Quintet)',
  location: 'Sunside, 60 rue des Lombards, 75001 Paris, France',
  description: 'Deux sets ; premier à 20 h 30, second à 21 h 45.\nRéservations : https://billetterie.sunside.example/2026-12-12/yaniel-barcenas-quintet?source=site',
  url: 'https://yaniel-barcenas.example/concerts/2026-12-12-sunside-paris',
  status: 'CONFIRMED',
  sequence: 0,
};
const cancelled: CalendarEvent = { ...concert, uid: 'annule@yaniel-barcenas.example', summary: 'ANNULÉ : Nuit cubaine', status: 'CANCELLED', sequence: 1 };
const stamp = new Date('2026-11-25T08:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

describe('an iCalendar file (RFC 5545)', () => {
  const text = writeCalendar({ name: 'Concerts de Yaniel Bárcenas', productId: '-//Yaniel Bárcenas//Agenda', events: [concert, cancelled], stamp });

  it('is read back by a real iCalendar parser with every field intact', () => {
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Yaniel Bárcenas//Agenda');
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first?.uid).toBe(concert.uid);
    expect(first?.summary).toBe(concert.summary);
    expect(first?.location).toBe(concert.location);
    expect(first?.description).toBe(concert.description);
    expect(first?.startDate.toJSDate().toISOString()).toBe('2026-12-12T19:30:00.000Z');
    expect(first?.endDate.toJSDate().toISOString()).toBe('2026-12-12T21:30:00.000Z');
    expect(first?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T08:00:00Z');
    expect(first?.component.getFirstPropertyValue('url')).toBe(concert.url);
  });

  it('marks a title written in another language than the calendar with its LANGUAGE parameter', () => {
    const english = writeCalendar({ name: 'Yaniel Bárcenas in concert', productId: '-//Yaniel Bárcenas//Agenda', events: [{ ...concert, summaryLanguage: 'fr' }], stamp });
    const summary = parse(english).events[0]?.component.getFirstProperty('summary');
    expect(summary?.getParameter('language')).toBe('fr');
    expect(summary?.getFirstValue()).toBe(concert.summary);
    expect(parse(text).events[0]?.component.getFirstProperty('summary')?.getParameter('language')).toBeUndefined();
  });

  it('marks a cancelled concert CANCELLED with a higher sequence, so calendars take the change', () => {
    const { events } = parse(text);
    expect(events[1]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[1]?.sequence).toBe(1);
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('writes times in UTC', () => {
    expect(text).toContain('DTSTART:20261212T193000Z');
    expect(utcStamp(new Date('2027-03-28T01:05:09.250Z'))).toBe('20270328T010509Z');
  });
});

describe('text values and folding', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('never cuts a multi-byte character in two', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
