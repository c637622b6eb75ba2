import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { ResolvedDeps } from '../../service-deps';
import { inTransaction, readTogether } from '../../../db/database';
import { checkoutByCard, type CheckoutRequest } from '../../../payments/checkout/checkout';
import type { Lang } from '../../../http/envelope';
import { refuse, type Failure } from '../../../platform/failure';
import { loadReservation, loadReservationById, type LoadedReservation } from '../../reservations';
import { planPayment, type ConfirmInput, type PlannedPayment } from './payment-checks';
import { declineWaitingPayments, linkMember, lockAndClaimPayment, lockPayment, lockReservation, paymentByKey, paymentsByKeys, type PaymentRow } from './payment.queries';
import { SeatsLost } from './payment-seats';
import { pointsKeyOf, pointsPartOf, PointsShort, reservePoints } from './points-part';
import { isRecordedRefusal, reservationItem } from './reservation.item';
import { settleOrder, settlePointsOnly, type Settling } from './settle-payment';
import { mailTicketOnce, tripTourItem, tripToursOf } from '../../tours';

export type ConfirmAnswer = { ok: true; payment: PaymentRow; points: PaymentRow | null; loaded: LoadedReservation } | Failure;

/** A refusal found inside the transaction: thrown so the claim rolls back and the key stays unused. */
class Refusal extends Error {
  constructor(readonly answer: Failure) {
    super(answer.errors[0]?.code);
  }
}

/**
 * The stored outcome for a key: what every repeat of the request gets. The payments and the reservation are read
 * together (one round trip: under load each one waits its turn on the event loop); a key of another reservation
 * makes the reservation's read wasted, which only a misbehaving client causes.
 */
async function answerFor(deps: ResolvedDeps, key: string, reservationId: number): Promise<ConfirmAnswer> {
  const [byKey, loaded] = await readTogether(deps.db, [() => paymentsByKeys(deps.db, [key, pointsKeyOf(key)]), () => loadReservationById(deps.db, reservationId)] as const);
  const payment = byKey.get(key);
  if (!payment) throw new Error('payment vanished after its transaction');
  if (payment.reservationId !== reservationId) return refuse(409, 'idempotency_key_reused', 'idempotency_key');
  if (!loaded) return refuse(404, 'reservation_not_found', 'code');
  return { ok: true, payment, points: byKey.get(pointsKeyOf(key)) ?? null, loaded };
}

async function guarded(work: () => Promise<void>): Promise<Failure | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    if (error instanceof PointsShort) return refuse(409, 'insufficient_points', 'points.amount');
    if (error instanceof SeatsLost) return refuse(409, 'seat_taken', 'seats', error.seats.map((seat) => seat.seatNumber).join(', '));
    throw error;
  }
}

/**
 * confirmPayment. The payment row (the sale's record) is claimed with its idempotency key (unique) in the same
 * transaction that charges and issues the tickets, under the reservation's row lock: a repeat with the same key,
 * sequential or concurrent, waits for that transaction and then replays its outcome, and a payment with another
 * key (a second tab) waits, then finds the reservation paid. A card or a wallet is charged through the one
 * checkout inside that transaction (decision 051), so one key is charged once and one set of tickets exists. A
 * gateway failure rolls everything back and the same key may be tried again (the gateway answers a repeated key
 * with the first result).
 */
