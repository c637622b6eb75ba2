import type { SearchInput } from '../../../domain/search/search-schema';
import type { SearchFormView } from './search-form-view';

// A pre-rendered page (decision 022) shows the search form before its JavaScript has hydrated it. React
// keeps what the visitor typed meanwhile in the inputs while it hydrates, but the next render would put
// the chart's (empty) values back: this reads those inputs once, right after hydration, so what was
// typed goes to the chart like any edit. The terminals' typed text is kept by the combobox itself.

export interface SearchFieldIds {
  round: string;
  departure: string;
  departureOpen: string;
  return: string;
  returnOpen: string;
  promo: string;
}

const input = (doc: Document, id: string) => {
  const element = doc.getElementById(id);
  return element instanceof HTMLInputElement ? element : null;
};

/** The edits the inputs hold that the view does not show, as one change for the chart; null when none. */
export function typedBeforeHydration(doc: Document, ids: SearchFieldIds, view: SearchFormView): SearchInput | null {
  const patch: SearchInput = {};
  const round = input(doc, ids.round);
  if (round && round.checked !== view.round) patch.round = round.checked;
  const departure = input(doc, ids.departure);
  if (departure && departure.value !== (view.departure.date ?? '')) patch.departure = { date: departure.value || null };
  const departureOpen = input(doc, ids.departureOpen);
  if (departureOpen && departureOpen.checked !== view.departure.open) patch.departure = { ...patch.departure, open: departureOpen.checked };
  const back = input(doc, ids.return);
  if (back && back.value !== (view.return.date ?? '')) patch.return = { date: back.value || null };
  const returnOpen = input(doc, ids.returnOpen);
  if (returnOpen && returnOpen.checked !== view.return.open) patch.return = { ...patch.return, open: returnOpen.checked };
  const promo = input(doc, ids.promo);
  if (promo && promo.value !== view.promotionalCode) patch.promotional_code = promo.value;
  return Object.keys(patch).length > 0 ? patch : null;
}
