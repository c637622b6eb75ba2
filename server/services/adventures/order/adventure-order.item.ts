import type { Database } from '../../../db/database';
import { ItemRefused, type CheckoutItem, type Released, type SettledPayment } from '../../../payments/checkout/checkout';
import { isOctoError } from '../../../partners/octo/octo-errors';
import type { ResolvedDeps } from '../../service-deps';
import { logPartnerFailure } from '../partner/partner-failure';
import { lockOrder, orderById, patchOrder } from './orders.queries';

// A partner adventure as an item of the one checkout (server/payments/checkout/checkout.ts). What it sells is
// held by the partner, so `hold` asks the partner, before the bank is asked, whether the hold is still alive:
// an expired hold (ours or the partner's) or a partner that does not answer is refused, and nothing is
// charged. `settle` marks the order paid in the transaction that records the approval, provided the
// partner's hold has not run out meanwhile (the bank's 3-D Secure can take a while); the partner's
// confirmation comes after the charge, outside any transaction (confirm-after-charge.ts).

export interface AdventurePaymentOrder {
  orderId: number;
  /** The checkout's key of this attempt. */
  key: string;
  cardLast4: string | null;
}

export function adventureOrderItem(deps: ResolvedDeps, order: AdventurePaymentOrder): CheckoutItem<void> {
  return {
    priceCents: async () => (await orderById(deps.db, order.orderId))?.totalCents ?? 0,
    hold: async () => {
      const row = await orderById(deps.db, order.orderId);
      const now = deps.clock.now();
      if (!row || row.status !== 'held' || row.deadline === null || now.getTime() >= row.deadline.getTime()) throw new ItemRefused('hold_expired', 'order_id');
      try {
        const booking = await deps.adventures.partner.booking(row.partnerUuid);
        if (!booking || booking.status !== 'ON_HOLD') throw new ItemRefused('hold_expired', 'order_id');
      } catch (error) {
        if (!isOctoError(error)) throw error;
        logPartnerFailure('booking', error);
        throw new ItemRefused('partner_unavailable');
      }
      await patchOrder(deps.db, row.id, { paymentKey: order.key, updatedAt: now });
    },
    waitForCode: () => patchOrder(deps.db, order.orderId, { paymentKey: order.key, challengePending: 1, declineReason: null, updatedAt: deps.clock.now() }),
    settle: (tx, payment) => settle(deps, tx, order, payment),
    release: async (released: Released) => {
      const row = await orderById(deps.db, order.orderId);
      if (row?.status !== 'held') return;
      await patchOrder(deps.db, row.id, { challengePending: 0, declineReason: released.reason, updatedAt: deps.clock.now() });
    },
  };
}

async function settle(deps: ResolvedDeps, tx: Database, order: AdventurePaymentOrder, payment: SettledPayment): Promise<void> {
  const now = deps.clock.now();
  const row = await lockOrder(tx, order.orderId);
  if (!row) throw new ItemRefused('hold_expired', 'order_id', undefined, 'cancellation');
  // Paid meanwhile with another key (two tabs): this charge goes back whole.
  if (row.status === 'paid' || row.status === 'confirmed') throw new ItemRefused('already_paid', 'order_id');
  if (row.status !== 'held' || row.partnerExpiresAt === null || now.getTime() >= row.partnerExpiresAt.getTime()) throw new ItemRefused('hold_expired', 'order_id', undefined, 'cancellation');
  await patchOrder(tx, row.id, { status: 'paid', paymentKey: payment.key, chargeId: payment.chargeId, cardLast4: order.cardLast4, challengePending: 0, declineReason: null, paidAt: now, updatedAt: now });
}
