// How a tour booking may be paid (docs/rules/tours.md#payment): a card always; cash at a store only when the
// money can arrive well before the tour, since the places stay held, unsold, until the store's deadline.

export type TourPaymentType = 'credit' | 'debit' | 'oxxo';

/** Cash at a store is offered only when the first tour starts more than this many hours later. */
export const STORE_CASH_MIN_HOURS_BEFORE = 24;

/**
 * A store order's deadline is at most this many hours before the first tour: unpaid places go back on sale
 * half a day ahead, while they can still be sold.
 */
export const STORE_CASH_CLOSES_HOURS_BEFORE = 12;

const HOUR = 3_600_000;

/** The payment types offered, in display order. */
export function tourPaymentMethods(storeCash: boolean, firstStartMs: number, nowMs: number): TourPaymentType[] {
  const cash = storeCash && firstStartMs - nowMs > STORE_CASH_MIN_HOURS_BEFORE * HOUR;
  return cash ? ['credit', 'debit', 'oxxo'] : ['credit', 'debit'];
}

/** The latest a store order may stay payable: its places are released then. */
export function storeCashLimit(firstStartMs: number): Date {
  return new Date(firstStartMs - STORE_CASH_CLOSES_HOURS_BEFORE * HOUR);
}
