import { tourReadToken } from './tour-read-token';
import { formatDateTimeIn, formatMoneyMxn, formatTime } from '../../../../domain/display-format';
import { DEFAULT_TIME_ZONE } from '../../../../domain/search/calendar-dates';
import { tourCalendarFile } from './tour-ticket-calendar';
import { paymentName, personTypeNames, personTypeOrder, tourDate, tourDuration, tourTicketLabels } from './tour-ticket-labels';
import type { TourPersonType, TourTicketPass, TourTicketView } from './tour-ticket-view';

// The text of the tour ticket, shared by the HTML page, the PDF and the e-mail (as server/documents/ticket-lines.ts
// is for the bus ticket) so the three can never say different things.

export type Row = [label: string, value: string];

export interface MeetingLine {
  name: string;
  address: string;
  note: string;
  /** `8:30 AM`: the tour's start less the point's minutes before. */
  meetAt: string;
  mapUrl: string;
}

export interface TourBlock {
  heading: string;
  rows: Row[];
  meetingPoints: MeetingLine[];
  includes: string[];
  cancellation: string;
  /** The event's `.ics` text, null when it could not be written. */
  calendar: string | null;
  calendarFilename: string;
}

export interface PassBlock {
  code: string;
  heading: string;
  rows: Row[];
}

/** Google Maps' documented search link: opens the app on a phone and the site elsewhere, with no API key. */
export const mapUrl = (latitude: number, longitude: number) => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** `HH:MM` of `startTime` less `minutesBefore`, wrapping past midnight (a dawn tour met the evening before). */
export function meetingTime(startTime: string, minutesBefore: number): string {
  const [hour = 0, minute = 0] = startTime.split(':').map(Number);
  const total = (((hour * 60 + minute - minutesBefore) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const personTypeName = (lang: TourTicketView['lang'], type: TourPersonType, count = 1) => personTypeNames[lang][type][count === 1 ? 0 : 1];

/** `2 adultos, 1 menor (3-12 años), 1 infante (0-2 años)`: only the types booked, in the price list's order. */
export function peopleText(lang: TourTicketView['lang'], quantities: Record<TourPersonType, number>): string {
  return personTypeOrder
    .filter((type) => (quantities[type] ?? 0) > 0)
    .map((type) => `${quantities[type]} ${personTypeName(lang, type, quantities[type])}`)
    .join(', ');
}

/** A file name from the tour's name in the ticket's language (the slug is Spanish): `whale-watching`. */
const fileName = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export function tourBlocks(view: TourTicketView): TourBlock[] {
  const l = tourTicketLabels[view.lang];
  return view.items.map((item, index) => ({
    heading: item.productName,
    rows: [
      [l.date, tourDate(view.lang, item.date)],
      [l.start, formatTime(item.startTime)],
      [l.duration, tourDuration(item.durationMinutes)],
      [l.people, peopleText(view.lang, item.quantities)],
    ],
    meetingPoints: item.meetingPoints.map((point) => ({
      name: point.name,
      address: point.address,
      note: point.note,
      meetAt: formatTime(meetingTime(item.startTime, point.minutesBefore)),
      mapUrl: mapUrl(point.latitude, point.longitude),
    })),
    includes: item.includes,
    cancellation: item.cancellation,
    calendar: tourCalendarFile(view, index, item),
    calendarFilename: `${fileName(item.productName) || item.slug}-${item.date}.ics`,
  }));
}

/** One pass per person: its code (what the QR carries), who it admits and to which tour. */
export function passBlock(view: TourTicketView, pass: TourTicketPass): PassBlock {
  const l = tourTicketLabels[view.lang];
  const item = view.items[pass.item];
  const personType = personTypeName(view.lang, pass.personType);
  return {
    code: pass.code,
    heading: `${l.pass} ${pass.code}`,
    rows: [
      [l.person, personType.charAt(0).toUpperCase() + personType.slice(1)],
      ...(item
        ? ([
            [l.tour, item.productName],
            [l.date, `${tourDate(view.lang, item.date)}, ${formatTime(item.startTime)}`],
          ] as Row[])
        : []),
    ],
  };
}

/** What was paid, how and when; the instant in central Mexico time like every time on the ticket. */
export function paymentRows(view: TourTicketView): Row[] {
  const l = tourTicketLabels[view.lang];
  const p = view.payment;
  return [
    [l.method, paymentName(view.lang, p.paymentType)],
    ...(p.cardLast4 ? ([[l.card, p.cardLast4]] as Row[]) : []),
    [l.total, formatMoneyMxn(p.totalCents / 100, view.lang)],
    [l.paidAt, formatDateTimeIn(p.paidAt, DEFAULT_TIME_ZONE)],
  ];
}

/** An English page is its address with `lang=en`, whatever its path. */
const englishQuery = (view: TourTicketView) => (view.lang === 'en' ? '&lang=en' : '');
const myReservation = (view: TourTicketView) => `${view.siteUrl.replace(/\/+$/, '')}${view.lang === 'en' ? '/itinerary' : '/administra-reservacion'}/mi-reservacion`;

/**
 * The booking on My reservation with the right to cancel it (decision 059): the confirmation e-mail's link, which
 * carries the booking's id, so only the contact's mailbox has it. In the booking's language.
 */
export function manageBookingUrl(view: TourTicketView): string {
  return `${myReservation(view)}?tour=${encodeURIComponent(view.bookingId)}${englishQuery(view)}`;
}

/** The booking on My reservation to read it (its code and read token): the PDF's link, which may be passed on. */
export function readBookingUrl(view: TourTicketView): string {
  return `${myReservation(view)}?code=${encodeURIComponent(view.code)}&token=${encodeURIComponent(tourReadToken(view.bookingId))}${englishQuery(view)}`;
}

export const contactName = (view: TourTicketView) => `${view.contact.firstName} ${view.contact.lastName}`.trim();
