import { toCents } from '../../../../domain/fares';
import { boardingTime } from '../../../../domain/tickets/boarding';
import { pendPayBy } from '../../../../domain/tickets/pend-rules';
import type { LoyaltyTier } from '../../../../domain/loyalty/tiers';
import { readTogether, type Database } from '../../../db/database';
import { memberTier } from '../../loyalty';
import type { DocumentLang } from '../../../documents/ticket-document';
import type { LoadedReservation } from '../access/reservation.queries';
import { cancelledPointsCents, departureClasses, reservationMoney, terminalDetails, type LegClass, type ReservationMoney, type SettledPayment, type TerminalDetails } from './confirmation.queries';

// What a confirmed reservation shows beyond its tickets, read once for the confirmation answer and
// for every document: per leg the terminals (with street address), departure, boarding (10 minutes
// before, docs/rules/tickets-and-documents.md#boarding-time), arrival, bus class and the PEND deadline; the payment; the booking language.

type Leg = 'departure' | 'return';

export interface LegFacts {
  leg: Leg;
  origin: TerminalDetails;
  destination: TerminalDetails;
  departureAt: Date | null;
  boardingAt: Date | null;
  arrivalAt: Date | null;
  serviceClass: LegClass | null;
  /** When the reservation's PEND tickets must be paid (the same for both legs: one payment; a store order's own deadline when earlier). */
  pendPayBy: Date | null;
}

export interface ConfirmationFacts {
  lang: DocumentLang;
  legs: LegFacts[];
  payment: SettledPayment | null;
  /**
   * Paid: what was really paid, net (decision 070): the payment (money and points), plus the dearer buses' differences
   * charged since, less the cheaper buses' differences given back and what cancelling gave back (decision 073).
   * Unpaid: what is due.
   */
  totalCents: number;
  /** The schedule changes' differences given back (to the card or as store credit), already taken off `totalCents`. */
  refundedCents: number;
  /** What cancelling gave back (money and points, decision 073), already taken off `totalCents`. */
  cancelRefundedCents: number;
  /** The linked frequent traveller's tier, whose luggage the tickets print (docs/rules/loyalty.md#luggage-by-tier); null for a guest. */
  memberTier: LoyaltyTier | null;
}

/** The language a reservation's documents are written in: the one it was booked in. */
export function documentLangOf(loaded: LoadedReservation): DocumentLang {
  return loaded.row.lang === 'en' ? 'en' : 'es';
}

/** `known`: the reservation's money as the caller's statement has just read it (the sale's tickets, decision 084). */
export async function confirmationFacts(db: Database, loaded: LoadedReservation, known?: ReservationMoney): Promise<ConfirmationFacts> {
  const { row } = loaded;
  const legNames: Leg[] = row.roundTrip ? ['departure', 'return'] : ['departure'];
  const dated = legNames.flatMap((leg) => {
    const open = leg === 'departure' ? row.departureOpen : row.returnOpen;
    const chosen = leg === 'departure' ? loaded.departure : loaded.return;
    const id = leg === 'departure' ? row.departureId : row.returnId;
    return !open && chosen && id !== null ? [{ leg, chosen, id }] : [];
  });
  // Also read inside the sale's transaction (the tickets' e-mail): readTogether sends them one at a time there. The
  // terminals and bus classes come from the catalogue rows the process keeps; a guest's facts are one statement.
  const memberId = row.loyaltyMemberId;
  const [terminals, classes, money, memberTierOf, cancelledPoints] = await readTogether(db, [
    () => terminalDetails(db, [loaded.origin.id, loaded.destination.id]),
    () => departureClasses(db, dated.map((d) => d.id), loaded.buses),
    () => (known ? Promise.resolve(known) : reservationMoney(db, row.id)),
    () => (memberId === null ? Promise.resolve(null) : memberTier(db, memberId)),
    () => cancelledPointsCents(db, row.code, memberId),
  ]);
  const { payment, changes } = money;
  const cancelled = money.cancelledCents + cancelledPoints;
  // A store reference stops being payable at its own deadline (never later than the PEND limit): that is
  // the one deadline a traveller paying at a store has.
  const holdLimit = pendPayBy(dated.map((d) => d.chosen.boardsAt));
  const storeLimit = payment?.status === 'order_generated' ? payment.orderDeadline : null;
  const payBy = holdLimit && storeLimit && storeLimit < holdLimit ? storeLimit : holdLimit;
  const legs = legNames.flatMap((leg): LegFacts[] => {
    const from = terminals.get(leg === 'departure' ? loaded.origin.id : loaded.destination.id);
    const to = terminals.get(leg === 'departure' ? loaded.destination.id : loaded.origin.id);
    if (!from || !to) return [];
    const trip = dated.find((d) => d.leg === leg);
    return [
      {
        leg,
        origin: from,
        destination: to,
        departureAt: trip?.chosen.boardsAt ?? null,
        boardingAt: trip ? boardingTime(trip.chosen.boardsAt) : null,
        arrivalAt: trip?.chosen.arrivesAt ?? null,
        serviceClass: trip ? (classes.get(trip.id) ?? null) : null,
        pendPayBy: trip ? payBy : null,
      },
    ];
  });
  const paid = payment?.status === 'approved';
  const refundedCents = paid ? changes.refundedCents : 0;
  const cancelRefundedCents = paid ? cancelled : 0;
  const totalCents = payment ? toCents(payment.amount) + (payment.points?.cents ?? 0) + (paid ? changes.chargedCents - refundedCents - cancelRefundedCents : 0) : toCents(row.total ?? '0');
  return { lang: documentLangOf(loaded), legs, payment, totalCents, refundedCents, cancelRefundedCents, memberTier: memberTierOf };
}
