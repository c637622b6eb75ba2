import { randomInt } from 'node:crypto';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import { generatePin, nextTicketType } from '../../../../domain/tickets/ticket-codes';
import type { ResolvedDeps } from '../../service-deps';
import { inTransaction, type Database } from '../../../db/database';
import { creditEarnedPoints } from '../../loyalty';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { amountDueCents } from '../payment/payment-checks';
import { datedLegs } from '../payment/payment-seats';
import { loadReservation, type LoadedReservation } from '../../reservations';
import { queueTicketEmail } from '../../reservations';
import { confirmationView } from '../../reservations';
import { approveOrder, lockReservationRow, sellLiveHolds, ticketsOf, updateTicket } from '../../reservations';

/** A PEND's seats were no longer held when it was paid: nothing is sold. */
export class PendLapsed extends Error {}

/**
 * In the caller's transaction, under the reservation's lock: its PEND tickets become E-tickets with PINs, its
 * seats sold, its order approved, and the new PDF e-mailed. Paid at the desk, or in cash at a store
 * (websale/store-cash/paid-at-store.ts). Throws PendLapsed when a seat's hold ran out.
 */
export async function sellPendTickets(deps: ResolvedDeps, tx: Database, loaded: LoadedReservation, now: Date): Promise<'paid' | 'nothing'> {
  const pend = (await ticketsOf(tx, loaded.row.id)).filter((t) => t.type === 'PEND');
  if (pend.length === 0) return 'nothing';
  // Counting the live holds turned into sales guards the seats: an expired hold is not revived.
  const sold = await sellLiveHolds(tx, loaded.row.id, now);
  if (sold < pend.filter((t) => t.seatNumber !== null).length) throw new PendLapsed();
  for (const ticket of pend) {
    await updateTicket(tx, ticket.id, { type: nextTicketType('PEND', 'pay') ?? 'E-ticket', pin: generatePin((bound) => randomInt(bound)), issuedAt: now });
  }
  await approveOrder(tx, loaded.row.id, now);
  // The money earns the linked member's points now (decision 024).
  await creditEarnedPoints(tx, loaded.row.loyaltyMemberId, amountDueCents(loaded, deps), loaded.row.code, now);
  await queueTicketEmail(tx, deps.clock, loaded, await ticketsOf(tx, loaded.row.id), now, deps.config);
  return 'paid';
}

/** A PEND turned paid: its seats sold, its tickets E-tickets with PINs, and the new PDF e-mailed. */
async function payPend(deps: ResolvedDeps, loaded: LoadedReservation): Promise<'paid' | 'expired' | 'nothing'> {
  const now = deps.clock.now();
  if (datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now))) return 'expired';
  return inTransaction(deps.db, async (tx) => {
    await lockReservationRow(tx, loaded.row.id);
    return sellPendTickets(deps, tx, loaded, now);
  });
}

/** payPendAtOffice (docs/rules/pend.md#paying-a-pend): the desk takes the money for a PEND and the traveller gets E-tickets. */
export async function payPendAtOffice(deps: ResolvedDeps, code: string, lang: Lang) {
  const { db, config } = deps;
  const loaded = await loadReservation(db, normalizeReservationCode(code));
  if (!loaded) return refuse(404, 'reservation_not_found', 'code');
  let outcome: Awaited<ReturnType<typeof payPend>>;
  try {
    outcome = await payPend(deps, loaded);
  } catch (error) {
    if (!(error instanceof PendLapsed)) throw error;
    outcome = 'expired';
  }
  if (outcome === 'expired') return refuse(409, 'pend_expired', 'code');
  const rows = await ticketsOf(db, loaded.row.id);
  if (rows.length === 0) return refuse(409, 'payment_not_approved', 'code');
  const fresh = (await loadReservation(db, loaded.row.code)) ?? loaded;
  return success(confirmationView(fresh, rows, config, lang));
}
