// The shuttle connection (docs/rules/booking.md#the-shuttle-connection): its 11 destinations are in the Guadalajara–Zapopan area, so it
// meets a traveller where a leg of the trip ends there, never at the other end of the line.

/** Where the shuttle takes a traveller, in the contract's order. */
export const shuttleDestinations = [
  'tlaquepaque',
  'line_3',
  'station_bus',
  'zapopan',
  'macrobus',
  'galerias',
  'gran_plaza',
  'minerva',
  'plaza_patria',
  'mercado',
  'cucea',
] as const;
export type ShuttleDestination = (typeof shuttleDestinations)[number];

/** The terminals the shuttle leaves from, with their city (a proper noun, the same in every language). */
const shuttleCities: Readonly<Record<string, string>> = { guadalajara: 'Guadalajara', zapopan: 'Zapopan' };

export type ShuttleLeg = 'departure' | 'return';

/** Where the shuttle is offered on a trip: the leg that ends in its area, and the city it meets the traveller in. */
export interface ShuttleOffer {
  leg: ShuttleLeg;
  terminal: string;
  city: string;
}

/**
 * The leg after which the shuttle can take the traveller on: the outbound leg when it ends in
 * Guadalajara or Zapopan, else the return of a round trip that starts there; none otherwise
 * (a trip from Guadalajara to Puerto Vallarta arrives where the shuttle does not go).
 */
export function shuttleOffer(trip: { origin: string; destination: string; round: boolean }): ShuttleOffer | null {
  const destinationCity = shuttleCities[trip.destination];
  if (destinationCity) return { leg: 'departure', terminal: trip.destination, city: destinationCity };
  const originCity = shuttleCities[trip.origin];
  if (trip.round && originCity) return { leg: 'return', terminal: trip.origin, city: originCity };
  return null;
}
