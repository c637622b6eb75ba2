import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { listCatalogue, readTimeslots, type CatalogueProduct } from './catalogue.queries';
import { offeredSlots } from './tour-availability';
import { productView } from './tour-view';
import { matchesWords, searchWords } from './tour-search';

export interface ProductsQuery {
  lang: Lang;
  slug?: string;
  category?: string;
  q?: string;
  date?: string;
}

// A product's view in each language, made once per catalogue read (its rows are kept a minute, decision 020):
// the catalogue is the tours' most read answer.
const views = new WeakMap<CatalogueProduct, Partial<Record<Lang, ReturnType<typeof productView>>>>();

function viewOf(product: CatalogueProduct, lang: Lang) {
  let mine = views.get(product);
  if (!mine) views.set(product, (mine = {}));
  return (mine[lang] ??= productView(product, lang));
}

/** getTourProducts (docs/rules/tours.md#the-catalogue): the catalogue by slug, category, words and a day it can be booked. */
export async function tourProducts(deps: AppDeps, query: ProductsQuery) {
  const now = deps.clock.now();
  const words = searchWords(query.q ?? '');
  let products = (await listCatalogue(deps.db, now)).filter(
    (p) => (query.slug === undefined || p.slug === query.slug) && (query.category === undefined || p.category === query.category) && matchesWords(p, words),
  );
  if (query.slug !== undefined && products.length === 0) return refuse<'tours'>(404, 'product_not_found', 'slug');
  if (query.date !== undefined && products.length > 0) {
    // Bookable that day: a timeslot still on sale with room for the tour's smallest party.
    const rows = await readTimeslots(deps.db, null, query.date, query.date, now);
    products = products.filter((p) => offeredSlots(rows.filter((r) => r.productId === p.id), p.minParty, now).some((s) => s.status !== 'sold_out'));
  }
  return success({ product: products.map((p) => viewOf(p, query.lang)) });
}
