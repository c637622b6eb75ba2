import { centsToAmount } from '../../../../domain/fares';
import { storeBarcode } from '../../../../domain/payments/store-barcode';
import { startsAt } from '../../../../domain/tours/tour-calendar';
import { tourPaymentMethods, type TourPaymentType } from '../../../../domain/tours/tour-payment';
import { CENTRAL_MEXICO_OFFSET_MINUTES } from '../../../platform/clock';
import type { ResolvedDeps } from '../../service-deps';
import { readSlots, type BookingRow, type LoadedBooking } from './sale.queries';
import { keptPointsPlan } from './tour-points';

// What the contract's TourPayment says of a booking: its last payment and the methods it may be paid with
// (docs/rules/tours.md#payment).

/** When the booking's first tour starts (ms); the methods and a store order's deadline depend on it. */
export async function firstStartMs(deps: ResolvedDeps, loaded: LoadedBooking): Promise<number | null> {
  const slots = await readSlots(deps.db, loaded.items.map((i) => i.timeslotId));
  const starts = slots.map((s) => startsAt(s.date, s.startTime, CENTRAL_MEXICO_OFFSET_MINUTES));
  return starts.length === 0 ? null : Math.min(...starts);
}

export async function paymentMethodsOf(deps: ResolvedDeps, loaded: LoadedBooking): Promise<TourPaymentType[]> {
  const first = await firstStartMs(deps, loaded);
  return tourPaymentMethods(deps.payments.config.storeCash, first ?? 0, deps.clock.now().getTime());
}

/**
 * The sandbox's 3-D Secure page is the tours payment page's own form (as the bus payment's is); a real acquirer
 * would give its own address here. The challenge is answered by PUT with the attempt's key.
 */
function challengeUrl(deps: ResolvedDeps, row: BookingRow): string | null {
  if (row.paymentStatus !== 'process' || row.challengeId === null) return null;
  return `${deps.config.publicUrl}/tours/pago?booking_id=${encodeURIComponent(row.id)}&challenge_id=${encodeURIComponent(row.challengeId)}`;
}

type Balances = { traveller_loyalty: number; traveller_prepaid: number } | null;

export function paymentView(deps: ResolvedDeps, row: BookingRow, methods: TourPaymentType[], balances: Balances = null) {
  const points = keptPointsPlan(row);
  const reference = row.paymentStatus === 'order_generated' ? row.storeReference : null;
  return {
    booking_id: row.id,
    number: row.paymentNumber,
    status: row.paymentStatus ?? ('process' as const),
    amount: centsToAmount(row.totalCents),
    currency: 'MXN' as const,
    ...(row.paymentType === null ? {} : { payment_type: row.paymentType as TourPaymentType }),
    challenge_url: challengeUrl(deps, row),
    reference,
    // The Code 128 modules ('1' a bar, '0' a space, quiet zones included), as domain/payments/store-barcode.ts
    // draws them on the screen and in the PDF.
    barcode: reference === null ? null : (storeBarcode(reference)?.modules ?? null),
    deadline: reference === null ? null : (row.storeDeadline?.toISOString() ?? null),
    code: row.code,
    methods,
    // The points part of the last payment (decision 069): `amount` stays the whole booking.
    points: points && row.paymentStatus !== 'decline' ? { type: points.type, amount: centsToAmount(points.cents) } : null,
    points_balances: balances,
  };
}
