import { addDays } from './calendar-dates';

/**
 * Tickets are sold for departures up to this many days ahead, today included: the calendar of
 * departures the server keeps (server/db/seed top-up) ends there, so a later day has no bus to sell.
 */
export const SALES_HORIZON_DAYS = 120;

/** The last day (yyyy-mm-dd) a ticket can be bought for, seen from `today`. */
export function lastSaleDay(today: string, horizonDays: number = SALES_HORIZON_DAYS): string {
  return addDays(today, horizonDays - 1);
}
