import { createEvent } from 'ics';
import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import { tourTicketLabels } from './tour-ticket-labels';
import type { TourTicketItem, TourTicketView } from './tour-ticket-view';

// "Add to calendar" for a tour: one iCalendar event per booked tour, written by the `ics` library like the bus
// legs' events (domain/tickets/leg-calendar.ts). It starts at the meeting time, not the tour's start, because
// that is when the traveller must be there, and is located at the meeting point. Instants are written in UTC,
// so a visitor's phone set to another zone still shows the right hour.

const MINUTE_MS = 60_000;
/** A reminder an hour ahead leaves time to get to the meeting point from a hotel in the bay. */
const REMINDER_MINUTES = 60;

const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The instant of a wall-clock date and time in central Mexico (the zone's offset read from Intl, not assumed). */
export function centralMexicoInstant(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const parts = Object.fromEntries(zoneParts.formatToParts(new Date(asUtc)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return asUtc - (wall - asUtc);
}

/** The `.ics` text of one booked tour, or null when the library refuses it (a malformed date). */
export function tourCalendarFile(view: TourTicketView, itemIndex: number, item: TourTicketItem): string | null {
  const l = tourTicketLabels[view.lang];
  const start = centralMexicoInstant(item.date, item.startTime);
  const point = item.meetingPoints[0];
  const meetAt = start - (point?.minutesBefore ?? 0) * MINUTE_MS;
  const points = item.meetingPoints.map((p) => `${p.name}, ${p.address}${p.note ? ` (${p.note})` : ''}`);
  const { error, value } = createEvent({
    uid: `${view.code}-tour-${itemIndex}@rutabahia.example`,
    productId: 'rutabahia/tours',
    start: meetAt,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + item.durationMinutes * MINUTE_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: item.productName,
    location: point ? `${point.name}, ${point.address}` : undefined,
    geo: point ? { lat: point.latitude, lon: point.longitude } : undefined,
    description: [`${l.booking} ${view.code}`, ...points].join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: l.calendarReminder, trigger: { minutes: REMINDER_MINUTES, before: true } }],
  });
  return error || !value ? null : value;
}
