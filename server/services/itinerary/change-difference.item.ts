import type { CheckoutItem } from '../../payments/checkout/checkout';
import type { CountedRules } from '../reservations';
import { moveLegIn, type LegMove } from './change.queries';

// A schedule change's fare difference as an item of the checkout (server/payments/checkout/checkout.ts): its
// price is the dearer bus's difference for the whole leg, and settling it is the move itself, in the
// transaction that records the payment. Nothing is held while the bank is asked: the seats are taken in the
// move, under the buses' locks (decision 008), and a seat taken meanwhile gets the charge back.

export function changeDifferenceItem(rules: CountedRules, move: Omit<LegMove, 'reference'>): CheckoutItem<{ changeId: number }> {
  return {
    priceCents: async () => move.differenceCents,
    hold: async () => undefined,
    settle: async (tx, payment) => ({ changeId: await moveLegIn(tx, rules, { ...move, reference: payment.chargeId }) }),
    release: async () => undefined,
  };
}
