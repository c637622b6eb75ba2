import { randomBytes, randomUUID } from 'node:crypto';
import { partyPrice } from '../../../../domain/adventures/adventure-prices';
import { isOctoError } from '../../../partners/octo/octo-errors';
import type { OctoAvailability, OctoBooking } from '../../../partners/octo/octo-types';
import { refuse, success } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { optionPrices, productOption } from '../catalogue/adventure-catalogue';
import { logPartnerFailure, partnerUnavailable } from '../partner/partner-failure';
import { orderView } from './order-view';
import { insertOrder, moveOrder, type OrderRow } from './orders.queries';

// adventureCheckout: the partner holds the departure for the party (OCTO's reservation, ON_HOLD with an
// expiry) and the order is opened, unpaid, until its deadline: the partner's expiry less a margin, so a payment
// taken at the last second still leaves time to confirm. The order's row is written first, under the booking's
// uuid, so a hold the partner made whose answer was lost is still found (and released) by the reconciliation.

export interface OpenOrderInput {
  productId: string;
  optionId?: string;
  availabilityId: string;
  adults: number;
  minors: number;
  brandId: number;
  operativeSource: string;
  contact: { first_name: string; last_name: string; email: string; cell_phone: string };
  lang: 'es' | 'en';
}

// No 0/O, 1/I/L: a code read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function newOrderCode(): string {
  const bytes = randomBytes(8);
  return `AV${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** The partner's price of one unit as it booked it, or the option's price when it did not say. */
function bookedPrice(booking: OctoBooking, unitId: string | undefined, fallback: number | null): number | null {
  const priced = booking.unitItems.find((u) => u.unitId === unitId && u.pricing?.currency === 'MXN')?.pricing?.retail;
  return priced ?? fallback;
}

export async function openOrder(deps: ResolvedDeps, input: OpenOrderInput) {
  const found = await productOption(deps, input.productId, input.optionId, input.lang);
  if (!found.ok) return found;
  const { product, option } = found.value;
  const adultUnit = option.units.find((u) => u.type === 'ADULT');
  const minorUnit = option.units.find((u) => u.type === 'CHILD' || u.type === 'YOUTH');
  if (!adultUnit || !optionPrices(option)) return refuse<'adventures'>(404, 'adventure_not_found', 'booking_code');
  const { settings, partner } = deps.adventures;
  // The departure is checked before anything is written: a refusal here leaves no trace.
  let departure: OctoAvailability | undefined;
  try {
    [departure] = await partner.availability({ productId: product.id, optionId: option.id, availabilityIds: [input.availabilityId] });
  } catch (error) {
    if (isOctoError(error) && error.kind === 'rejected') return refuse<'adventures'>(409, 'departure_not_available', 'availability_id');
    return partnerUnavailable('availability', error);
  }
  if (!departure || departure.id !== input.availabilityId || !departure.available || (departure.vacancies ?? Infinity) < input.adults + input.minors) {
    return refuse<'adventures'>(409, 'departure_not_available', 'availability_id');
  }
  const listed = optionPrices(option, departure)!;
  if (input.minors > 0 && (!minorUnit || listed.minorCents === null)) return refuse<'adventures'>(409, 'units_not_offered', 'minors');

  const now = deps.clock.now();
  const uuid = randomUUID();
  const row = await insertOrder(deps.db, {
    code: newOrderCode(),
    accessToken: randomBytes(16).toString('hex'),
    partnerUuid: uuid,
    status: 'reserving',
    productId: product.id,
    optionId: option.id,
    availabilityId: input.availabilityId,
    productName: product.internalName,
    optionName: option.internalName,
    startsAt: input.availabilityId,
    durationMinutes: product.durationMinutes ?? 0,
    brandId: input.brandId,
    operativeSource: input.operativeSource,
    adults: input.adults,
    minors: input.minors,
    partnerTotalCents: 0,
    adultCents: 0,
    minorCents: 0,
    totalCents: 0,
    taxFactor: String(settings.taxFactor),
    contactFirstName: input.contact.first_name,
    contactLastName: input.contact.last_name,
    contactEmail: input.contact.email,
    contactPhone: input.contact.cell_phone,
    lang: input.lang,
    createdAt: now,
    updatedAt: now,
  });

  let booking: OctoBooking;
  try {
    booking = await partner.reserve({
      uuid,
      productId: product.id,
      optionId: option.id,
      availabilityId: input.availabilityId,
      expirationMinutes: settings.holdMinutes,
      resellerReference: row.code,
      unitItems: [...Array.from({ length: input.adults }, () => ({ unitId: adultUnit.id })), ...Array.from({ length: input.minors }, () => ({ unitId: minorUnit!.id }))],
      contact: { firstName: input.contact.first_name, lastName: input.contact.last_name, fullName: `${input.contact.first_name} ${input.contact.last_name}`, emailAddress: input.contact.email, phoneNumber: input.contact.cell_phone, locales: [input.lang] },
    });
  } catch (error) {
    if (!isOctoError(error)) throw error;
    // Refused (no room, a departure gone) or never reached: no hold exists. Otherwise (no answer, its own error)
    // it may exist: the row stays `reserving` and the reconciliation releases it.
    if (error.kind === 'rejected' || error.kind === 'down') await moveOrder(deps.db, row.id, ['reserving'], { status: 'abandoned', updatedAt: deps.clock.now() });
    if (error.kind === 'rejected') return refuse<'adventures'>(409, 'departure_not_available', 'availability_id');
    logPartnerFailure('reserve', error);
    return refuse<'adventures'>(503, 'partner_unavailable');
  }

  const adultCents = bookedPrice(booking, adultUnit.id, listed.adultCents)!;
  const minorCents = input.minors > 0 ? (bookedPrice(booking, minorUnit?.id, listed.minorCents) ?? 0) : (listed.minorCents ?? 0);
  const price = partyPrice(input, { adultCents, minorCents }, settings.taxFactor);
  const answeredAt = deps.clock.now();
  const asked = answeredAt.getTime() + settings.holdMinutes * 60_000;
  const partnerExpiresAt = booking.utcExpiresAt ? new Date(booking.utcExpiresAt) : new Date(asked);
  const deadline = new Date(Math.min(asked, partnerExpiresAt.getTime()) - settings.holdMarginSeconds * 1000);
  const held: Partial<OrderRow> = {
    status: 'held',
    startsAt: booking.availability?.localDateTimeStart ?? input.availabilityId,
    partnerTotalCents: price.partnerTotalCents,
    adultCents: price.adultCents,
    minorCents: price.minorCents,
    totalCents: price.totalCents,
    partnerExpiresAt,
    deadline,
    updatedAt: answeredAt,
  };
  if (booking.status !== 'ON_HOLD' || deadline.getTime() <= answeredAt.getTime()) {
    // A hold too short to pay in (or none): released at once, the traveller chooses again.
    await partner.cancel(uuid, 'hold too short').catch(() => undefined);
    await moveOrder(deps.db, row.id, ['reserving'], { status: 'cancelled', updatedAt: answeredAt });
    return refuse<'adventures'>(409, 'departure_not_available', 'availability_id');
  }
  await moveOrder(deps.db, row.id, ['reserving'], held);
  return success(orderView({ ...row, ...held } as OrderRow, answeredAt));
}
