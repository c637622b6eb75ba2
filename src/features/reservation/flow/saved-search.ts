import type { Origin } from '../../../../machines/reservation/reservation.ports';
import type { SearchInput } from '../../../../domain/search/search-schema';

// What the search form on home shows on its first render when this tab has a saved reservation flow
// (persisted encoded in session storage, docs/rules/booking.md#the-reservation-as-the-client-keeps-it): its trip and the terminals it had loaded, read
// without the chart, so a returning traveller sees their search at once (docs/rules/booking.md#restoring-a-saved-search) and the home
// page's first JavaScript stays within its budget (docs/decisions/009). The passengers are left to
// the flow, which loads at once and restores them through the rules (a refused mix is never shown).

/** Key of the stored flow; the schema version inside is the chart's persistence version. */
export const RESERVATION_STORAGE_KEY = 'reservation';

export interface SavedSearch {
  search: SearchInput;
  origins: Origin[];
}

type Stored = { value?: { context?: { search?: unknown; origins?: unknown } } };

/** The saved search without its passengers, or null when none is usable. */
export function readSavedSearch(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): SavedSearch | null {
  try {
    const raw = storage?.getItem(RESERVATION_STORAGE_KEY);
    if (!raw) return null;
    // The encoding of src/lib/storage.ts (domain/base64.ts), decoded here so home does not share a chunk with the flow for it.
    const json = new TextDecoder().decode(Uint8Array.from(atob(raw), (char) => char.charCodeAt(0)));
    const context = (JSON.parse(json) as Stored).value?.context;
    const search = context?.search;
    if (typeof search !== 'object' || search === null) return null;
    const origins = Array.isArray(context?.origins) ? (context.origins as Origin[]) : [];
    const { passengers: _left, ...trip } = search as SearchInput;
    return { search: trip, origins };
  } catch {
    // Storage off, or something that is not a flow: the form starts empty.
    return null;
  }
}
