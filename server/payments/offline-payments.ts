import { createStoreOrder, type StoreNetwork, type StoreOrder } from '../../domain/payments/store-reference';
import { canPayPend, pendAppearBy, pendHoldUntil } from '../../domain/tickets/pend-rules';
import type { Clock } from '../platform/clock';
import type { PaymentConfig } from './payment-config';

// Payments that settle later: cash at a store and pay at the office. Both leave the payment
// `order_generated` and the tickets PEND until the money arrives (docs/rules/payment.md#payment-status). The seats are held
// only until the PEND limit of the earliest dated leg, so neither is offered past that limit.

export type OfflineRefusal = 'pend_limit_passed' | 'method_not_offered' | 'open_departure';

export type StoreOrderResult =
  | { status: 'order_generated'; ticketType: 'PEND'; order: StoreOrder }
  | { status: 'refused'; reason: OfflineRefusal };

export type OfficeOrderResult =
  | { status: 'order_generated'; ticketType: 'PEND'; appearBy: Date; holdUntil: Date }
  | { status: 'refused'; reason: OfflineRefusal };

/** The earliest dated departure decides the hold limit; open legs have none. */
function earliest(departures: readonly (Date | null)[]): Date | null {
  const dated = departures.filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime());
  return dated[0] ?? null;
}

export function createCashOrder(
  args: { network: StoreNetwork; reservationCode: string; amountCents: number; departures: readonly (Date | null)[]; attempt?: number },
  config: PaymentConfig,
  clock: Clock,
): StoreOrderResult {
  if (!config.storeCash) return { status: 'refused', reason: 'method_not_offered' };
  const now = clock.now();
  const first = earliest(args.departures);
  if (first && !canPayPend(first, now)) return { status: 'refused', reason: 'pend_limit_passed' };
  const order = createStoreOrder({
    network: args.network,
    reservationCode: args.reservationCode,
    amountCents: args.amountCents,
    now,
    pendLimit: first ? pendHoldUntil(first) : null,
    attempt: args.attempt,
    hours: config.storeOrderHours,
  });
  return { status: 'order_generated', ticketType: 'PEND', order };
}

/**
 * Pay at the office needs a dated departure: the traveller pays when they come to travel, and an
 * open ticket has no moment at which its seat would be released.
 */
export function createOfficeOrder(args: { departures: readonly (Date | null)[] }, config: PaymentConfig, clock: Clock): OfficeOrderResult {
  if (!config.payAtOffice) return { status: 'refused', reason: 'method_not_offered' };
  const first = earliest(args.departures);
  if (!first) return { status: 'refused', reason: 'open_departure' };
  if (!canPayPend(first, clock.now())) return { status: 'refused', reason: 'pend_limit_passed' };
  return { status: 'order_generated', ticketType: 'PEND', appearBy: pendAppearBy(first), holdUntil: pendHoldUntil(first) };
}
