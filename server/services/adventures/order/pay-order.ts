import { cardDigits, type CardInput } from '../../../../domain/payments/card-rules';
import { checkoutByCard } from '../../../payments/checkout/checkout';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { adventureOrderItem } from './adventure-order.item';
import { confirmAfterCharge } from './confirm-after-charge';
import { orderStatusOf, orderView, tokenOpens } from './order-view';
import { orderByCode } from './orders.queries';

// adventureSendPayment and adventureCheckPayment: the order paid by card through the one checkout, then
// confirmed with the partner (or refunded: confirm-after-charge.ts). An order already paid, confirmed or refunded
// answers as it stands and charges nothing, whatever the key.

export interface PayOrderInput {
  code: string;
  token: string;
  paymentMethod: 'card' | 'oxxo' | 'paypal';
  key: string;
  card?: CardInput;
  challengeCode?: string;
}

type OrderAnswer = Outcome<ReturnType<typeof orderView>, 'adventures'>;

const checkoutKey = (orderId: number, key: string) => `adventure-${orderId}-${key}`;

export async function showOrder(deps: ResolvedDeps, code: string, token: string): Promise<OrderAnswer> {
  const row = await orderByCode(deps.db, code);
  if (!tokenOpens(row, token) || row.status === 'reserving' || row.status === 'abandoned') return refuse<'adventures'>(404, 'order_not_found', 'order_id');
  return success(orderView(row, deps.clock.now()));
}

export async function payOrder(deps: ResolvedDeps, input: PayOrderInput): Promise<OrderAnswer> {
  const row = await orderByCode(deps.db, input.code);
  if (!tokenOpens(row, input.token) || row.status === 'reserving' || row.status === 'abandoned') return refuse<'adventures'>(404, 'order_not_found', 'order_id');
  const now = deps.clock.now();
  const status = orderStatusOf(row, now);
  if (status !== 'held' && status !== 'expired') return success(orderView(row, now));
  if (status === 'expired') return refuse<'adventures'>(410, 'hold_expired', 'order_id');
  if (input.paymentMethod !== 'card') return refuse<'adventures'>(409, 'payment_method_not_allowed', 'payment_method');
  const key = checkoutKey(row.id, input.key);
  if (input.challengeCode !== undefined && (row.challengePending !== 1 || row.paymentKey !== key)) return refuse<'adventures'>(409, 'challenge_not_pending', 'challenge_code');
  if (input.challengeCode === undefined && !input.card) return refuse<'adventures'>(400, 'card_required', 'card');

  const outcome = await checkoutByCard(
    { db: deps.db, clock: deps.clock, gateway: deps.payments.gateway },
    { key, orderRef: `adventure:${row.code}`, reservationId: null, reservationCode: row.code, card: input.card, challengeCode: input.challengeCode },
    [adventureOrderItem(deps, { orderId: row.id, key, cardLast4: input.card ? cardDigits(input.card.number).slice(-4) : row.cardLast4 })],
  );
  switch (outcome.status) {
    case 'paid':
      return success(orderView(await confirmAfterCharge(deps, row.id), deps.clock.now()));
    case 'challenge':
      return showOrder(deps, row.code, input.token);
    case 'declined':
      return refuse<'adventures'>(409, 'payment_declined', 'card');
    default:
      switch (outcome.code) {
        case 'already_paid':
          return showOrder(deps, row.code, input.token);
        case 'hold_expired':
          return refuse<'adventures'>(410, 'hold_expired', 'order_id');
        case 'partner_unavailable':
          return refuse<'adventures'>(503, 'partner_unavailable');
        case 'card_required':
        case 'card_invalid':
          return refuse<'adventures'>(400, outcome.code, 'card');
        case 'payment_refunded':
          return refuse<'adventures'>(409, 'payment_declined', 'idempotency_key');
        case 'challenge_not_pending':
          return refuse<'adventures'>(409, 'challenge_not_pending', 'challenge_code');
        case 'idempotency_key_reused':
          return refuse<'adventures'>(409, 'idempotency_key_reused', 'idempotency_key');
        default:
          return refuse<'adventures'>(409, 'payment_in_progress', 'idempotency_key');
      }
  }
}
