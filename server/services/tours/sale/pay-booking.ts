import type { CardInput } from '../../../../domain/payments/card-rules';
import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import { refuse } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { storedStatus } from './booking-view';
import { orderAtStore } from './order-at-store';
import { currentPayment, payByCard } from './pay-by-card';
import { paymentMethodsOf } from './payment-view';
import { readBooking } from './sale.queries';
import { payWithPoints } from './pay-with-points';
import { keptPointsPlan, planTourPoints } from './tour-points';

// createTourPayment and updateTourPayment (docs/rules/tours.md#payment): a held booking with its contact and
// its terms accepted is paid by card (credit or debit, through the one checkout) or ordered at a store (oxxo);
// a signed-in member's points pay all of it, or part of it beside a card, never beside a store order (decision
// 069). A booking already paid answers its payment and charges nothing, whatever the key.

export interface PayBookingInput {
  bookingId: string;
  /** Any PaymentType of the contract; only the ones offered pass. */
  paymentType: string;
  key: string;
  card?: CardInput;
  /** Points of one pool; they need the member's loyalty session. */
  points?: { type: string; amount: number };
  session?: string;
}

export async function payBooking(deps: ResolvedDeps, input: PayBookingInput) {
  const loaded = await readBooking(deps.db, input.bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  const { row } = loaded;
  const status = bookingStatus(storedStatus(row), row.holdExpiresAt, deps.clock.now());
  if (status === 'confirmed') return currentPayment(deps, row.id);
  // The store order's repeat (the same request again) answers the order it made.
  if (status === 'ordered' && row.paymentKey === input.key) return currentPayment(deps, row.id);
  if (status === 'ordered') return refuse<'tours'>(409, 'payment_in_progress', 'payment_type');
  if (status !== 'held') return refuse<'tours'>(410, 'hold_expired', 'booking_id');
  if (row.contactFirstName === null) return refuse<'tours'>(409, 'contact_required', 'contact');
  if (!row.termsAccepted) return refuse<'tours'>(409, 'terms_not_accepted', 'apply');
  const methods = await paymentMethodsOf(deps, loaded);
  const paymentType = methods.find((m) => m === input.paymentType);
  if (paymentType === undefined) return refuse<'tours'>(409, 'payment_type_not_allowed', 'payment_type');
  if (paymentType === 'oxxo') return input.points ? refuse<'tours'>(400, 'points_not_with_order', 'points') : orderAtStore(deps, loaded, input.key);
  let points = null;
  if (input.points) {
    const planned = await planTourPoints(deps, row.totalCents, input.points, input.session);
    if (!planned.ok) return planned;
    points = planned.value;
    if (points.cents === row.totalCents) return payWithPoints(deps, loaded, input.key, points);
  }
  if (!input.card) return refuse<'tours'>(400, 'card_required', 'card');
  return payByCard(deps, loaded, { key: input.key, paymentType, card: input.card, points });
}

export interface ChallengeAnswer {
  bookingId: string;
  number: number;
  key: string;
  code: string;
}

/** The bank's 3-D Secure code for the booking's pending attempt, with that attempt's key and number. */
export async function answerChallenge(deps: ResolvedDeps, input: ChallengeAnswer) {
  const loaded = await readBooking(deps.db, input.bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  const { row } = loaded;
  if (row.status === 'confirmed' && row.paymentKey === input.key) return currentPayment(deps, row.id);
  if (row.paymentKey !== input.key || row.paymentNumber !== input.number || row.paymentStatus !== 'process' || row.challengeId === null) {
    return refuse<'tours'>(409, 'challenge_not_pending', 'challenge_code');
  }
  const paymentType = row.paymentType === 'debit' ? 'debit' : 'credit';
  // The points the attempt was started with, kept on the booking (checked again before the bank is asked).
  return payByCard(deps, loaded, { key: input.key, paymentType, challengeCode: input.code, points: keptPointsPlan(row) });
}
