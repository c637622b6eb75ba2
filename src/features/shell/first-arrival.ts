import { removeCookie } from '../../lib/cookies';
import { TOUR_BOOKING_COOKIE, TOUR_CART_COOKIE } from '../../lib/tour-cookies';

// docs/rules/site.md#arriving-fresh: arriving fresh (no prior route) outside the tours area drops any tour purchase left
// over from an earlier visit, so a stale cart or adventures session never leaks into a new one.
export const TOUR_SELECTION_STORAGE_KEY = 'tour_selection';
export const BOOKING_DATA_STORAGE_KEY = 'booking_data';
export const ADVENTURES_SESSION_COOKIE = 'adventures_session';

export function isTourPath(pathname: string): boolean {
  return pathname === '/tours' || pathname.startsWith('/tours/');
}

export interface TourDataStores {
  removeLocal: (key: string) => void;
  removeCookie: (name: string) => void;
}

const browserStores: TourDataStores = {
  removeLocal: (key) => {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Storage disabled: there is nothing stored to clear.
    }
  },
  removeCookie: (name) => removeCookie(name),
};

/** Returns a per-navigation hook that applies the rule only to the first navigation of the page. */
export function createFirstArrivalRule(stores: TourDataStores = browserStores) {
  let arrived = false;
  return function onNavigation(pathname: string): boolean {
    if (arrived) return false;
    arrived = true;
    if (isTourPath(pathname)) return false;
    stores.removeLocal(TOUR_SELECTION_STORAGE_KEY);
    stores.removeLocal(BOOKING_DATA_STORAGE_KEY);
    stores.removeCookie(ADVENTURES_SESSION_COOKIE);
    // The tours shop's selection and booking (src/lib/tour-cookies.ts).
    stores.removeCookie(TOUR_CART_COOKIE);
    stores.removeCookie(TOUR_BOOKING_COOKIE);
    return true;
  };
}
