import { centsToAmount } from '../../../../domain/fares';
import { formatDate, formatTime } from '../../../../domain/display-format';
import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import { tourCancellationQuote, type TourCancelQuote, type TourRefundTo } from '../../../../domain/tours/tour-cancellation';
import { inTransaction } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { CENTRAL_MEXICO_OFFSET_MINUTES } from '../../../platform/clock';
import { refuse, success } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { tourCancellationEmail } from '../ticket/tour-cancel-email';
import { storedStatus, withCatalogue, type ViewedBooking } from './booking-view';
import { lockBooking, readBooking, sharedChargeOf, updateBooking, type LoadedBooking } from './sale.queries';
import { giveBackTourPoints, keptPointsPlan } from './tour-points';

// getTourCancellation and cancelTourBooking (docs/rules/tours.md#cancellation-policy): the whole booking, by its
// tours' policies (domain/tours/tour-cancellation.ts). Only the booking's id opens it: the confirmation e-mail's
// link and the ticket page carry it, a code and a surname never change a booking. Cash paid at a store is recorded
// as given back at a ticket office (`refunded_cents` without a gateway refund id). The card is refunded first,
// with a key of its own, so a repeat or a concurrent twin refunds once; then, under the booking's lock, it is
// cancelled (its places stop counting) and the traveller is e-mailed, once. Points that paid it go back to their
// pool in that transaction (decision 069); a store order not paid yet is let go, its reference void.

async function quoteOf(deps: ResolvedDeps, loaded: LoadedBooking): Promise<{ viewed: ViewedBooking; quote: TourCancelQuote }> {
  const viewed = await withCatalogue(deps, loaded);
  const items = loaded.items.map((item) => ({
    date: item.date,
    startTime: viewed.slots.get(item.timeslotId)?.startTime ?? '00:00:00',
    freeUntilHours: viewed.products.get(item.productId)?.freeCancellationHours ?? 0,
    subtotalCents: item.subtotalCents,
  }));
  const { row } = loaded;
  const status = bookingStatus(storedStatus(row), row.holdExpiresAt, deps.clock.now());
  const paidByCard = row.chargeId !== null && (row.paymentType === 'credit' || row.paymentType === 'debit');
  const pointsCents = row.status === 'confirmed' ? (keptPointsPlan(row)?.cents ?? 0) : 0;
  return { viewed, quote: tourCancellationQuote({ status, paidByCard, totalCents: row.totalCents, pointsCents }, items, CENTRAL_MEXICO_OFFSET_MINUTES, deps.clock.now().getTime()) };
}

/** A cancelled booking's refund: to the card (the gateway's refund id), at an office (store cash), to points, or none. */
function refundedTo(row: LoadedBooking['row']): TourRefundTo {
  if (row.refundId) return 'card';
  if ((row.refundedCents ?? 0) > 0) return 'office';
  return pointsBackOf(row) > 0 ? 'points' : 'none';
}

/** The points a cancelled booking gave back: what paid it (a store order never has any). */
const pointsBackOf = (row: LoadedBooking['row']) => (row.code !== null && row.paidAt !== null ? (keptPointsPlan(row)?.cents ?? 0) : 0);

function cancellationView(loaded: LoadedBooking, quote: TourCancelQuote | null, now: Date) {
  const { row } = loaded;
  const status = bookingStatus(storedStatus(row), row.holdExpiresAt, now);
  if (row.status === 'cancelled' || !quote) {
    const points = row.status === 'cancelled' ? pointsBackOf(row) : 0;
    return { booking_id: row.id, status, allowed: false, refusal: null, refund: centsToAmount(row.refundedCents ?? 0), refund_to: refundedTo(row), refund_reference: row.refundId, refund_points: centsToAmount(points) };
  }
  if (!quote.ok) return { booking_id: row.id, status, allowed: false, refusal: quote.refusal, refund: 0, refund_to: 'none' as const, refund_reference: null, refund_points: 0 };
  return { booking_id: row.id, status, allowed: true, refusal: null, refund: centsToAmount(quote.refundCents), refund_to: quote.refundTo, refund_reference: null, refund_points: centsToAmount(quote.refundPointsCents) };
}

