import { beforeCutoff, endTime, timeslotStatus } from '../../../../domain/tours/tour-calendar';
import type { AppDeps } from '../../service-deps';
import { CENTRAL_MEXICO_OFFSET_MINUTES, localDate } from '../../../platform/clock';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { keptAvailability } from './availability-cache';
import { listCatalogue, readTimeslots, type CatalogueProduct, type SlotRow } from './catalogue.queries';
import { pricesOf } from './tour-view';

// getTourDates and getTourTimeslots (docs/rules/tours.md#days-and-timeslots): read live, kept a second at most
// (availability-cache.ts), so a place taken shows at once. A day or timeslot that cannot be booked is never offered.

/** A tour's timeslots from `from` to `to`, as this process read them less than a second ago. */
function slotsOf(deps: AppDeps, productId: number, from: string, to: string | null, now: Date): Promise<SlotRow[]> {
  return keptAvailability(deps.db, `${productId}:${from}:${to ?? ''}`, now.getTime(), () => readTimeslots(deps.db, productId, from, to, now));
}

/** A timeslot as the traveller may see it: still before its cut-off, with its places left and status. */
export interface OfferedSlot {
  row: SlotRow;
  placesLeft: number;
  status: ReturnType<typeof timeslotStatus>;
}

/** The slots of `rows` still on sale at `now`, each with its places left and status for the tour's smallest party. */
export function offeredSlots(rows: SlotRow[], minParty: number, now: Date): OfferedSlot[] {
  return rows
    .filter((row) => beforeCutoff(row.date, row.startTime, CENTRAL_MEXICO_OFFSET_MINUTES, now.getTime()))
    .map((row) => {
      const placesLeft = Math.max(0, row.capacity - row.taken);
      return { row, placesLeft, status: timeslotStatus(placesLeft, minParty) };
    });
}

async function productOnSale(deps: AppDeps, productId: number): Promise<CatalogueProduct | undefined> {
  return (await listCatalogue(deps.db, deps.clock.now())).find((p) => p.id === productId);
}

export interface DatesQuery {
  productId: number;
  from?: string;
  to?: string;
}

export async function tourDates(deps: AppDeps, query: DatesQuery): Promise<Outcome<{ dates: Array<{ date: string; available: boolean }> }, 'tours'>> {
  if (query.from && query.to && query.from > query.to) return refuse<'tours'>(400, 'invalid_request', 'to');
  const product = await productOnSale(deps, query.productId);
  if (!product) return refuse<'tours'>(404, 'product_not_found', 'product_id');
  const now = deps.clock.now();
  const today = localDate(now);
  const from = query.from && query.from > today ? query.from : today;
  const slots = offeredSlots(await slotsOf(deps, product.id, from, query.to ?? null, now), product.minParty, now);
  const byDay = new Map<string, boolean>();
  for (const slot of slots) byDay.set(slot.row.date, (byDay.get(slot.row.date) ?? false) || slot.status !== 'sold_out');
  return success({ dates: [...byDay].map(([date, available]) => ({ date, available })) });
}

export async function tourTimeslots(deps: AppDeps, query: { productId: number; date: string }) {
  const product = await productOnSale(deps, query.productId);
  if (!product) return refuse<'tours'>(404, 'product_not_found', 'product_id');
  const now = deps.clock.now();
  const slots = query.date < localDate(now) ? [] : offeredSlots(await slotsOf(deps, product.id, query.date, query.date, now), product.minParty, now);
  if (slots.length === 0) return refuse<'tours'>(404, 'date_unavailable', 'date');
  const prices = pricesOf(product);
  return success({
    timeslot: slots.map(({ row, placesLeft, status }) => ({
      id: row.id,
      product_id: product.id,
      date: row.date,
      start_time: row.startTime,
      end_time: endTime(row.startTime, product.durationMinutes),
      places_left: placesLeft,
      status,
      prices,
    })),
  });
}
