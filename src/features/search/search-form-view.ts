import { emptyPassengers, type PassengerCounts } from '../../../domain/search/passengers';
import type { SearchInput } from '../../../domain/search/search-schema';

// What the search form shows, as plain data: the form renders it and knows nothing of the chart.
// Before the flow is loaded (home page, first paint) it shows `initialSearchView`.

export type SearchField = 'origin' | 'destination' | 'passengers' | 'departure' | 'return' | 'promotional_code' | 'form';

export interface SearchPlace {
  id: string;
  name: string;
  city?: string;
}

export interface SearchFormView {
  origin: string;
  destination: string;
  passengers: PassengerCounts;
  departure: { date: string | null; open: boolean };
  round: boolean;
  return: { date: string | null; open: boolean };
  promotionalCode: string;
  origins: Array<SearchPlace & { destinations: SearchPlace[] }>;
  originsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** Messages in the active language, per field. */
  messages: Partial<Record<SearchField, string[]>>;
  /** What the search will refuse of the passenger mix as it stands, said before it is sent. */
  warnings: string[];
  /** The promotional code the server accepted, with its discount. */
  acceptedPromotion: { code: string; percentOff: number | null } | null;
  busy: 'checking' | 'creating' | null;
  /** Earliest travel date (yyyy-mm-dd), once known. */
  today: string | null;
}

/** Same defaults as the chart's draft (docs/rules/booking.md#the-search-form: one adult, round trip, open return). */
export const initialSearchView: SearchFormView = {
  origin: '',
  destination: '',
  passengers: { ...emptyPassengers(), adult: 1 },
  departure: { date: null, open: false },
  round: true,
  return: { date: null, open: true },
  promotionalCode: '',
  origins: [],
  originsStatus: 'idle',
  messages: {},
  warnings: [],
  acceptedPromotion: null,
  busy: null,
  today: null,
};

/** The form's fields for a search draft (the chart's, or one saved in this tab), defaults where it has none. */
export function fieldsOfSearch(search: SearchInput): Pick<SearchFormView, 'origin' | 'destination' | 'passengers' | 'departure' | 'round' | 'return' | 'promotionalCode'> {
  return {
    origin: search.origin ?? '',
    destination: search.destination ?? '',
    passengers: { ...initialSearchView.passengers, ...search.passengers },
    departure: { date: search.departure?.date ?? null, open: search.departure?.open ?? false },
    round: search.round ?? true,
    return: { date: search.return?.date ?? null, open: search.return?.open ?? true },
    promotionalCode: search.promotional_code ?? '',
  };
}

/** Views are rebuilt from each snapshot: equal when they show the same (plain data, so by value). */
export function sameSearchView(a: SearchFormView, b: SearchFormView): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
