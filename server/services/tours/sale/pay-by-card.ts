import { cardDigits, type CardInput } from '../../../../domain/payments/card-rules';
import type { ErrorCode } from '../../../../domain/errors/catalogue.gen';
import { checkoutByCard } from '../../../payments/checkout/checkout';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { mailTicketOnce } from './confirm-booking';
import { paymentMethodsOf, paymentView } from './payment-view';
import { readBooking, startAttempt, type LoadedBooking } from './sale.queries';
import { tourBookingItem } from './tour-booking.item';
import { memberPointsBalances, type TourPointsPlan } from './tour-points';

// A booking paid by card through the one checkout (decision 054): the first request with the card, and the
// answer to the bank's 3-D Secure code with the same key. The checkout's key is the client's under the booking,
// so one key pays one booking once; a new key after a decline is a new attempt the decline cannot block.

export interface CardPayment {
  key: string;
  paymentType: 'credit' | 'debit';
  card?: CardInput;
  challengeCode?: string;
  /** Points that pay part of it (decision 069): the card pays the rest. */
  points: TourPointsPlan | null;
}

export type PaymentAnswer = Outcome<{ payment: ReturnType<typeof paymentView> }, 'tours'>;

const bookingKey = (bookingId: string, key: string) => `tour-${bookingId}-${key}`;

/** The booking's payment as it stands now (after a payment, a challenge, or a charge given back). */
export async function currentPayment(deps: ResolvedDeps, bookingId: string, session?: string): Promise<PaymentAnswer> {
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) return refuse<'tours'>(404, 'booking_not_found', 'booking_id');
  // A signed-in member's points, which may pay a booking not paid yet (decision 069).
  const balances = session !== undefined && loaded.row.status === 'held' ? await memberPointsBalances(deps, session) : null;
  return success({ payment: paymentView(deps, loaded.row, await paymentMethodsOf(deps, loaded), balances) });
}

export async function payByCard(deps: ResolvedDeps, loaded: LoadedBooking, pay: CardPayment): Promise<PaymentAnswer> {
  const { row } = loaded;
  const now = deps.clock.now();
  if (pay.challengeCode === undefined) await startAttempt(deps.db, row.id, pay.key, pay.paymentType, now, pay.points);
  const last4 = pay.card ? cardDigits(pay.card.number).slice(-4) : row.cardLast4;
  const outcome = await checkoutByCard(
    { db: deps.db, clock: deps.clock, gateway: deps.payments.gateway },
    { key: bookingKey(row.id, pay.key), orderRef: `tour:${row.id}`, reservationId: null, reservationCode: row.id, card: pay.card, challengeCode: pay.challengeCode },
    [tourBookingItem(deps, { bookingId: row.id, key: pay.key, amountCents: row.totalCents - (pay.points?.cents ?? 0), paymentType: pay.paymentType, cardLast4: last4 ?? null, points: pay.points })],
  );
  switch (outcome.status) {
    case 'paid':
      // Settled: the tickets go out now, whether or not the client goes on to ask for the booking.
      await mailTicketOnce(deps, row.id);
      return currentPayment(deps, row.id);
    case 'challenge':
      return currentPayment(deps, row.id);
    case 'declined':
      return refuse<'tours'>(409, 'payment_declined', 'card');
    default:
      return refusalOf(deps, row.id, outcome.code);
  }
}

async function refusalOf(deps: ResolvedDeps, bookingId: string, code: string): Promise<PaymentAnswer> {
  switch (code) {
    // Paid meanwhile with another key: this charge went back, and the booking's payment is the answer.
    case 'already_paid':
      return currentPayment(deps, bookingId);
    case 'hold_expired':
      return refuse<'tours'>(410, 'hold_expired', 'booking_id');
    case 'card_required':
    case 'card_invalid':
      return refuse<'tours'>(400, code, 'card');
    case 'challenge_not_pending':
      return refuse<'tours'>(409, code, 'challenge_code');
    // The pool was spent meanwhile (another payment of the member's): nothing charged, or the charge given back.
    case 'insufficient_points':
      return refuse<'tours'>(409, code, 'points.amount');
    case 'payment_refunded':
      return refuse<'tours'>(409, 'payment_declined', 'idempotency_key');
    default:
      return refuse<'tours'>(409, code as ErrorCode<'tours'>, 'idempotency_key');
  }
}
