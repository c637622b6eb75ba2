import type { CardInput } from '../../../domain/payments/card-rules';
import type { ErrorCode } from '../../../domain/errors/catalogue.gen';
import { checkoutByCard } from '../../payments/checkout/checkout';
import type { Lang } from '../../http/envelope';
import { refuse, success } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { settledPayment } from '../reservations';
import { itineraryOf, openToAct } from './find-itinerary';
import { pendPaymentItem, pendStillPayable } from './pend-payment.item';
import { PEND_METHODS, storeOrderOpen } from './itinerary.queries';

// itineraryPayPend (docs/rules/my-reservation.md#paying-a-pend-here; decision 065): a PEND reservation ordered for the
// ticket office is paid by card from My reservation, with the proof of the contact, strictly before its deadline;
// its tickets become E-tickets and their e-mail is sent. A store order (OXXO, Openpay) too, before its own deadline:
// paying by card voids its reference in the same transaction, and cash reported for it later sells nothing (decision 071).

export interface PayPendInput {
  code: string;
  token: string;
  card?: CardInput;
  /** The attempt's key (Idempotency-Key header or `idempotency_key`). */
  attemptKey?: string;
  challengeCode?: string;
}

export async function payPendOnline(deps: ResolvedDeps, input: PayPendInput, lang: Lang) {
  const opened = await openToAct(deps, input.code, input.token);
  if (!opened.ok) return opened;
  const { loaded } = opened.value;
  const order = await settledPayment(deps.db, loaded.row.id);
  if (loaded.row.paymentStatus !== 'order_generated' || order?.status !== 'order_generated' || !(PEND_METHODS as readonly (string | null)[]).includes(order.method)) return refuse<'itinerary'>(409, 'not_pending', 'code');
  if (!pendStillPayable(loaded, deps.clock.now()) || !storeOrderOpen(order, deps.clock.now())) return refuse<'itinerary'>(409, 'pend_expired', 'code');
  if (!input.attemptKey) return refuse<'itinerary'>(400, 'idempotency_key_required', 'idempotency_key');
  const outcome = await checkoutByCard(
    { db: deps.db, clock: deps.clock, gateway: deps.payments.gateway },
    { key: `pend-${loaded.row.id}-${input.attemptKey}`, orderRef: `pend:${loaded.row.id}`, reservationId: loaded.row.id, reservationCode: loaded.row.code, card: input.card, challengeCode: input.challengeCode },
    [pendPaymentItem(deps, loaded, order.amount)],
  );
  switch (outcome.status) {
    case 'paid': {
      const reopened = await openToAct(deps, input.code, input.token);
      return reopened.ok ? success(await itineraryOf(deps, reopened.value, lang)) : reopened;
    }
    case 'challenge':
      return refuse<'itinerary'>(402, 'payment_challenge_required', 'challenge_code');
    case 'declined':
      return refuse<'itinerary'>(409, 'payment_declined', 'card');
    default:
      if (outcome.code === 'card_invalid') return refuse<'itinerary'>(400, 'invalid_request', 'card');
      return refuse<'itinerary'>(409, outcome.code as ErrorCode<'itinerary'>, outcome.field ?? 'idempotency_key', outcome.detail);
  }
}
