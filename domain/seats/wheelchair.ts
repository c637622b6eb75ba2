// The wheelchair place (docs/rules/booking.md#the-wheelchair-place). A bus layout may have places where a wheelchair is secured
// instead of a seat; they are cells of kind `wheelchair` numbered from WHEELCHAIR_PLACE_FIRST, so a
// place is held exactly like a seat (a seat_holds row guarded by the unique key (departure, number),
// decision 008) without ever being counted, sold or ticketed as a passenger's seat.
//
// Which buses have one (DEMO VALUES, the rules name the service but not the fleet): the first-class 2+2
// layout has one place beside the entrance door, where the step-free lift is; the executive 2+1 layout
// has none. A reservation uses at most one place (docs/rules/booking.md#the-wheelchair-place: one wheelchair per
// reservation), on each leg that runs on a dated bus; it is asked for on the additionals step and held
// when that step is saved.

/** Place numbers start here; seat numbers stay below (the contract caps seat numbers at 999). */
export const WHEELCHAIR_PLACE_FIRST = 901;

/** Wheelchair places per layout code; a layout not listed has none. */
export const wheelchairPlacesPerLayout: Readonly<Record<string, number>> = { 'FIRST-2-2': 1 };

/** At most one wheelchair place per reservation and leg. */
export const WHEELCHAIR_PLACES_PER_RESERVATION = 1;

export const isWheelchairPlace = (number: number) => number >= WHEELCHAIR_PLACE_FIRST;

/** The n-th (0-based) place of a layout. */
export const wheelchairPlaceNumber = (index: number) => WHEELCHAIR_PLACE_FIRST + index;

/** The place as a traveller reads it: 901 is place 1. */
export const wheelchairPlaceLabel = (number: number) => number - WHEELCHAIR_PLACE_FIRST + 1;

/** The first free place of a bus, given its places and the place numbers held live by anyone else. */
export function freeWheelchairPlace(places: readonly number[], heldByOthers: ReadonlySet<number>): number | null {
  return [...places].sort((a, b) => a - b).find((place) => !heldByOthers.has(place)) ?? null;
}
