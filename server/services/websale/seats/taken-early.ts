import type { AppDeps } from '../../service-deps';
import type { Failure } from '../../../platform/failure';
import { seatsHeldByOthers, type CountedRules, type LegToHold } from '../../reservations';

// A hold asked for a seat another reservation holds, refused before the hold's transaction: in a hot sale most
// attempts on a busy bus are these (bench/README.md "Hot sale funnel"). The check can only refuse; a seat it finds
// free is still won or lost by the transaction's insert. It does not run when a leg has counted rules (quotas, healthy
// distance): there the transaction's refusals come first, and the answer must not depend on which check ran first.

const seatTaken = (field: string, seats: number[]): Failure['errors'][number] => ({ code: 'seat_taken', field, detail: seats.join(', '), seats });

/** The legs' seats read from the database (one prepared statement per leg), after the reservation's own checks. */
export async function takenEarly(deps: AppDeps, rules: CountedRules, reservationId: number, legs: LegToHold[]): Promise<Failure | null> {
  if (legs.some((leg) => rules.counts(leg))) return null;
  const errors: Failure['errors'] = [];
  for (const leg of legs) {
    const seats = await seatsHeldByOthers(deps.db, leg.seating.id, leg.seats.map((s) => s.seatNumber), reservationId, deps.clock.now());
    if (seats.length > 0) errors.push(seatTaken(`${leg.direction}.seats`, seats));
  }
  return errors.length > 0 ? { ok: false, status: 409, errors } : null;
}
