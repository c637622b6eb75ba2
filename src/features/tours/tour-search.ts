// The tours search's address (route `tours-search`, docs/rules/tours.md#the-tours-area): `q`, `category` and `date`,
// each kept only when it is one the contract accepts (openapi/tours.yaml getTourProducts), so a hand-typed
// address never becomes a refused call. Checked by hand: valibot would come into the route tree's code.

export interface TourSearch {
  q?: string;
  category?: string;
  date?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export function parseTourSearch(search: Record<string, unknown>): TourSearch {
  const q = text(search.q).slice(0, 100);
  const category = text(search.category);
  const date = text(search.date);
  // Each key is named, undefined when refused: the router keeps the address's other values beside these.
  return {
    q: q || undefined,
    category: SLUG.test(category) && category.length <= 60 ? category : undefined,
    date: DAY.test(date) ? date : undefined,
  };
}

/** The detail page's address keeps only the day the traveller picked. */
export function parseTourDay(search: Record<string, unknown>): { date?: string } {
  const date = text(search.date);
  return { date: DAY.test(date) ? date : undefined };
}
