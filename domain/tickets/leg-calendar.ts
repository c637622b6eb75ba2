import { createEvent } from 'ics';
import { BOARDING_MINUTES_BEFORE } from './carriage-conditions';

// "Add to calendar" on the tickets page: one iCalendar (RFC 5545) event per dated leg, written by the
// `ics` library (escaping, line folding, UTC stamps). Times are instants in UTC, so a calendar in any
// zone shows the terminal's departure correctly. Texts come from the caller, in the traveller's language.

export interface LegCalendarEvent {
  /** Reservation code and leg: together the event's UID, so a second download updates the same event. */
  code: string;
  leg: 'departure' | 'return';
  /** ISO instants. */
  departure: string;
  arrival: string | null;
  title: string;
  /** The origin terminal: name and street address. */
  location: string;
  description: string;
  /** What the calendar's reminder at boarding time says. */
  reminder: string;
}

const HOUR_MS = 3_600_000;

/** The `.ics` text of one leg, or null when its departure is not a valid instant. */
export function legCalendarFile(event: LegCalendarEvent): string | null {
  const start = Date.parse(event.departure);
  if (Number.isNaN(start)) return null;
  const arrival = event.arrival ? Date.parse(event.arrival) : Number.NaN;
  // A missing or inconsistent arrival still gives the traveller a block in the day.
  const end = Number.isFinite(arrival) && arrival > start ? arrival : start + HOUR_MS;
  const { error, value } = createEvent({
    uid: `${event.code}-${event.leg}@rutabahia.example`,
    productId: 'rutabahia/tickets',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    location: event.location,
    description: event.description,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: event.reminder, trigger: { minutes: BOARDING_MINUTES_BEFORE, before: true } }],
  });
  return error || !value ? null : value;
}

/** A link a page can offer for download: the `.ics` as a data URL (nothing to revoke, works offline). */
export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
