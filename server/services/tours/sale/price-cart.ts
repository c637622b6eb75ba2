import { toCents } from '../../../../domain/fares';
import { beforeCutoff } from '../../../../domain/tours/tour-calendar';
import { partyProblem, partySubtotalCents, placesOf, type TourQuantities } from '../../../../domain/tours/tour-party';
import { tourPricesCents } from '../../../../domain/tours/tour-prices';
import { CENTRAL_MEXICO_OFFSET_MINUTES } from '../../../platform/clock';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { listCatalogue } from '../catalogue/catalogue.queries';
import { readSlots, type NewItem } from './sale.queries';

// The cart as the server keeps it (docs/rules/tours.md#cart-and-session): each item checked against the
// catalogue and its timeslot, and priced from the timeslot's tour; what the client sent as a price, a name or
// an image is ignored. A refusal names the item as `shopping.<index>`.

export interface CartInput {
  product_id: number;
  date: string;
  timeslot_id: number;
  quantities: TourQuantities;
}

export async function priceCart(deps: AppDeps, cart: CartInput[]): Promise<Outcome<NewItem[], 'tours'>> {
  const now = deps.clock.now();
  const [catalogue, slotRows] = await Promise.all([listCatalogue(deps.db, now), readSlots(deps.db, cart.map((i) => i.timeslot_id))]);
  const slots = new Map(slotRows.map((s) => [s.id, s]));
  const items: NewItem[] = [];
  for (const [position, input] of cart.entries()) {
    const field = `shopping.${position}`;
    const product = catalogue.find((p) => p.id === input.product_id);
    if (!product) return refuse<'tours'>(404, 'product_not_found', field);
    const slot = slots.get(input.timeslot_id);
    // A timeslot of another tour or day, or past its cut-off, is not on sale (domain/tours/tour-calendar.ts).
    if (!slot || slot.productId !== product.id || slot.date !== input.date || !beforeCutoff(slot.date, slot.startTime, CENTRAL_MEXICO_OFFSET_MINUTES, now.getTime())) {
      return refuse<'tours'>(409, 'timeslot_unavailable', field);
    }
    const problem = partyProblem(input.quantities, product);
    if (problem) return refuse<'tours'>(400, problem, field);
    const q = input.quantities;
    items.push({
      position,
      productId: product.id,
      timeslotId: slot.id,
      date: slot.date,
      ...q,
      places: placesOf(q),
      subtotalCents: partySubtotalCents(q, tourPricesCents(toCents(product.priceAdult), product.infantsAllowed)),
    });
  }
  return success(items);
}
