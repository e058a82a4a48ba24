/**
 * iCalendar (RFC 5545) files for the agenda: one per concert and one for every coming concert.
 * Times are written in UTC (the "Z" form), which every calendar converts to its owner's zone,
 * so no VTIMEZONE block is needed.
 */

export interface CalendarEvent {
  /** Stable across builds, so that a calendar updates the event instead of adding a second one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** The summary's language when it is not the calendar's (a title not yet translated): RFC 5545's LANGUAGE parameter. */
  summaryLanguage?: string | undefined;
  location: string;
  description?: string | undefined;
  url?: string | undefined;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Bumped when the event moves or is cancelled, so that subscribed calendars take the change. */
  sequence: number;
}

export interface Calendar {
  /** The calendar's name in the subscriber's app. */
  name: string;
  /** Identifies the software that wrote the file (PRODID). */
  productId: string;
  events: readonly CalendarEvent[];
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

/** "20261212T193000Z". */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with a space, which counts in its 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY${event.summaryLanguage ? `;LANGUAGE=${event.summaryLanguage}` : ''}:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
  ];
}

/** The whole file: CRLF line ends, folded lines. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
