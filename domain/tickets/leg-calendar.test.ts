import { describe, expect, it } from 'vitest';
import { calendarDataUrl, legCalendarFile } from './leg-calendar';

const event = {
  code: 'ACD347',
  leg: 'departure' as const,
  departure: '2026-12-05T20:30:00.000Z',
  arrival: '2026-12-06T01:45:00.000Z',
  title: 'Puerto Vallarta → Guadalajara',
  location: 'Central de Autobuses, Blvd. Francisco Medina Ascencio 1234, Col. Las Glorias; Puerto Vallarta',
  description: 'Reservación ACD347\nAbordaje: 2:20 PM',
  reminder: 'Abordaje en 10 minutos',
};

/** Reads a property the way a calendar does: lines unfolded, the value unescaped. */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
}

describe('a leg as a calendar event', () => {
  it('starts at the departure and ends at the arrival, in UTC', () => {
    const ics = legCalendarFile(event)!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(property(ics, 'DTSTART')).toBe('20261205T203000Z');
    expect(property(ics, 'DTEND')).toBe('20261206T014500Z');
    expect(property(ics, 'UID')).toBe('ACD347-departure@rutabahia.example');
  });

  it('keeps every character of the route, the terminal address and the description', () => {
    const ics = legCalendarFile(event)!;
    expect(property(ics, 'SUMMARY')).toBe('Puerto Vallarta → Guadalajara');
    expect(property(ics, 'LOCATION')).toBe(event.location);
    expect(property(ics, 'DESCRIPTION')).toBe(event.description);
    // RFC 5545: no line longer than 75 octets.
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('reminds the traveller at boarding time, 10 minutes before', () => {
    expect(property(legCalendarFile(event)!, 'TRIGGER')).toBe('-PT10M');
  });

  it('gives an hour when the arrival is unknown, and nothing for a broken departure', () => {
    expect(property(legCalendarFile({ ...event, arrival: null })!, 'DTEND')).toBe('20261205T213000Z');
    expect(legCalendarFile({ ...event, departure: 'soon' })).toBeNull();
  });

  it('downloads as a data URL that decodes back to the file', () => {
    const ics = legCalendarFile(event)!;
    const url = calendarDataUrl(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });
});
