import type { ResolvedDeps } from '../../service-deps';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import type { LoadedReservation } from '../../reservations';
import { issueTickets } from './issue-tickets';
import { spendPoints } from './points-part';
import type { PlannedPayment } from './payment-checks';
import { secureSeats, updatePayment, type PaymentRow } from './payment.queries';
import type { SeatSnapshot } from './payment-seats';

// What a payment that asks no bank sells, in the transaction that claimed its row: points that cover the whole
// reservation, a store or office order. What the bank is asked for (a card, a wallet) is sold by the
// reservation's item through the one checkout (reservation.item.ts).

export interface Settling {
  /** The reservation's transaction, under its row lock. */
  tx: Database;
  deps: ResolvedDeps;
  loaded: LoadedReservation;
  /** The sale's row in `payments`. */
  payment: PaymentRow;
  lang: Lang;
  /** The frequent traveller linked to the reservation (earns points, owns the points part), or null. */
  memberId: number | null;
  /** The points part of a payment with money and points (decision 034), or null. */
  points: PaymentRow | null;
  /**
   * Set by a card or wallet sale once its tickets are written: the sale's row as it wrote it. The payment's answer is
   * built from it and the reservation as loaded (decision 085) instead of reading both again after the commit.
   */
  sold?: PaymentRow;
}

/** Points cover the whole reservation: no gateway; the seats are sold and the pool debited together. */
export async function settlePointsOnly(s: Settling): Promise<void> {
  const { tx, deps, loaded, payment } = s;
  const now = deps.clock.now();
  const seats = (payment.seats ?? []) as SeatSnapshot[];
  await secureSeats(tx, loaded.row.id, seats, () => null, now);
  if (s.memberId === null) throw new Error('a points payment without a member');
  await spendPoints(tx, payment, s.memberId, loaded.row.code, now);
  await issueTickets(tx, { loaded, seats, type: 'E-ticket', status: 'approved', lang: s.lang, clock: deps.clock, config: deps.config });
}

/** A store or office order: seats held until each leg's PEND limit, PEND tickets, payment order_generated. */
export async function settleOrder(s: Settling, plan: Extract<PlannedPayment, { kind: 'order' }>): Promise<void> {
  const { tx, deps, loaded, payment } = s;
  const now = deps.clock.now();
  // The holds are live (checked against the deadline before the claim), so this cannot lose a seat;
  // if it somehow does, SeatsLost rolls the claim back and the traveller is asked to choose again.
  await secureSeats(tx, loaded.row.id, plan.seats, (seat) => plan.holdUntil(seat.departureId), now);
  // The order first: the tickets' e-mail, written with them, carries its reference and deadline.
  await updatePayment(tx, payment.id, { status: 'order_generated', orderReference: plan.reference, orderDeadline: plan.deadline });
  await issueTickets(tx, { loaded, seats: plan.seats, type: 'PEND', status: 'order_generated', lang: s.lang, clock: deps.clock, config: deps.config });
}
