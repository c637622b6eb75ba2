import * as v from 'valibot';
import { isEmail } from '../../../../domain/format-validators';
import { contactPhoneE164 } from '../../../../domain/reservation/contact-phone';
import { calendarDateSchema } from '../../../../domain/search/search-schema';
import { databaseId } from '../../../http/validate';

// The tours sale's inputs as openapi/tours.yaml bounds them. What the server sets on a cart item (its subtotal,
// name, start, image, slug) is accepted and ignored.

export const bookingIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
export const bookingQuery = v.object({ booking_id: bookingIdSchema });
export const optionalBookingQuery = v.object({ booking_id: v.optional(bookingIdSchema) });

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));
const cartItem = v.object({
  product_id: databaseId,
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  date: calendarDateSchema,
  timeslot_id: databaseId,
  quantities: v.object({ adult: count, minor: count, inapam: v.optional(count, 0), infant: v.optional(count, 0) }),
  subtotal: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))),
  start_time: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}:\d{2}$/))),
  image: v.optional(v.pipe(v.string(), v.maxLength(500))),
  slug: v.optional(v.pipe(v.string(), v.maxLength(120))),
});

/** SaveShoppingRequest or CheckSessionRequest: one of `shopping` and `session`. */
export const shoppingBody = v.pipe(
  v.object({
    shopping: v.optional(
      v.object({
        shopping: v.pipe(v.array(cartItem), v.maxLength(20)),
        total: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))),
        currency: v.optional(v.literal('MXN')),
      }),
    ),
    approve: v.optional(v.boolean(), false),
    session: v.optional(v.literal(true)),
  }),
  v.check((body) => (body.shopping === undefined) !== (body.session === undefined)),
);

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
export const checkoutBody = v.object({
  contact: v.object({
    first_name: name,
    last_name: name,
    email: v.pipe(v.string(), v.trim(), v.maxLength(120), v.check(isEmail)),
    // A Mexican mobile's 10 digits, or any country's valid number in E.164; kept in E.164 (decisions 066, 071).
    cell_phone: v.pipe(v.string(), v.maxLength(16), v.check((value) => contactPhoneE164(value) !== null), v.transform((value) => contactPhoneE164(value)!)),
    apply: v.optional(v.boolean(), false),
  }),
});

const key = v.pipe(v.string(), v.minLength(8), v.maxLength(64));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const paymentBody = v.object({
  // Every PaymentType of the contract: one the booking is not offered is payment_type_not_allowed, not invalid.
  payment_type: v.picklist(['cash', 'debit', 'credit', 'traveller_prepaid', 'traveller_purchased', 'traveller_loyalty', 'traveller_win', 'agencies', 'oxxo', 'openpay', 'apple_pay', 'google_pay', 'paypal']),
  card: v.optional(v.object({ number: text(25), name: text(80), expiry: text(7), cvv: text(4) })),
  points: v.optional(v.object({ type: v.picklist(['traveller_loyalty', 'traveller_prepaid']), amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000)) })),
  idempotency_key: key,
});
export const challengeBody = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  idempotency_key: key,
  challenge_code: text(12),
});

export const ticketQuery = v.object({
  booking_id: v.optional(bookingIdSchema),
  code: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(20))),
  last_name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
  read_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  file_type: v.optional(v.picklist(['json', 'pdf', 'html']), 'json'),
  lang: v.optional(v.picklist(['es', 'en'])),
});
