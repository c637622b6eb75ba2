import { centsToAmount, toCents } from '../fares';

// Money in the reservation summary: amounts are added in whole cents, so float artefacts cannot
// push a total below a cent (then truncated). Negative or missing amounts add nothing.

export function sumAmounts(amounts: readonly number[]): number {
  return centsToAmount(amounts.reduce((sum, amount) => sum + (amount > 0 ? toCents(amount) : 0), 0));
}

/** A leg's saved price: the server's price when set, else the sum of its summary lines, else none. */
export function savedLegPrice(serverPrice: number, lineAmounts: readonly number[]): number | null {
  if (serverPrice > 0) return serverPrice;
  const fromLines = sumAmounts(lineAmounts);
  return fromLines > 0 ? fromLines : null;
}

/** The reservation total: the legs' prices and the additionals. */
export function summaryTotal(legPrices: readonly (number | null)[], additionalsTotal: number): number {
  return sumAmounts([...legPrices.map((price) => price ?? 0), additionalsTotal]);
}
