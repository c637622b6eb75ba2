import { removeCookie } from '../../lib/cookies';
import { ADVENTURES_SESSION_COOKIE, TOUR_BOOKING_COOKIE, TOUR_CART_COOKIE } from '../../lib/tour-cookie-names';

// docs/rules/site.md#arriving-fresh: arriving fresh (no prior route) outside the tours area drops any tour purchase left
// over from an earlier visit, so a stale cart or adventures session never leaks into a new one. The tours shop keeps
// its selection (the cart) and its booking data (the approved booking) in cookies, the partner adventures their
// open order (src/lib/tour-cookie-names.ts). The tours area is /tours and the adventures' /aventuras.
export { ADVENTURES_SESSION_COOKIE };

const within = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

export function isTourPath(pathname: string): boolean {
  return within(pathname, '/tours') || within(pathname, '/aventuras');
}

export interface TourDataStores {
  removeCookie: (name: string) => void;
}

const browserStores: TourDataStores = { removeCookie: (name) => removeCookie(name) };

/** Returns a per-navigation hook that applies the rule only to the first navigation of the page. */
export function createFirstArrivalRule(stores: TourDataStores = browserStores) {
  let arrived = false;
  return function onNavigation(pathname: string): boolean {
    if (arrived) return false;
    arrived = true;
    if (isTourPath(pathname)) return false;
    for (const name of [TOUR_CART_COOKIE, TOUR_BOOKING_COOKIE, ADVENTURES_SESSION_COOKIE]) stores.removeCookie(name);
    return true;
  };
}
