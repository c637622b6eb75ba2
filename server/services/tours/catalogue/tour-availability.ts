import { beforeCutoff, endTime, timeslotStatus } from '../../../../domain/tours/tour-calendar';
import type { AppDeps } from '../../service-deps';
import { CENTRAL_MEXICO_OFFSET_MINUTES, localDate } from '../../../platform/clock';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { keptAvailability } from './availability-cache';
import { listCatalogue, readTimeslots, type CatalogueProduct, type SlotRow } from './catalogue.queries';
import { pricesOf } from './tour-view';

// getTourDates and getTourTimeslots (docs/rules/tours.md#days-and-timeslots): read live, kept a second at most
// (availability-cache.ts), so a place taken shows at once. A day or timeslot that cannot be booked is never offered.

/**
 * What `compute` makes of a tour's timeslots from `from` to `to`, as this process made it less than a second
 * ago: the answer is kept whole, so a rush of travellers on one tour costs one read and one computation a second.
 */
function keptAnswer<T>(deps: AppDeps, kind: string, productId: number, from: string, to: string | null, now: Date, compute: (rows: SlotRow[]) => T): Promise<T> {
  return keptAvailability(deps.db, `${kind}:${productId}:${from}:${to ?? ''}`, now.getTime(), async () => compute(await readTimeslots(deps.db, productId, from, to, now)));
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
  const dates = await keptAnswer(deps, 'dates', product.id, from, query.to ?? null, now, (rows) => {
    const byDay = new Map<string, boolean>();
    for (const slot of offeredSlots(rows, product.minParty, now)) byDay.set(slot.row.date, (byDay.get(slot.row.date) ?? false) || slot.status !== 'sold_out');
    return [...byDay].map(([date, available]) => ({ date, available }));
  });
  return success({ dates });
}

export async function tourTimeslots(deps: AppDeps, query: { productId: number; date: string }) {
  const product = await productOnSale(deps, query.productId);
  if (!product) return refuse<'tours'>(404, 'product_not_found', 'product_id');
  const now = deps.clock.now();
  if (query.date < localDate(now)) return refuse<'tours'>(404, 'date_unavailable', 'date');
  const timeslot = await keptAnswer(deps, 'slots', product.id, query.date, query.date, now, (rows) => {
    const prices = pricesOf(product);
    return offeredSlots(rows, product.minParty, now).map(({ row, placesLeft, status }) => ({
      id: row.id,
      product_id: product.id,
      date: row.date,
      start_time: row.startTime,
      end_time: endTime(row.startTime, product.durationMinutes),
      places_left: placesLeft,
      status,
      prices,
    }));
  });
  if (timeslot.length === 0) return refuse<'tours'>(404, 'date_unavailable', 'date');
  return success({ timeslot });
}
