import { describe, expect, it } from 'vitest';
import { localDayBounds } from './book-visit.ts';
import { visitCalendar } from './visit-calendar.ts';

const visit = {
  uid: 'appt_1@alzahrajewelers.com',
  startsAt: new Date('2026-03-09T15:00:00Z'),
  endsAt: new Date('2026-03-09T15:30:00Z'),
  stamp: new Date('2026-03-05T15:00:00Z'),
  title: 'زيارة إلى مجوهرات الزهراء (معاينة قطعة)، مع خاتم من الذهب عيار ٢٢ وسوار وقلادة',
  location: 'Houston Branch, 9600 Bellaire Blvd; Houston',
  description: 'Line one\nline two',
  url: 'https://shop.example/book-a-visit?cancel=abc',
};

describe('visitCalendar', () => {
  const ics = visitCalendar(visit);

  it('writes one event in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20260309T150000Z\r\nDTEND:20260309T153000Z\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text values and folds lines at 75 octets without splitting a character', () => {
    expect(ics).toContain('LOCATION:Houston Branch\\, 9600 Bellaire Blvd\\; Houston');
    expect(ics).toContain('DESCRIPTION:Line one\\nline two');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${visit.title.replace(/[,;]/g, (c) => `\\${c}`)}\r\n`);
  });
});

describe('localDayBounds', () => {
  it('spans 23 hours on the day the clocks go forward, 25 on the day they go back', () => {
    const spring = localDayBounds('louisiana', '2026-03-08');
    expect(spring.from.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = localDayBounds('houston', '2026-11-01');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });
});
