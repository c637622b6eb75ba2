// PEND (pay-later) tickets (docs/rules/pend.md), as functions of two instants: the departure and now.
// A PEND holds its seat until 15 minutes before departure; the traveller is told to appear 30
// minutes before to pay at the office; past the hold limit the seat may be sold again.

export const PEND_HOLD_MINUTES_BEFORE = 15;
export const PEND_APPEAR_MINUTES_BEFORE = 30;

const minutes = (n: number) => n * 60_000;

/** The instant the seat stops being held for the PEND. */
export function pendHoldUntil(departureAt: Date): Date {
  return new Date(departureAt.getTime() - minutes(PEND_HOLD_MINUTES_BEFORE));
}

/** The instant the traveller should be at the office to pay. */
export function pendAppearBy(departureAt: Date): Date {
  return new Date(departureAt.getTime() - minutes(PEND_APPEAR_MINUTES_BEFORE));
}

/**
 * `held`: before the appear-by time; `last_call`: between appear-by and the hold limit (still
 * payable, the traveller is late); `released`: at or after the hold limit.
 */
export type PendPhase = 'held' | 'last_call' | 'released';

export function pendPhase(departureAt: Date, now: Date): PendPhase {
  const t = now.getTime();
  if (t >= pendHoldUntil(departureAt).getTime()) return 'released';
  if (t >= pendAppearBy(departureAt).getTime()) return 'last_call';
  return 'held';
}

/** A PEND can still be paid (and become an E-ticket) strictly before the hold limit. */
export function canPayPend(departureAt: Date, now: Date): boolean {
  return pendPhase(departureAt, now) !== 'released';
}

/** The seat of an unpaid PEND is sellable to others from the hold limit on. */
export function pendSeatSellable(departureAt: Date, now: Date): boolean {
  return !canPayPend(departureAt, now);
}

/** Milliseconds until the hold ends (0 once released): what a restored timer waits for. */
export function pendRemainingMs(departureAt: Date, now: Date): number {
  return Math.max(0, pendHoldUntil(departureAt).getTime() - now.getTime());
}

/**
 * The one instant by which a reservation's PEND tickets must be paid: the hold limit of its earliest
 * dated leg. The server pays or releases all of a reservation's PEND tickets at once, so a return leg
 * is paid with the outbound and has the same deadline; null when no leg is dated.
 */
export function pendPayBy(departures: readonly Date[]): Date | null {
  const times = departures.map((d) => d.getTime()).filter(Number.isFinite);
  return times.length ? pendHoldUntil(new Date(Math.min(...times))) : null;
}
