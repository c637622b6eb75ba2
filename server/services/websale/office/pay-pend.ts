import { randomInt } from 'node:crypto';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { canPayPend } from '../../../../domain/tickets/pend-rules';
import { generatePin, nextTicketType } from '../../../../domain/tickets/ticket-codes';
import type { ResolvedDeps } from '../../service-deps';
import { inTransaction } from '../../../db/database';
import { creditEarnedPoints } from '../../loyalty';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { amountDueCents } from '../payment/payment-checks';
import { datedLegs } from '../payment/payment-seats';
import { loadReservation, type LoadedReservation } from '../../reservations';
import { queueTicketEmail } from '../../reservations';
import { confirmationView } from '../../reservations';
import { approveOrder, lockReservationRow, sellLiveHolds, ticketsOf, updateTicket } from '../../reservations';

class PendLapsed extends Error {}

/** A PEND turned paid: its seats sold, its tickets E-tickets with PINs, and the new PDF e-mailed. */
async function payPend(deps: ResolvedDeps, loaded: LoadedReservation): Promise<'paid' | 'expired' | 'nothing'> {
  const { db, clock } = deps;
  const now = clock.now();
  if (datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now))) return 'expired';
  return inTransaction(db, async (tx) => {
    await lockReservationRow(tx, loaded.row.id);
    const pend = (await ticketsOf(tx, loaded.row.id)).filter((t) => t.type === 'PEND');
    if (pend.length === 0) return 'nothing';
    // Counting the live holds turned into sales guards the seats: an expired hold is not revived.
    const sold = await sellLiveHolds(tx, loaded.row.id, now);
    if (sold < pend.filter((t) => t.seatNumber !== null).length) throw new PendLapsed();
    for (const ticket of pend) {
      await updateTicket(tx, ticket.id, { type: nextTicketType('PEND', 'pay') ?? 'E-ticket', pin: generatePin((bound) => randomInt(bound)), issuedAt: now });
    }
    await approveOrder(tx, loaded.row.id, now);
    // Paid at the desk: the money earns the linked member's points now (decision 024).
    await creditEarnedPoints(tx, loaded.row.loyaltyMemberId, amountDueCents(loaded, deps), loaded.row.code, now);
    await queueTicketEmail(tx, clock, loaded, await ticketsOf(tx, loaded.row.id), now, deps.config);
    return 'paid';
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
