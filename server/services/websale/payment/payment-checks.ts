import { cardMessages, checkCard, type CardInput } from '../../../../domain/payments/card-rules';
import { availablePaymentMethods, isWalletId, type PaymentMethodId } from '../../../../domain/payments/payment-methods';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import { toCents } from '../../../../domain/fares';
import { pendHoldUntil } from '../../../../domain/tickets/pend-rules';
import type { ResolvedDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { createCashOrder, createOfficeOrder } from '../../../payments/offline-payments';
import type { ChargeMethod } from '../../../payments/payment-gateway';
import { refuse, type Failure } from '../../failure';
import type { LoadedReservation } from '../reservation/reservation.queries';
import { buildSummary } from '../reservation/reservation-view';
import { seatSnapshot, type PaymentRow } from './payment.queries';
import { datedLegs, seatsComplete, type SeatSnapshot } from './payment-seats';

type PaymentType = PaymentRow['type'];

export interface ConfirmInput {
  code: string;
  method: PaymentMethodId;
  idempotencyKey: string;
  card?: CardInput;
  cardType: 'credit' | 'debit';
  walletToken?: string;
  challengeCode?: string;
}

/** What a checked new payment will do. */
export type PlannedPayment = {
  type: PaymentType;
  amountCents: number;
  seats: SeatSnapshot[];
} & (
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
  const seats = await seatSnapshot(db, row.id);
  if (!row.paymentDeadline || !seatsComplete(loaded, seats)) return refuse(409, 'seats_count_mismatch', 'seats');
  const amountCents = amountDueCents(loaded, deps);
  if (amountCents <= 0) return refuse(400, 'invalid_request', 'code');

  if (input.method === 'card') {
    if (!input.card) return refuse(400, 'card_invalid', 'card');
    const check = checkCard(input.card, now);
    if (!check.ok) {
      const errors = Object.entries(check.errors).map(([field, code]) => ({ code: 'card_invalid' as const, field: `card.${field}`, detail: cardMessages[lang][code] }));
      return { ok: false, status: 400, errors };
    }
    return { ok: true, value: { kind: 'charge', type: input.cardType, amountCents, seats, method: { type: 'card', card: input.card } } };
  }
  if (isWalletId(input.method)) {
    if (!input.walletToken) return refuse(400, 'invalid_request', 'wallet_token');
    const wallet = input.method;
    return { ok: true, value: { kind: 'charge', type: wallet, amountCents, seats, method: { type: wallet, token: input.walletToken } } };
  }

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
    return { ok: true, value: { kind: 'order', type: 'cash', amountCents, seats, reference: null, deadline: order.holdUntil, holdUntil } };
  }
  const network = input.method === 'openpay' ? 'openpay' : 'oxxo';
  const order = createCashOrder({ network, reservationCode: row.code, amountCents, departures }, pay.config, clock);
  if (order.status === 'refused') return refuse(order.reason === 'pend_limit_passed' ? 409 : 400, order.reason === 'pend_limit_passed' ? 'pend_expired' : 'payment_type_not_allowed', 'method');
  return { ok: true, value: { kind: 'order', type: network, amountCents, seats, reference: order.order.reference, deadline: order.order.deadline, holdUntil } };
}
