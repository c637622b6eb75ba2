// The search step's port types: the origins list and the promotional-code check (reservation.ports.ts
// re-exports them with the rest of the chart's I/O).

export interface Destination {
  id: string;
  name: string;
  city?: string; // the town, for finding a terminal by it (the form's typeahead)
}
export interface Origin extends Destination {
  /** Only these are offered once this origin is chosen. */
  destinations: Destination[];
}

export interface PromotionalCodeCheck {
  code: string;
  origin: string;
  destination: string;
  departureDate: string | null;
}
export interface Promotion {
  code: string;
  /** Percent off, when the promotion is a discount. */
  percent_off?: number;
}
