// Partner adventures' prices (docs/decisions/060-partner-adventures-over-octo.md): the partner's price of each
// person times the adventures tax factor, rounded to the centavo, is what the traveller pays for that person;
// an order's total is the sum of its people. The factor is the server's setting (ADVENTURES_TAX_FACTOR), 1.1
// unless configured.

export const DEFAULT_ADVENTURES_TAX_FACTOR = 1.1;

/** What the traveller pays for one person whose partner price is `partnerCents` (centavos). */
export function travellerPriceCents(partnerCents: number, taxFactor: number): number {
  // Rounded on a scaled integer, so 1.1 × 95000 is 104500 and not 104499.99999 rounded down.
  return Math.round((partnerCents * Math.round(taxFactor * 10_000)) / 10_000);
}

export interface AdventureParty {
  adults: number;
  minors: number;
}

export interface PartyPrice {
  adultCents: number;
  minorCents: number;
  totalCents: number;
  partnerTotalCents: number;
}

/** The traveller's prices of a party, from the partner's price per adult and per minor. */
export function partyPrice(party: AdventureParty, partner: { adultCents: number; minorCents: number }, taxFactor: number): PartyPrice {
  const adultCents = travellerPriceCents(partner.adultCents, taxFactor);
  const minorCents = travellerPriceCents(partner.minorCents, taxFactor);
  return {
    adultCents,
    minorCents,
    totalCents: adultCents * party.adults + minorCents * party.minors,
    partnerTotalCents: partner.adultCents * party.adults + partner.minorCents * party.minors,
  };
}
