// The page each state of the "my reservation" chart belongs on. Apart from the chart so the router
// binding, which is in the first JavaScript of every page, does not carry the chart (decision 009).

/** The page each state belongs on; null while a kept reservation opens (the traveller stays). */
export type ItineraryPage = 'search' | 'detail' | 'change';

export function itineraryPageOf(snapshot: { matches: (value: never) => boolean }): ItineraryPage | null {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is({ viewing: 'changing' })) return 'change';
  // A tour booking is shown on the reservation's page, as a bus reservation is (one address to come back to).
  if (is('viewing') || is('tourBooking')) return 'detail';
  if (is('find')) return 'search';
  return null;
}