export async function confirmPayment(deps: ResolvedDeps, input: ConfirmInput, lang: Lang, read?: { loaded: LoadedReservation; existing: PaymentRow | null }): Promise<ConfirmAnswer> {
  // `read`: the reservation and the key's payment as the caller has just read them to check who is paying.
  const loaded = read ? read.loaded : await loadReservation(deps.db, normalizeReservationCode(input.code));
  if (!loaded) return refuse(404, 'reservation_not_found', 'code');
  const existing = read ? read.existing : await paymentByKey(deps.db, input.idempotencyKey);
  if (existing) {
    if (existing.reservationId !== loaded.row.id) return refuse(409, 'idempotency_key_reused', 'idempotency_key');
    if (input.challengeCode === undefined || existing.status !== 'process') return answerFor(deps, input.idempotencyKey, loaded.row.id);
    if (!existing.challengeId) return refuse(409, 'challenge_not_pending', 'challenge_code');
    const refused = await guarded(() => completeChallenge(deps, loaded, existing.id, input.idempotencyKey, input.challengeCode!, lang));
    return refused ?? paidWithTours(deps, await answerFor(deps, input.idempotencyKey, loaded.row.id), true);
  }
  if (input.challengeCode !== undefined) return refuse(409, 'challenge_not_pending', 'challenge_code');
  const planned = await planPayment(deps, loaded, input, lang);
  if (!planned.ok) return planned;
  const sale: Sale = { tours: false, answer: null };
  const refused = await guarded(() => startPayment(deps, loaded, input.idempotencyKey, planned.value, lang, sale));
  if (refused) return refused;
  return sale.answer ?? paidWithTours(deps, await answerFor(deps, input.idempotencyKey, loaded.row.id), sale.tours);
}

/**
 * What a payment's transaction tells the request once committed: whether the charge carried the order's tours, and
 * the answer itself when the transaction wrote all of it (decision 085).
 */
interface Sale {
  tours: boolean;
  answer: Extract<ConfirmAnswer, { ok: true }> | null;
}

/**
 * The answer of a card or wallet sale of the bus alone, without points, built from what its transaction wrote (the
 * sale's row, the reservation's payment status and member) over the reservation as loaded, as the other steps answer
 * (decision 081): the same as reading both again after the commit (tests/server/step-answers-as-read.test.ts), a
 * round trip fewer. Anything else (tours, points, a challenge, a decline, a store order) is read again.
 */
function answerOfSale(settling: Settling, tours: boolean): Sale['answer'] {
  if (!settling.sold || settling.points || tours) return null;
  const { loaded } = settling;
  return { ok: true, payment: settling.sold, points: null, loaded: { ...loaded, row: { ...loaded.row, paymentStatus: 'approved', loyaltyMemberId: settling.memberId } } };
}

/**
 * Paid, the order's tours send their passes in their own e-mail (once, whichever request gets here). `withTours`: whether
 * the charge may have sold tours (false when the transaction found none in the order: nothing to send, nothing read).
 */
async function paidWithTours(deps: ResolvedDeps, answer: ConfirmAnswer, withTours: boolean): Promise<ConfirmAnswer> {
  if (!withTours || !answer.ok || answer.payment.status !== 'approved') return answer;
  const tours = await tripToursOf(deps, answer.loaded.row.id, 'es');
  if (tours?.status === 'paid') await mailTicketOnce(deps, tours.booking_id);
  return answer;
}

