import { pgEnum } from 'drizzle-orm/pg-core';
import { passengerTypes } from '../../../domain/search/passengers';

// Values come straight from the rules (docs/rules/booking.md#passenger-types, docs/rules/payment.md#payment-status,
// docs/rules/payment.md#payment-types, docs/rules/tickets-and-documents.md#ticket-types, docs/rules/loyalty.md#tiers)
// so the contracts, the domain and the database agree.
export const serviceClass = pgEnum('service_class', ['executive', 'first']);

export const cellKind = pgEnum('cell_kind', ['seat', 'aisle', 'driver', 'wc', 'stairs', 'wheelchair']);

export const seatPosition = pgEnum('seat_position', ['window', 'aisle']);

export const passengerType = pgEnum('passenger_type', passengerTypes);

export const paymentStatus = pgEnum('payment_status', ['process', 'approved', 'order_generated', 'decline']);

export const paymentType = pgEnum('payment_type', [
  'cash',
  'debit',
  'credit',
  'traveller_prepaid',
  'traveller_purchased',
  'traveller_loyalty',
  'traveller_win',
  'agencies',
  'oxxo',
  'openpay',
  'apple_pay',
  'google_pay',
  'paypal',
]);

export const ticketType = pgEnum('ticket_type', ['OK', 'E-ticket', 'PEND']);

export const loyaltyTier = pgEnum('loyalty_tier', ['classic', 'gold', 'platinum']);

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms', 'whatsapp']);

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
