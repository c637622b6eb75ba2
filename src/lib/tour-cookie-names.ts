// The tours shop's two cookies' names (docs/rules/tours.md#cart-and-session), alone in a module: the shell's
// first-arrival rule, in every page's first JavaScript, needs only them; the shop's reading and writing of them
// (tour-cookies.ts) loads with the shop.

/** The booking id while the cart has items. */
export const TOUR_CART_COOKIE = 'tour_cart';
/** The booking id for the tour session (900 s) once the selection is approved. */
export const TOUR_BOOKING_COOKIE = 'tour_booking';
