import * as v from 'valibot';
import { isEmail } from '../../../domain/format-validators';
import { contactPhoneE164 } from '../../../domain/reservation/contact-phone';
import { calendarDateSchema } from '../../../domain/search/search-schema';
import { databaseId, queryBoolean, queryPositiveInt } from '../../http/validate';

// The adventures' inputs as openapi/adventures.yaml bounds them.

const code = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const lang = v.picklist(['es', 'en']);
const source = v.pipe(v.string(), v.minLength(1), v.maxLength(40));

export const codeParam = v.object({ booking_code: code });

export const listQuery = v.object({ brand_id: queryPositiveInt, operative_source: source, lang });

export const datesQuery = v.object({
  option_id: v.optional(code),
  from: v.optional(calendarDateSchema),
  days: v.optional(v.pipe(queryPositiveInt, v.maxValue(62)), '31'),
});

const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
const count = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(20));

export const checkoutBody = v.object({
  brand_id: databaseId,
  operative_source: source,
  option_id: v.optional(code),
  availability_id: code,
  adults: count(1),
  minors: count(0),
  contact: v.object({
    first_name: name,
    last_name: name,
    email: v.pipe(v.string(), v.trim(), v.maxLength(120), v.check(isEmail)),
    // A Mexican mobile's 10 digits, or any country's valid number in E.164; sent and kept in E.164 (decision 071).
    cell_phone: v.pipe(v.string(), v.maxLength(16), v.check((value) => contactPhoneE164(value) !== null), v.transform((value) => contactPhoneE164(value)!)),
  }),
  lang: v.optional(lang),
});

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const method = v.picklist(['card', 'oxxo', 'paypal']);

export const paymentBody = v.object({
  order_id: code,
  payment_method: method,
  card: v.optional(v.object({ number: text(25), name: text(80), expiry: text(7), cvv: text(4) })),
  challenge_code: v.optional(text(12)),
  idempotency_key: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
});

export const checkPaymentQuery = v.object({ payment_method: method, order_id: code });

export const ticketQuery = v.object({
  order_id: code,
  file_type: v.picklist(['pdf', 'html']),
  send_confirmation: v.optional(queryBoolean, 'false'),
  lang: v.optional(lang),
  name_tour: v.optional(text(200)),
});
