import { latePaymentOutcome, type LatePaymentOutcome } from '../../domain/payments/late-payment';
import type { Clock } from '../clock';
import type { PaymentGateway, RefundResult } from './payment-gateway';

// The gateway side of a late payment: decide re-hold or refund, and when it is a refund, issue it
// with a key derived from the charge, so settling the same late charge twice refunds once.

export type LateSettlement =
  | { outcome: 'confirmed' | 'rehold' }
  | { outcome: 'refund'; refund: RefundResult };

export const lateRefundKey = (chargeId: string) => `late-refund:${chargeId}`;

export async function settleLatePayment(
  args: { chargeId: string; holdExpiresAt: Date | null; seatsStillFree: boolean; departureClosed: boolean },
  gateway: Pick<PaymentGateway, 'refund'>,
  clock: Clock,
): Promise<LateSettlement> {
  const outcome: LatePaymentOutcome = latePaymentOutcome({ ...args, now: clock.now() });
  if (outcome !== 'refund') return { outcome };
  const refund = await gateway.refund({ chargeId: args.chargeId, idempotencyKey: lateRefundKey(args.chargeId), reason: 'late_payment' });
  return { outcome, refund };
}
