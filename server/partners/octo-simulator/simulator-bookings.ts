import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { OctoBooking, OctoConfirmRequest, OctoProduct, OctoReserveRequest } from '../octo/octo-types';
import { departures, liveStatus } from './simulator-availability';
import type { SimCatalogue, SimProduct } from './simulator-catalogue';
import type { SimBooking, SimStore } from './simulator-store';

// The simulator's booking rules, as an OCTO supplier applies them: a reservation holds its people on one
// departure for at most `maxHoldMinutes` (ON_HOLD with utcExpiresAt), its uuid makes a repeat answer the same
// booking, a confirmation of a live hold makes it CONFIRMED (a repeated confirmation answers it again), an
// expired hold cannot be confirmed, and a cancellation releases its places.

export type SimAnswer = { status: 200; body: unknown } | { status: 400 | 404; body: { error: string; errorMessage: string } & Record<string, unknown> };

const fail = (status: 400 | 404, error: string, errorMessage: string, extra: Record<string, unknown> = {}): SimAnswer => ({ status, body: { error, errorMessage, ...extra } });

export function productView(product: SimProduct, lang: 'es' | 'en'): OctoProduct {
  return {
    id: product.id,
    internalName: product.name[lang],
    description: product.description[lang],
    imageUrl: product.imageUrl,
    location: product.location,
    durationMinutes: product.durationMinutes,
    timeZone: 'America/Mexico_City',
    availabilityType: 'START_TIME',
    options: product.options.map((o, i) => ({
      id: o.id,
      default: i === 0,
      internalName: o.name[lang],
      availabilityLocalStartTimes: o.startTimes,
      units: o.units.map((u) => ({ id: u.id, internalName: u.name[lang], type: u.type, pricingFrom: [{ original: u.priceCents, retail: u.priceCents, net: Math.round(u.priceCents * 0.8), currency: 'MXN', currencyPrecision: 2 }] })),
    })),
  };
}

export function bookingView(booking: SimBooking, now: Date): OctoBooking {
  const status = liveStatus(booking, now);
  const total = booking.units.reduce((sum, u) => sum + u.priceCents, 0);
  return {
    id: booking.id,
    uuid: booking.uuid,
    testMode: false,
    resellerReference: booking.resellerReference,
    supplierReference: booking.supplierReference,
    status,
    utcCreatedAt: booking.utcCreatedAt,
    utcUpdatedAt: booking.utcUpdatedAt,
    utcExpiresAt: status === 'ON_HOLD' || status === 'EXPIRED' ? booking.utcExpiresAt : null,
    utcRedeemedAt: booking.utcRedeemedAt,
    utcConfirmedAt: booking.utcConfirmedAt,
    productId: booking.productId,
    optionId: booking.optionId,
    availabilityId: booking.availabilityId,
    availability: { id: booking.availabilityId, localDateTimeStart: booking.availabilityId, localDateTimeEnd: booking.availabilityId, allDay: false },
    contact: booking.contact,
    notes: booking.notes,
    cancellable: status === 'ON_HOLD' || status === 'CONFIRMED',
    unitItems: booking.units.map((u) => ({ uuid: u.uuid, unitId: u.unitId, status, pricing: { original: u.priceCents, retail: u.priceCents, net: Math.round(u.priceCents * 0.8), currency: 'MXN', currencyPrecision: 2 } })),
    pricing: { original: total, retail: total, net: Math.round(total * 0.8), currency: 'MXN', currencyPrecision: 2 },
  };
}

