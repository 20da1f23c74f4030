/** One visit as an iCalendar (RFC 5545) file a mail client adds to the calendar. */
export interface CalendarVisit {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  title: string;
  location: string;
  description: string;
  url: string;
}

const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * Lines longer than 75 octets continue on the next line after a space (never inside a UTF-8
 * character). Written here because the `ics` package folds by characters: an Arabic line came out
 * at 128 octets.
 */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  for (const character of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (Buffer.byteLength(piece + character) > limit) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

export function visitCalendar(visit: CalendarVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Al Zahra Jewelers//Visits//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utc(visit.stamp)}`,
    `DTSTART:${utc(visit.startsAt)}`,
    `DTEND:${utc(visit.endsAt)}`,
    `SUMMARY:${text(visit.title)}`,
    `LOCATION:${text(visit.location)}`,
    `DESCRIPTION:${text(visit.description)}`,
    `URL:${visit.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
