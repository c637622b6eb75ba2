import { centsToAmount } from '../../../../domain/fares';
import { bookingStatus, holdSecondsLeft, type StoredBookingStatus } from '../../../../domain/tours/tour-booking-status';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { listCatalogue, type CatalogueProduct } from '../catalogue/catalogue.queries';
import { readSlots, type BookingRow, type LoadedBooking } from './sale.queries';

// What the contract's TourBooking and TourCheckout say of a stored booking, in one language, at `now`.

type Slot = Awaited<ReturnType<typeof readSlots>>[number];

/** A booking with what its view needs: the tours (kept a minute) and its timeslots' starts. */
export interface ViewedBooking extends LoadedBooking {
  products: Map<number, CatalogueProduct>;
  slots: Map<number, Slot>;
}

export async function withCatalogue(deps: AppDeps, loaded: LoadedBooking): Promise<ViewedBooking> {
  const [catalogue, slots] = await Promise.all([listCatalogue(deps.db, deps.clock.now()), readSlots(deps.db, loaded.items.map((i) => i.timeslotId))]);
  return { ...loaded, products: new Map(catalogue.map((p) => [p.id, p])), slots: new Map(slots.map((s) => [s.id, s])) };
}

export const storedStatus = (row: BookingRow) => row.status as StoredBookingStatus;

export function cartView(viewed: ViewedBooking, lang: Lang) {
  return viewed.items.map((item) => {
    const product = viewed.products.get(item.productId);
    return {
      product_id: item.productId,
      name: product ? (lang === 'en' ? product.nameEn : product.nameEs) : '',
      date: item.date,
      timeslot_id: item.timeslotId,
      quantities: { adult: item.adult, minor: item.minor, inapam: item.inapam, infant: item.infant },
      subtotal: centsToAmount(item.subtotalCents),
      start_time: viewed.slots.get(item.timeslotId)?.startTime ?? '00:00:00',
      image: product?.imageUrl ?? '',
      slug: product?.slug ?? '',
    };
  });
}

export function bookingView(viewed: ViewedBooking, lang: Lang, now: Date) {
  const { row } = viewed;
  return {
    id: row.id,
    status: bookingStatus(storedStatus(row), row.holdExpiresAt, now),
    approved: row.approved,
    code: row.code,
    shopping: { shopping: cartView(viewed, lang), total: centsToAmount(row.totalCents), currency: 'MXN' as const },
    expires_at: row.sessionExpiresAt.toISOString(),
    hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
    seconds_left: holdSecondsLeft(storedStatus(row), row.holdExpiresAt, now),
  };
}

export function checkoutView(row: BookingRow) {
  const contact =
    row.contactFirstName === null
      ? null
      : { first_name: row.contactFirstName, last_name: row.contactLastName ?? '', email: row.contactEmail ?? '', cell_phone: row.contactCellPhone ?? '', apply: row.termsAccepted ?? false };
  return { booking_id: row.id, contact, total: centsToAmount(row.totalCents), currency: 'MXN' as const };
}

/** The booking and its checkout, as the cart's save and the session check answer. */
export async function bookingCheckout(deps: AppDeps, loaded: LoadedBooking, lang: Lang) {
  const viewed = await withCatalogue(deps, loaded);
  return { booking: bookingView(viewed, lang, deps.clock.now()), checkout: checkoutView(loaded.row) };
}