export function reserve(catalogue: SimCatalogue, store: SimStore, clock: Clock, request: Partial<OctoReserveRequest>): SimAnswer {
  const now = clock.now();
  const uuid = typeof request.uuid === 'string' && request.uuid.length > 0 ? request.uuid : randomUUID();
  const existing = store.get(uuid);
  if (existing) {
    // The same uuid again: the booking it made, when it is the same request; otherwise the uuid is taken.
    if (existing.productId === request.productId && existing.optionId === request.optionId && existing.availabilityId === request.availabilityId) return { status: 200, body: bookingView(existing, now) };
    return fail(400, 'INVALID_BOOKING_UUID', 'The uuid was already used', { uuid });
  }
  const product = catalogue.products.find((p) => p.id === request.productId);
  if (!product) return fail(400, 'INVALID_PRODUCT_ID', 'The productId was missing or invalid', { productId: request.productId ?? null });
  const option = product.options.find((o) => o.id === request.optionId);
  if (!option) return fail(400, 'INVALID_OPTION_ID', 'The optionId was missing or invalid', { optionId: request.optionId ?? null });
  const items = Array.isArray(request.unitItems) ? request.unitItems : [];
  if (items.length === 0) return fail(400, 'BAD_REQUEST', 'unitItems is required');
  const units = [];
  for (const item of items) {
    const unit = option.units.find((u) => u.id === item.unitId);
    if (!unit) return fail(400, 'INVALID_UNIT_ID', 'The unitId was missing or invalid', { unitId: item.unitId ?? null });
    units.push({ uuid: item.uuid ?? randomUUID(), unitId: unit.id, priceCents: unit.priceCents });
  }
  const [departure] = departures(catalogue, store, clock, product, option, { availabilityIds: [String(request.availabilityId)] });
  if (!departure) return fail(400, 'INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid', { availabilityId: request.availabilityId ?? null });
  if ((departure.vacancies ?? 0) < units.length) return fail(400, 'UNPROCESSABLE_ENTITY', 'Not enough availability for this departure');
  const asked = typeof request.expirationMinutes === 'number' && request.expirationMinutes > 0 ? request.expirationMinutes : catalogue.maxHoldMinutes;
  const minutes = Math.min(asked, catalogue.maxHoldMinutes);
  const at = now.toISOString();
  const booking: SimBooking = {
    id: randomUUID(),
    uuid,
    resellerReference: request.resellerReference ?? null,
    supplierReference: `${product.prefix}-${randomBytes(4).toString('hex').toUpperCase()}`,
    status: 'ON_HOLD',
    productId: product.id,
    optionId: option.id,
    availabilityId: departure.id,
    units,
    contact: request.contact ?? {},
    notes: request.notes ?? null,
    utcCreatedAt: at,
    utcUpdatedAt: at,
    utcExpiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
    utcConfirmedAt: null,
    utcRedeemedAt: null,
    confirmations: 0,
  };
  store.put(booking);
  return { status: 200, body: bookingView(booking, now) };
}

export function confirm(store: SimStore, clock: Clock, uuid: string, request: Partial<OctoConfirmRequest>): SimAnswer {
  const now = clock.now();
  const booking = store.get(uuid);
  if (!booking) return fail(400, 'INVALID_BOOKING_UUID', 'The uuid was missing or invalid', { uuid });
  booking.confirmations += 1;
  const status = liveStatus(booking, now);
  if (status === 'CONFIRMED' || status === 'REDEEMED') {
    store.put(booking);
    return { status: 200, body: bookingView(booking, now) };
  }
  if (status !== 'ON_HOLD') {
    store.put(booking);
    return fail(400, 'INVALID_BOOKING_UUID', 'The booking has expired or was cancelled', { uuid });
  }
  const at = now.toISOString();
  Object.assign(booking, {
    status: 'CONFIRMED',
    utcConfirmedAt: at,
    utcUpdatedAt: at,
    ...(request.resellerReference ? { resellerReference: request.resellerReference } : {}),
    ...(request.contact ? { contact: request.contact } : {}),
  });
  store.put(booking);
  return { status: 200, body: bookingView(booking, now) };
}

export function cancel(store: SimStore, clock: Clock, uuid: string): SimAnswer {
  const now = clock.now();
  const booking = store.get(uuid);
  if (!booking) return fail(400, 'INVALID_BOOKING_UUID', 'The uuid was missing or invalid', { uuid });
  const status = liveStatus(booking, now);
  if (status === 'ON_HOLD' || status === 'CONFIRMED') {
    booking.status = 'CANCELLED';
    booking.utcUpdatedAt = now.toISOString();
    store.put(booking);
  }
  if (status === 'REDEEMED') return fail(400, 'UNPROCESSABLE_ENTITY', 'A redeemed booking cannot be cancelled');
  return { status: 200, body: bookingView(booking, now) };
}

/** The simulator's staff marks a booking used (the traveller showed up). */
export function redeem(store: SimStore, clock: Clock, uuid: string): SimAnswer {
  const now = clock.now();
  const booking = store.get(uuid);
  if (!booking || liveStatus(booking, now) !== 'CONFIRMED') return fail(400, 'INVALID_BOOKING_UUID', 'Only a confirmed booking can be redeemed', { uuid });
  booking.status = 'REDEEMED';
  booking.utcRedeemedAt = now.toISOString();
  booking.utcUpdatedAt = booking.utcRedeemedAt;
  store.put(booking);
  return { status: 200, body: bookingView(booking, now) };
}
