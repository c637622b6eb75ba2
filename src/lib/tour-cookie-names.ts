// The tours shop's two cookies' names (docs/rules/tours.md#cart-and-session) and the partner adventures' one,
// alone in a module: the shell's first-arrival rule, in every page's first JavaScript, needs only them; the
// flows' reading and writing of them (tour-cookies.ts, the adventures flow) load with their pages.

/** The booking id while the cart has items. */
export const TOUR_CART_COOKIE = 'tour_cart';
/** The booking id for the tour session (900 s) once the selection is approved. */
export const TOUR_BOOKING_COOKIE = 'tour_booking';
/** The adventures session: the open order's code and id (src/features/adventures/), until the browser closes. */
export const ADVENTURES_SESSION_COOKIE = 'adventures_session';
