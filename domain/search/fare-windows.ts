import { isWithin, type DateRange } from './calendar-dates';
import type { WindowedFare } from './passengers';

// Student and teacher fares are holiday fares: bought inside a sale window, for travel inside a
// travel window (docs/rules/booking.md#student-and-teacher-windows). The windows change every season, so they are configuration passed in.

export interface FareWindow {
  /** Label for people managing the configuration, e.g. "verano-2026". */
  name: string;
  sale: DateRange;
  travel: DateRange;
}

export type FareWindows = Record<WindowedFare, readonly FareWindow[]>;

const summer2026: FareWindow = {
  name: 'verano-2026',
  sale: { from: '2026-06-01', to: '2026-08-20' },
  travel: { from: '2026-07-01', to: '2026-08-31' },
};
const winter2026: FareWindow = {
  name: 'invierno-2026-27',
  sale: { from: '2026-11-15', to: '2027-01-05' },
  travel: { from: '2026-12-10', to: '2027-01-10' },
};
// Flex fares allow unlimited changes inside the holiday period, so they sell earlier and cover
// the holiday proper only.
const summerFlex2026: FareWindow = {
  name: 'verano-flex-2026',
  sale: { from: '2026-05-15', to: '2026-08-10' },
  travel: { from: '2026-07-10', to: '2026-08-23' },
};
const winterFlex2026: FareWindow = {
  name: 'invierno-flex-2026-27',
  sale: { from: '2026-11-01', to: '2026-12-31' },
  travel: { from: '2026-12-15', to: '2027-01-06' },
};

/**
 * Seeded default windows. DEMO VALUES: the rules do not give the real dates ("Window dates: not
 * shown"); these cover the 2026 summer and 2026-27 winter school holidays so the site is usable.
 */
export const defaultFareWindows: FareWindows = {
  student: [summer2026, winter2026],
  teacher: [summer2026, winter2026],
  student_flex: [summerFlex2026, winterFlex2026],
  teacher_flex: [summerFlex2026, winterFlex2026],
};

export type FareWindowVerdict = 'ok' | 'not_on_sale' | 'outside_travel_window';

/** When a windowed fare can be had: the sale's first day (today when it is on sale) and the travel it covers. */
export interface FareWindowOpening {
  /** On sale today (the travel dates were outside it), or only from `saleFrom`. */
  onSale: boolean;
  saleFrom: string;
  travel: DateRange;
}

/**
 * What a traveller refused a windowed fare is told: the window on sale today whose travel is still ahead (the
 * dates were outside it), else the next one to go on sale; null when none is configured ahead.
 */
export function nextFareWindow(windows: readonly FareWindow[], today: string): FareWindowOpening | null {
  const ahead = windows.filter((window) => window.travel.to >= today && window.sale.to >= today);
  const onSale = ahead.find((window) => isWithin(today, window.sale));
  if (onSale) return { onSale: true, saleFrom: onSale.sale.from, travel: onSale.travel };
  const next = [...ahead].sort((a, b) => a.sale.from.localeCompare(b.sale.from))[0];
  return next ? { onSale: false, saleFrom: next.sale.from, travel: next.travel } : null;
}

/**
 * Whether a windowed fare can be sold today for the given travel dates (the dated legs only: an
 * open leg has no date to check). One window must cover both the sale day and every travel date,
 * so a winter purchase cannot be used for summer travel.
 */
export function checkFareWindow(
  windows: readonly FareWindow[],
  today: string,
  travelDates: readonly string[],
): FareWindowVerdict {
  const onSale = windows.filter((window) => isWithin(today, window.sale));
  if (onSale.length === 0) return 'not_on_sale';
  const covered = onSale.some((window) => travelDates.every((date) => isWithin(date, window.travel)));
  return covered ? 'ok' : 'outside_travel_window';
}
