import { pointsToCents, splitWithPoints, type PointsRefusal } from '../../domain/loyalty/points-payment';
import { toCents } from '../../domain/fares';
import type { ReservationContext } from './reservation-context';

// The browser's early check of points applied on the payment step (decision 034): the rule is the
// server's (domain/loyalty/points-payment), against the balances and total getPayment answered.

export function pointsRefusal(context: ReservationContext, event: { pointsType: 'traveller_loyalty' | 'traveller_prepaid'; amount: number }): PointsRefusal | null {
  const options = context.paymentOptions;
  if (!options?.points) return 'insufficient_points';
  const split = splitWithPoints(toCents(options.total), pointsToCents(event.amount), toCents(options.points[event.pointsType]));
  return split.ok ? null : split.code;
}

/** Points cover the whole total: nothing is left to pay in money. */
export function pointsCoverTotal(context: Pick<ReservationContext, 'paymentOptions' | 'pointsPart'>): boolean {
  const { paymentOptions, pointsPart } = context;
  return paymentOptions !== null && pointsPart !== null && pointsToCents(pointsPart.amount) >= toCents(paymentOptions.total);
}
