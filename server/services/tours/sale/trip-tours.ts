import { centsToAmount } from '../../../../domain/fares';
import { bookingStatus } from '../../../../domain/tours/tour-booking-status';
import type { TourQuantities } from '../../../../domain/tours/tour-party';
import { inRetriedTransaction, type Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { success, type Outcome } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { newBookingId } from './booking-ids';
import { storedStatus, withCatalogue } from './booking-view';
import { priceCart } from './price-cart';
import { hold } from './save-shopping';
import { insertBooking, lockBooking, readBooking, readSlots, replaceItems, reservationBookingIds, updateBooking, type LoadedBooking } from './sale.queries';
import { guarded } from './sale-refusal';

// The tours of a bus reservation's order (docs/rules/tours.md#a-bus-trip-with-a-tour): one tour booking linked to
// the reservation, its places held until the reservation's payment deadline (one countdown for the whole
// order), its party the reservation's passengers, its contact the reservation's. The reservation's additionals
// step replaces it whole; the reservation's one card payment pays it (trip-tour.item.ts); its passes are a tour
// booking's like any other (code, ticket, e-mail, My reservation, cancellation).

export interface TripToursInput {
  reservationId: number;
  lang: Lang;
  contact: { firstName: string; lastName: string; email: string; cellPhone: string };
  party: TourQuantities;
  timeslotIds: number[];
  /** The reservation's payment deadline: the places are held until then. */
  until: Date;
}

/** Still being bought (an open cart or a live hold), not yet paid, ordered or cancelled. */
const replaceable = ['open', 'held'];

/** The reservation's booking that is paid or still held at `now`: what its order shows and pays. */
async function liveBooking(db: Database, reservationId: number, now: Date): Promise<LoadedBooking | undefined> {
  for (const id of await reservationBookingIds(db, reservationId, ['held', 'confirmed'])) {
    const loaded = await readBooking(db, id);
    if (loaded && loaded.items.length > 0 && ['held', 'confirmed'].includes(bookingStatus(storedStatus(loaded.row), loaded.row.holdExpiresAt, now))) return loaded;
  }
  return undefined;
}

/**
 * Replaces the reservation's tours with the timeslots chosen, each for the whole party, held until the
 * reservation's deadline: all of them or none (the first that does not fit refuses, naming it as
 * `shopping.<index>`). No timeslot lets go of what was held.
 */
export async function holdTripTours(deps: AppDeps, input: TripToursInput): Promise<Outcome<null, 'tours'>> {
  const slots = await slotsOf(deps, input.timeslotIds);
  const priced = await priceCart(
    deps,
    slots.map((slot) => ({ product_id: slot.productId, date: slot.date, timeslot_id: slot.id, quantities: input.party })),
  );
  if (!priced.ok) return priced;
  const items = priced.value;
  const saved = await guarded(() =>
    inRetriedTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const [existing] = await reservationBookingIds(tx, input.reservationId, replaceable);
      const id = existing ?? newBookingId();
      const totalCents = items.reduce((sum, item) => sum + item.subtotalCents, 0);
      const booking = {
        lang: input.lang,
        status: 'open',
        approved: false,
        holdExpiresAt: null,
        sessionExpiresAt: input.until,
        totalCents,
        contactFirstName: input.contact.firstName,
        contactLastName: input.contact.lastName,
        contactEmail: input.contact.email,
        contactCellPhone: input.contact.cellPhone,
        // Added on the reservation's step that shows each tour's cancellation policy beside it.
        termsAccepted: items.length > 0,
        updatedAt: now,
      };
      if (existing === undefined) {
        if (items.length === 0) return;
        await insertBooking(tx, { id, reservationId: input.reservationId, ...booking, createdAt: now });
      } else {
        if (!(await lockBooking(tx, id))) return;
        await updateBooking(tx, id, booking);
      }
      await replaceItems(tx, id, items);
      if (items.length > 0) await hold(tx, id, items, now, input.until);
    }),
  );
  return saved.ok ? success(null) : saved;
}

async function slotsOf(deps: AppDeps, ids: number[]) {
  const rows = await readSlots(deps.db, ids);
  // In the order chosen; an unknown id is priced as missing (timeslot_unavailable) by priceCart.
  return ids.map((id) => rows.find((row) => row.id === id) ?? { id, productId: 0, date: '1970-01-01' });
}

/** The reservation's tours as its order shows them, or null when it has none held or paid. */
export async function tripToursOf(deps: AppDeps, reservationId: number, lang: Lang) {
  const now = deps.clock.now();
  const loaded = await liveBooking(deps.db, reservationId, now);
  if (!loaded) return null;
  const viewed = await withCatalogue(deps, loaded);
  const en = lang === 'en';
  return {
    booking_id: loaded.row.id,
    status: loaded.row.status === 'confirmed' ? ('paid' as const) : ('held' as const),
    code: loaded.row.code,
    total: centsToAmount(loaded.row.totalCents),
    hold_expires_at: loaded.row.holdExpiresAt?.toISOString() ?? null,
    items: loaded.items.map((item) => {
      const product = viewed.products.get(item.productId);
      const meeting = product?.meetingPoints[0];
      return {
        product_id: item.productId,
        slug: product?.slug ?? '',
        name: product ? (en ? product.nameEn : product.nameEs) : '',
        date: item.date,
        start_time: (viewed.slots.get(item.timeslotId)?.startTime ?? '00:00:00').slice(0, 5),
        timeslot_id: item.timeslotId,
        meeting_point: meeting ? { name: meeting.name, minutes_before: meeting.minutesBefore } : null,
        quantities: { adult: item.adult, minor: item.minor, inapam: item.inapam, infant: item.infant },
        subtotal: centsToAmount(item.subtotalCents),
      };
    }),
  };
}

export type TripTours = NonNullable<Awaited<ReturnType<typeof tripToursOf>>>;

/** The reservation's booking still held at `now`, for its payment (undefined: none to pay). */
export async function heldTripBooking(db: Database, reservationId: number, now: Date): Promise<LoadedBooking | undefined> {
  const loaded = await liveBooking(db, reservationId, now);
  return loaded && loaded.row.status === 'held' ? loaded : undefined;
}

/** The reservation was given up (deleted): its tours' places go back on sale now. */
export async function releaseTripTours(deps: Pick<AppDeps, 'db' | 'clock'>, reservationId: number): Promise<void> {
  const [id] = await reservationBookingIds(deps.db, reservationId, replaceable);
  if (id === undefined) return;
  await inRetriedTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const current = await lockBooking(tx, id);
    if (!current || !replaceable.includes(current.row.status)) return;
    await updateBooking(tx, id, { status: 'open', approved: false, holdExpiresAt: null, sessionExpiresAt: now, updatedAt: now });
  });
}
