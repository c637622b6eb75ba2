// The shuttle connection of SPEC §1: offered in the Guadalajara area only.

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

const servedTerminals: ReadonlySet<string> = new Set(['guadalajara', 'zapopan']);

/** A trip can add the shuttle when either end is a terminal the shuttle serves. */
export function shuttleServes(originSlug: string, destinationSlug: string): boolean {
  return servedTerminals.has(originSlug) || servedTerminals.has(destinationSlug);
}
