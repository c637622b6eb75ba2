import { cardMessages, checkCard, type CardInput } from '../../../../domain/payments/card-rules';
import { availablePaymentMethods, isWalletId, type PaymentMethodId } from '../../../../domain/payments/payment-methods';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import { toCents } from '../../../../domain/fares';
import { pointsToCents, splitWithPoints, type PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import { poolBalanceCents } from '../../loyalty';
import type { PointsPlan } from './points-part';
import { pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { createCashOrder, createOfficeOrder } from '../../../payments/offline-payments';
import type { ChargeMethod } from '../../../payments/payment-gateway';
import { refuse, type Failure } from '../../../platform/failure';
import type { LoadedReservation } from '../../reservations';
import { buildSummary } from '../../reservations';
import type { PaymentRow } from './payment.queries';
import { datedLegs, seatsComplete, type SeatSnapshot } from './payment-seats';
import { tripToursOf } from '../../tours';
import { paysTripTours } from '../../../../domain/tours/trip-tours';

type PaymentType = PaymentRow['type'];

export interface ConfirmInput {
  code: string;
  method: PaymentMethodId;
  idempotencyKey: string;
  card?: CardInput;
  cardType: 'credit' | 'debit';
  walletToken?: string;
  challengeCode?: string;
  /** Points that pay part or all of it (decision 034). */
  points?: { type: PointsPaymentType; amount: number } | undefined;
  /** The frequent traveller the session header opened, or null. */
  memberId?: number | null;
}

/** What a checked new payment will do. */
export type PlannedPayment = {
  type: PaymentType;
  amountCents: number;
  seats: SeatSnapshot[];
  /** The member the reservation is linked to (earns points), else the signed-in one, or null. */
  memberId: number | null;
  /** The points part; amountCents is then the money part only. */
  points: PointsPlan | null;
} & (
  | { kind: 'points' }
  | { kind: 'charge'; method: ChargeMethod }
  | { kind: 'order'; reference: string | null; deadline: Date; holdUntil: (departureId: number) => Date }
);

/** The total due in cents of MXN, from the same summary the traveller saw. */
export function amountDueCents(loaded: LoadedReservation, deps: ResolvedDeps): number {
  return toCents(buildSummary(loaded, deps.config).total);
}

/** Every check a new payment passes before anything is written or charged. */
export async function planPayment(deps: ResolvedDeps, loaded: LoadedReservation, input: ConfirmInput, lang: Lang): Promise<{ ok: true; value: PlannedPayment } | Failure> {
  const { db, clock, payments: pay } = deps;
  const { row } = loaded;
  const now = clock.now();
  if (isPaymentSettled(row.paymentStatus)) return refuse(409, 'already_paid');
  if (row.paymentDeadline && now.getTime() > row.paymentDeadline.getTime()) return refuse(410, 'payment_expired');
  if (!availablePaymentMethods(pay.config).some((m) => m.id === input.method)) return refuse(400, 'payment_type_not_allowed', 'method');
  // The seat rows as the reservation was read for this payment, ordered as the transaction takes them.
  const seats: SeatSnapshot[] = [...loaded.seatRows].sort((a, b) => a.departureId - b.departureId || a.seatNumber - b.seatNumber);
  if (!row.paymentDeadline || !seatsComplete(loaded, seats)) return refuse(409, 'seats_count_mismatch', 'seats');
  const totalCents = amountDueCents(loaded, deps);
  if (totalCents <= 0) return refuse(400, 'invalid_request', 'code');
  // Tours in the order go with a card or a wallet, whole (docs/rules/tours.md#a-bus-trip-with-a-tour): read only when
  // the payment could not carry them (a card or a wallet without points, the hot sale's payment, reads nothing).
  if ((!paysTripTours(input.method) || input.points) && (await tripToursOf(deps, row.id, lang))?.status === 'held') return refuse(400, 'payment_type_not_allowed', 'method');
  // The booking stays its member's (the traveller operation linked them): whoever signs in later, its money earns
  // that member's points and its tickets carry that member's luggage; only that member's session spends points on it.
  const sessionMember = input.memberId ?? null;
  const owner = row.loyaltyMemberId ?? null;
  const memberId = owner ?? sessionMember;
  let points: PointsPlan | null = null;
  let amountCents = totalCents;
  if (input.points) {
    if (sessionMember === null) return refuse(401, 'traveller_session_invalid', 'session');
    if (owner !== null && sessionMember !== owner) return refuse(409, 'traveller_not_of_booking', 'session');
    const cents = pointsToCents(input.points.amount);
    // Checked again under the member's lock in the transaction; this early answer spares a charge.
    const split = splitWithPoints(totalCents, cents, await poolBalanceCents(db, sessionMember, input.points.type));
    if (!split.ok) return refuse(split.code === 'insufficient_points' ? 409 : 400, split.code, 'points.amount');
    points = { memberId: sessionMember, type: input.points.type, cents };
    amountCents = split.moneyCents;
    if (amountCents === 0) return { ok: true, value: { kind: 'points', type: input.points.type, amountCents: cents, seats, memberId, points: null } };
  }
  const member = { memberId, points };

  if (input.method === 'card') {
    if (!input.card) return refuse(400, 'card_invalid', 'card');
    const check = checkCard(input.card, now);
    if (!check.ok) {
      const errors = Object.entries(check.errors).map(([field, code]) => ({ code: 'card_invalid' as const, field: `card.${field}`, detail: cardMessages[lang][code] }));
      return { ok: false, status: 400, errors };
    }
    return { ok: true, value: { kind: 'charge', type: input.cardType, amountCents, seats, ...member, method: { type: 'card', card: input.card } } };
  }
  if (isWalletId(input.method)) {
    if (!input.walletToken) return refuse(400, 'invalid_request', 'wallet_token');
    const wallet = input.method;
    return { ok: true, value: { kind: 'charge', type: wallet, amountCents, seats, ...member, method: { type: wallet, token: input.walletToken } } };
  }
  // A store or office order is paid later, or never: points are not held for it.
  if (points) return refuse(400, 'points_not_with_order', 'points');

  // Store and office orders hold each leg's seats until 15 minutes before that leg's departure.
  const legs = datedLegs(loaded);
  const departures = [...legs.map((l) => l.boardsAt), ...(legs.length === 0 ? [null] : [])];
  const holdUntil = (departureId: number) => {
    const leg = legs.find((l) => l.departureId === departureId);
    return pendHoldUntil(leg?.boardsAt ?? now);
  };
  if (input.method === 'office') {
    const order = createOfficeOrder({ departures }, pay.config, clock);
    if (order.status === 'refused') return refuse(order.reason === 'pend_limit_passed' ? 409 : 400, order.reason === 'pend_limit_passed' ? 'pend_expired' : 'payment_type_not_allowed', 'method');
    return { ok: true, value: { kind: 'order', type: 'cash', amountCents, seats, reference: null, deadline: order.holdUntil, holdUntil, ...member } };
  }
  const network = input.method === 'openpay' ? 'openpay' : 'oxxo';
  const order = createCashOrder({ network, reservationCode: row.code, amountCents, departures }, pay.config, clock);
  if (order.status === 'refused') return refuse(order.reason === 'pend_limit_passed' ? 409 : 400, order.reason === 'pend_limit_passed' ? 'pend_expired' : 'payment_type_not_allowed', 'method');
  return { ok: true, value: { kind: 'order', type: network, amountCents, seats, reference: order.order.reference, deadline: order.order.deadline, holdUntil, ...member } };
}