/** `sale.tours` is set when the charge carries the order's tours, `sale.answer` when the sale wrote its whole answer. */
async function startPayment(deps: ResolvedDeps, loaded: LoadedReservation, key: string, plan: PlannedPayment, lang: Lang, sale: Sale): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const { current, claimed } = await lockAndClaimPayment(tx, {
      reservationId: loaded.row.id,
      type: plan.type,
      method: plan.kind === 'charge' ? plan.method.type : plan.kind === 'points' ? 'points' : plan.type === 'cash' ? 'office' : plan.type,
      concept: `reservation ${loaded.row.code}`,
      amount: (plan.amountCents / 100).toFixed(2),
      currency: 'MXN',
      idempotencyKey: key,
      seats: plan.seats,
      createdAt: now,
    });
    // Another request with this key finished first (we waited on its lock): replay its outcome.
    if (!claimed) return;
    if (isPaymentSettled(current.paymentStatus)) throw new Refusal(refuse(409, 'already_paid'));
    // An earlier payment left waiting (a 3-D Secure page closed) gives way to this one, points part included.
    if (current.waitingPayments) await declineWaitingPayments(tx, loaded.row.id, 'superseded', claimed.id);
    // The booking keeps the member it was linked to (checked again under the lock): another member's points never pay it.
    const owner = current.loyaltyMemberId;
    if (plan.points && owner !== null && owner !== plan.points.memberId) throw new Refusal(refuse(409, 'traveller_not_of_booking', 'session'));
    const points = plan.points ? await reservePoints(tx, claimed, plan.points, now) : null;
    if (owner === null && plan.memberId !== null && !plan.points) await linkMember(tx, loaded.row.id, plan.memberId, plan.kind === 'points', now);
    // Points are spent only with the owner's session; what the money earns goes to the member the booking is linked
    // to, else to the one whose session pays (who is linked by it).
    const settling: Settling = { tx, deps, loaded, payment: claimed, lang, memberId: owner ?? plan.memberId, points };
    if (plan.kind === 'order') return settleOrder(settling, plan);
    if (plan.kind === 'points') return settlePointsOnly(settling);
    const { method } = plan;
    sale.tours = await checkout(settling, key, method.type === 'card' ? { card: method.card } : { wallet: method }, current.tourBookings);
    sale.answer = answerOfSale(settling, sale.tours);
  });
}

async function completeChallenge(deps: ResolvedDeps, loaded: LoadedReservation, paymentId: number, key: string, code: string, lang: Lang): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const current = await lockReservation(tx, loaded.row.id);
    const payment = await lockPayment(tx, paymentId);
    // A concurrent completion got here first: its outcome is replayed.
    if (!payment || payment.status !== 'process' || !payment.challengeId) return;
    if (isPaymentSettled(current.paymentStatus)) throw new Refusal(refuse(409, 'already_paid'));
    const points = (await pointsPartOf(tx, payment)) ?? null;
    await checkout({ tx, deps, loaded, payment, lang, memberId: current.loyaltyMemberId, points }, key, { challengeCode: code }, current.tourBookings);
  });
}

/**
 * The card or wallet through the one checkout, in the reservation's transaction: the sale's row then says what
 * happened (approved, waiting on the bank's code, declined, expired, refunded late) and the traveller is answered
 * with it. A refusal of the attempt itself (its key used for another order or amount, or a state the reservation's
 * lock rules out) rolls everything back.
 */
async function checkout(s: Settling, key: string, means: Pick<CheckoutRequest, 'card' | 'wallet' | 'challengeCode'>, mayHaveTours: boolean): Promise<boolean> {
  const { row } = s.loaded;
  // The order's tours (docs/rules/tours.md#a-bus-trip-with-a-tour): one charge for the bus and the tours, each
  // sold with it or the whole charge given back. `mayHaveTours`: the locked read found a tour booking held or sold
  // with the reservation; without one there is nothing to read.
  const tours = mayHaveTours
    ? await tripTourItem({ ...s.deps, db: s.tx }, { reservationId: row.id, key, paymentType: s.payment.type === 'debit' ? 'debit' : 'credit', cardLast4: means.card ? means.card.number.replace(/\D/g, '').slice(-4) : null })
    : null;
  const outcome = await checkoutByCard(
    { db: s.tx, clock: s.deps.clock, gateway: s.deps.payments.gateway },
    { key, orderRef: `reservation:${row.id}`, reservationId: row.id, reservationCode: row.code, ...means },
    tours ? [reservationItem(s), tours] : [reservationItem(s)],
  );
  if (outcome.status !== 'refused' || isRecordedRefusal(outcome.code)) return tours !== null;
  if (outcome.code === 'challenge_not_pending') throw new Refusal(refuse(409, 'challenge_not_pending', 'challenge_code'));
  throw new Refusal(refuse(409, 'idempotency_key_reused', 'idempotency_key'));
}
