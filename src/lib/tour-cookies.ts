import { getCookie, removeCookie, setCookie } from './cookies';
import { TOUR_BOOKING_COOKIE, TOUR_CART_COOKIE } from './tour-cookie-names';

// The tours shop's two cookies (docs/rules/tours.md#cart-and-session), kept here so the shell's first-arrival
// rule and the tours shop name them once. Both hold the booking id only, an opaque server id, never the cart:
// the cart cookie while the cart has items; the booking cookie for the tour session (900 s) once approved.

export { TOUR_BOOKING_COOKIE, TOUR_CART_COOKIE };
/** The tour session's lifetime (docs/rules/tours.md#cart-and-session), in the days cookies expire in. */
const TOUR_SESSION_DAYS = 900 / 86_400;

export function storeTourCart(bookingId: string | null): void {
  if (bookingId === null) removeCookie(TOUR_CART_COOKIE);
  else setCookie(TOUR_CART_COOKIE, bookingId);
}

export function storeTourBooking(bookingId: string | null): void {
  if (bookingId === null) removeCookie(TOUR_BOOKING_COOKIE);
  else setCookie(TOUR_BOOKING_COOKIE, bookingId, { days: TOUR_SESSION_DAYS });
}

/** The booking a cookie names: the approved one first, else the cart's. */
export function savedTourBooking(): string | null {
  return getCookie(TOUR_BOOKING_COOKIE) ?? getCookie(TOUR_CART_COOKIE) ?? null;
}
