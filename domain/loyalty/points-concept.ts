import { pointsPoolKinds } from './points-payment';

// What a points movement was, from the ledger's facts alone (its kind, its sign and whether it names a
// reservation), so the history reads in the traveller's language whatever text the row was written with
// (docs/rules/loyalty.md#points-history).

export type PointsConcept =
  | 'welcome' // the opening balance a new member is given
  | 'earned' // earned on a paid trip
  | 'earnedTakenBack' // taken back when the trip's money was refunded
  | 'paid' // spent paying a reservation
  | 'returned' // given back when a reservation paid with points was cancelled
  | 'purchased' // prepaid points bought
  | 'other';

export interface PointsMovement {
  kind: string;
  points: number;
  reservation_code: string | null;
}

const [earnedKind] = pointsPoolKinds.traveller_loyalty;
const [purchasedKind] = pointsPoolKinds.traveller_prepaid;
const spendKinds = new Set([pointsPoolKinds.traveller_loyalty[1], pointsPoolKinds.traveller_prepaid[1]]);

export function pointsConceptOf({ kind, points, reservation_code: code }: PointsMovement): PointsConcept {
  if (kind === earnedKind) {
    if (!code) return points >= 0 ? 'welcome' : 'other';
    return points >= 0 ? 'earned' : 'earnedTakenBack';
  }
  if (spendKinds.has(kind) && code) return points < 0 ? 'paid' : 'returned';
  if (kind === purchasedKind && points >= 0) return 'purchased';
  return 'other';
}
