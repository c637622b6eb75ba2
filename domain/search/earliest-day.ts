// The first day a leg's schedules may be listed for (docs/rules/booking.md#the-search-form).

/**
 * Departures are listed from today; a return cannot be browsed to before the chosen (or searched)
 * departure day, nor before today. Dates are calendar dates (yyyy-mm-dd), so they compare as text.
 */
export function earliestDayFor(leg: 'departure' | 'return', today: string, departureDate: string | null): string {
  return leg === 'return' && departureDate !== null && departureDate > today ? departureDate : today;
}
