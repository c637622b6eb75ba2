import { TOUR_SESSION_SECONDS } from '../../../../domain/tours/tour-booking-status';
import { inRetriedTransaction, type Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { refuse } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { newBookingId } from './booking-ids';
import { bookingCheckout } from './booking-view';
import { priceCart, type CartInput } from './price-cart';
import { insertBooking, lockAndCountSlots, lockBooking, readBooking, replaceItems, updateBooking, type NewItem } from './sale.queries';
import { guarded, SaleRefusal } from './sale-refusal';

// checkTourShopping with a cart (docs/rules/tours.md#cart-and-session, decision 054). A save is the whole cart:
// it replaces the items, prices them, lets go of any hold and starts a new session. With `approve` it also
// approves the selection and holds the places of every item until the hold runs out, or holds nothing.

export interface SaveShopping {
  bookingId?: string;
  cart: CartInput[];
  approve: boolean;
  lang: Lang;
}

/** Paid, ordered or cancelled: a purchase, whose cart no save may change. */
const closed = new Set(['ordered', 'confirmed', 'cancelled']);

export async function saveShopping(deps: AppDeps, input: SaveShopping) {
  if (input.approve && input.cart.length === 0) return refuse<'tours'>(400, 'shopping_empty', 'shopping');
  const priced = await priceCart(deps, input.cart);
  if (!priced.ok) return priced;
  const items = priced.value;
  const saved = await guarded(() => inRetriedTransaction(deps.db, (tx) => save(deps, tx, input, items)));
  if (!saved.ok) return saved;
  const loaded = await readBooking(deps.db, saved.value);
  if (!loaded) throw new Error('tour booking vanished after its save');
  return { ok: true as const, value: await bookingCheckout(deps, loaded, input.lang) };
}

/** The booking's id once saved (and held when approved). */
async function save(deps: AppDeps, tx: Database, input: SaveShopping, items: NewItem[]): Promise<string> {
  const now = deps.clock.now();
  const sessionEnds = new Date(now.getTime() + TOUR_SESSION_SECONDS * 1000);
  const totalCents = items.reduce((sum, item) => sum + item.subtotalCents, 0);
  // Saving lets go of the hold: the booking is an open cart again until it is approved (and held) anew.
  const cart = { lang: input.lang, status: 'open', approved: false, holdExpiresAt: null, sessionExpiresAt: sessionEnds, totalCents, updatedAt: now };
  let id = input.bookingId;
  if (id === undefined) {
    id = newBookingId();
    await insertBooking(tx, { id, ...cart, createdAt: now });
  } else {
    const current = await lockBooking(tx, id);
    if (!current) throw new SaleRefusal(404, 'booking_not_found', 'booking_id');
    if (closed.has(current.row.status)) throw new SaleRefusal(409, 'selection_approved', 'shopping');
    await updateBooking(tx, id, cart);
  }
  await replaceItems(tx, id, items);
  if (input.approve) await hold(tx, id, items, now, sessionEnds);
  return id;
}

/**
 * Holds every item's places, or none: under each timeslot's lock (taken in id order), what is left must take
 * the items' places, counted together when two items share a timeslot. The first item that does not fit refuses
 * the whole save, which rolls back (decision 054).
 */
export async function hold(tx: Database, id: string, items: NewItem[], now: Date, until: Date): Promise<void> {
  const left = await lockAndCountSlots(tx, items.map((item) => item.timeslotId), now);
  for (const item of items) {
    const free = left.get(item.timeslotId) ?? 0;
    if (item.places > free) throw new SaleRefusal(409, 'timeslot_sold_out', `shopping.${item.position}`);
    left.set(item.timeslotId, free - item.places);
  }
  await updateBooking(tx, id, { status: 'held', approved: true, holdExpiresAt: until, sessionExpiresAt: until });
}
