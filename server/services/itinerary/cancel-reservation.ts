import { randomBytes } from 'node:crypto';
import { cancellationQuote, splitRefund, type CancelQuote } from '../../../domain/itinerary/cancel-rules';
import { isPointsPaymentType, type PointsPaymentType } from '../../../domain/loyalty/points-payment';
import { ticketState } from '../../../domain/itinerary/change-rules';
import { toCents } from '../../../domain/fares';
import type { ResolvedDeps } from '../service-deps';
import type { Database } from '../../db/database';
import type { Lang } from '../../http/envelope';
import { cancellationEmail } from '../../notify/cancel-email';
import { refundSale } from '../../payments/checkout/refund';
import { createDrizzleOutbox } from '../../notify/outbox';
import { refuse, success, type Outcome } from '../../platform/failure';
import { giveBackSpentPoints, takeBackEarnedPoints } from '../loyalty';
import { settledPayment } from '../reservations';
import { itineraryOf, openToAct, type OpenedReservation } from './find-itinerary';
import { applyCancellation, cardChargeOf } from './itinerary.queries';

// Cancelling from "my reservation" (docs/rules/my-reservation.md#cancelling; applied by domain/itinerary/cancel-rules.ts). Only the
// owner's link token opens it: a surname reads a reservation, it never changes one.

/** The quote with the refund split the way it was paid: `refundCents` is the money part, `pointsBack` the points' (decision 038). */
type PricedQuote = Extract<CancelQuote, { ok: false }> | (Extract<CancelQuote, { ok: true }> & { pointsBack: { pool: PointsPaymentType; cents: number } | null });

async function quoteOf(deps: ResolvedDeps, opened: OpenedReservation): Promise<PricedQuote> {
  const { loaded, tickets, marks } = opened;
  const paid = await settledPayment(deps.db, loaded.row.id);
  const quote = cancellationQuote({
    payment: loaded.row.paymentStatus,
    method: paid?.method ?? null,
    round: loaded.row.roundTrip,
    now: deps.clock.now().getTime(),
    tickets: tickets.map((t) => {
      const passenger = loaded.passengers.find((p) => p.id === t.passengerId);
      const back = t.leg === 'return';
      const price = back ? passenger?.priceReturn : passenger?.priceDeparture;
      // An open leg has no bus yet; a dated one leaves when its bus boards at the origin.
      const open = back ? loaded.row.returnOpen : loaded.row.departureOpen;
      const departsAt = open ? null : ((back ? loaded.return : loaded.departure)?.boardsAt.getTime() ?? null);
      return { ticketId: t.id, leg: back ? 'return' : 'departure', state: ticketState(t.type, marks.get(t.id)), priceCents: price ? toCents(price) : 0, departsAt };
    }),
  });
  if (!quote.ok) return quote;
  const points = paid?.points && isPointsPaymentType(paid.points.type) ? { pool: paid.points.type, cents: paid.points.cents } : null;
  if (!paid || !points) return { ...quote, pointsBack: null };
  const split = splitRefund(quote.refundCents, toCents(paid.amount), points.cents);
  if (split.pointsCents <= 0) return { ...quote, pointsBack: null };
  return { ...quote, refundCents: split.moneyCents, refundTo: split.moneyCents > 0 ? quote.refundTo : 'none', pointsBack: { pool: points.pool, cents: split.pointsCents } };
}

function quoteView(opened: OpenedReservation, quote: PricedQuote) {
  if (!quote.ok) return { allowed: false, refusal: quote.refusal, tickets: [], refund: 0, refund_to: 'none' as const };
  const numbers = opened.tickets.filter((t) => quote.ticketIds.includes(t.id)).map((t) => t.code);
  const points = quote.pointsBack ? { points_back: quote.pointsBack.cents / 100 } : {};
  return { allowed: true, refusal: null, tickets: numbers, refund: quote.refundCents / 100, refund_to: quote.refundTo, rule: quote.rule, ...points };
}

/** What cancelling would do now: which tickets, how much comes back and how; or why it cannot. */
export async function quoteCancellation(deps: ResolvedDeps, code: string, token: string) {
  const opened = await openToAct(deps, code, token);
  if (!opened.ok) return opened;
  return success(quoteView(opened.value, await quoteOf(deps, opened.value)));
}

/** The refund of a card payment through the checkout's refund, once per reservation (its key). */
async function refundCard(deps: ResolvedDeps, reservationId: number, cents: number): Promise<string | null> {
  const charge = await cardChargeOf(deps.db, reservationId);
  if (!charge) return null;
  return refundSale(deps.payments.gateway, { chargeId: charge.chargeId, cents, orderCents: charge.amountCents, chargedCents: charge.chargedCents, key: `cancel-${reservationId}`, reason: 'cancellation' });
}

/** Cancels what the quote says, in one transaction with the freed seats and the e-mail; answers the reservation as it is now. */
export async function cancelReservation(deps: ResolvedDeps, code: string, token: string, lang: Lang): Promise<Outcome<Awaited<ReturnType<typeof itineraryOf>>, 'itinerary'>> {
  const opened = await openToAct(deps, code, token);
  if (!opened.ok) return opened;
  const { loaded, tickets } = opened.value;
  const quote = await quoteOf(deps, opened.value);
  if (!quote.ok) return refuse<'itinerary'>(409, quote.refusal);
  let reference: string | null = null;
  let refundTo = quote.refundTo;
  if (quote.refundTo === 'card') {
    reference = await refundCard(deps, loaded.row.id, quote.refundCents);
    // A card the adapter cannot refund (an unknown charge) gets the same amount as store credit.
    if (reference === null) refundTo = 'store_credit';
  }
  if (refundTo === 'store_credit') reference = `SC-${randomBytes(5).toString('hex').toUpperCase()}`;
  const now = deps.clock.now();
  const email = loaded.row.contactEmail?.trim();
  const mailLang = loaded.row.lang === 'en' ? 'en' : 'es';
  const numbers = tickets.filter((t) => quote.ticketIds.includes(t.id)).map((t) => t.code);
  const write = { reservationId: loaded.row.id, ticketIds: quote.ticketIds, refundCents: quote.refundCents, refundTo, reference, now };
  const done = await applyCancellation(deps.db, write, async (tx: Database) => {
    // What the refunded money earned goes back with it (decision 024), in the cancellation's transaction.
    await takeBackEarnedPoints(tx, loaded.row.loyaltyMemberId, quote.refundCents, loaded.row.code, now);
    // The points' share of the refund goes back to the pool it was spent from (decision 038).
    const pointsBackCents = quote.pointsBack ? await giveBackSpentPoints(tx, loaded.row.loyaltyMemberId, quote.pointsBack.pool, quote.pointsBack.cents, loaded.row.code, now) : 0;
    if (!email) return;
    const message = cancellationEmail({ recipient: email, code: loaded.row.code, lang: mailLang, ticketNumbers: numbers, refundCents: quote.refundCents, refundTo, reference, pointsBackCents, rule: quote.rule });
    await createDrizzleOutbox(tx, deps.clock).enqueue(message, tx);
  });
  if (!done) return refuse<'itinerary'>(409, 'already_cancelled');
  const reopened = await openToAct(deps, code, token);
  return reopened.ok ? success(await itineraryOf(deps, reopened.value, lang)) : reopened;
}
