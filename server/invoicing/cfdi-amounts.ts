// Splitting a price that includes IVA into base and tax, in whole cents, so that base + tax is exactly
// the amount paid and the tax stays within SAT's tolerance of base × rate (one rounding of the base).

export const IVA_RATE = 0.16;

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function amountToCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

/** The base and IVA of a gross amount; base + iva === gross. */
export function splitGross(grossCents: number): { baseCents: number; ivaCents: number } {
  const estimate = Math.round(grossCents / (1 + IVA_RATE));
  // Try the rounded estimate first, then its neighbours: one of them gives tax = round(base × rate) exactly.
  for (const baseCents of [estimate, estimate - 1, estimate + 1]) {
    const ivaCents = Math.round(baseCents * IVA_RATE);
    if (baseCents + ivaCents === grossCents) return { baseCents, ivaCents };
  }
  return { baseCents: estimate, ivaCents: grossCents - estimate };
}
