import { pointsToCents } from '../loyalty/points-payment';
import { toCents } from '../fares';
import type { PaymentMethodId } from './payment-methods';

// What the checkout offers once points are applied (docs/rules/loyalty.md#paying-with-points): cash at a store or at the office
// is paid later, or never, so it is not taken beside points; a card or a wallet pays the rest, and points that
// cover the whole amount need nothing more.

const laterCash: readonly PaymentMethodId[] = ['oxxo', 'openpay', 'office'];

export interface CheckoutState {
  amount: number;
  methods: readonly PaymentMethodId[];
  pointsPart: { amount: number } | null;
}

/** The methods the traveller may choose now. */
export function offeredMethods({ methods, pointsPart }: CheckoutState): PaymentMethodId[] {
  return pointsPart ? methods.filter((method) => !laterCash.includes(method)) : [...methods];
}

/** Points applied cover the whole amount: nothing is left to pay in money. */
export function pointsCover({ amount, pointsPart }: CheckoutState): boolean {
  return pointsPart !== null && pointsToCents(pointsPart.amount) >= toCents(amount);
}

/** What is left to pay in money, MXN. */
export function moneyDue({ amount, pointsPart }: CheckoutState): number {
  return Math.max(0, toCents(amount) - (pointsPart ? pointsToCents(pointsPart.amount) : 0)) / 100;
}