export async function quoteTourCancellation(deps: ResolvedDeps, bookingId: string) {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  const quote = loaded.row.status === 'cancelled' ? null : (await quoteOf(deps, loaded)).quote;
  return success({ cancellation: cancellationView(loaded, quote, deps.clock.now()) });
}

export async function cancelTourBooking(deps: ResolvedDeps, bookingId: string, lang: Lang) {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  // Cancelled already (a repeat): answered as it stands, nothing more refunded.
  if (loaded.row.status === 'cancelled') return success({ cancellation: cancellationView(loaded, null, deps.clock.now()) });
  const { viewed, quote } = await quoteOf(deps, loaded);
  if (!quote.ok) return refuse<'tours'>(409, quote.refusal, 'booking_id');
  let refundId: string | null = null;
  if (quote.refundTo === 'card' && loaded.row.chargeId) {
    // The whole charge, in the currency it was made in (no amount: a foreign card gets back what it paid); a
    // booking paid with a bus trip gets back its share of the order's one charge, the bus's part untouched.
    const shared = loaded.row.reservationId !== null && loaded.row.paymentKey ? await sharedChargeOf(deps.db, loaded.row.paymentKey) : undefined;
    const amount = shared ? { amountCents: Math.floor((shared.chargedCents * quote.refundCents) / shared.orderCents) } : {};
    const refund = await deps.payments.gateway.refund({ chargeId: loaded.row.chargeId, idempotencyKey: `tour-cancel-${loaded.row.id}`, reason: 'cancellation', ...amount });
    if (refund.status !== 'refunded') return refuse<'tours'>(409, 'refund_failed', 'booking_id');
    refundId = refund.refundId;
  }
  const now = deps.clock.now();
  const cancelled = await inTransaction(deps.db, async (tx) => {
    const locked = await lockBooking(tx, loaded.row.id);
    if (!locked || locked.row.status === 'cancelled') return locked;
    const pointsBack = await giveBackTourPoints(tx, locked.row, now);
    await updateBooking(tx, locked.row.id, { status: 'cancelled', cancelledAt: now, refundId, refundedCents: quote.refundCents, updatedAt: now });
    const refund = { cents: quote.refundCents, to: quote.refundTo, pointsCents: pointsBack, storeReference: locked.row.status === 'ordered' ? locked.row.storeReference : null };
    if (locked.row.contactEmail) await createDrizzleOutbox(tx, deps.clock).enqueue(cancellationMail(viewed, locked.row.contactEmail, refund, lang));
    return lockBooking(tx, locked.row.id);
  });
  if (!cancelled) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  return success({ cancellation: cancellationView(cancelled, null, now) });
}

interface RefundGiven {
  cents: number;
  to: TourRefundTo;
  pointsCents: number;
  /** A store order let go: its reference, which no longer pays anything. */
  storeReference: string | null;
}

function cancellationMail(viewed: ViewedBooking, recipient: string, refund: RefundGiven, requestLang: Lang) {
  const lang: Lang = viewed.row.lang === 'en' || viewed.row.lang === 'es' ? viewed.row.lang : requestLang;
  const tours = viewed.items.map((item) => {
    const product = viewed.products.get(item.productId);
    const name = product ? (lang === 'en' ? product.nameEn : product.nameEs) : '';
    return `${name}, ${formatDate(item.date)} ${formatTime(viewed.slots.get(item.timeslotId)?.startTime ?? '')}`;
  });
  return tourCancellationEmail({ lang, recipient, code: viewed.row.code ?? '', tours, refundCents: refund.cents, refundTo: refund.to, pointsBackCents: refund.pointsCents, storeReference: refund.storeReference });
}
