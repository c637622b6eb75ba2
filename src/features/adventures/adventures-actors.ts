import { fromPromise } from 'xstate';
import { ADVENTURES_BRAND_ID, ADVENTURES_OPERATIVE_SOURCE } from '../../../domain/adventures/adventure-checkout';
import type { Failure, Result } from '../../../domain/result';
import type { AdventureDay, AdventureView, DatesInput, OpenOrderInput, OrderRef, OrderView, TicketFile, TicketInput } from '../../../machines/adventures/adventures.ports';
import type { ChargeAnswer, ChargeInput } from '../../../machines/payment/payment.ports';
import type { components } from '../../api/generated/adventures';
import type { ServiceClient } from '../../api/service-clients';

// The adventures chart's slots over the adventures client (openapi/adventures.yaml), the contract's shapes mapped
// once into the chart's. Expected failures come back as values, kept to their code and field. The texts and
// e-mails are asked in the page's language (`lang`), read at each call: the traveller may switch it midway.

type Schemas = components['schemas'];
type Client = ServiceClient<'adventures'>;
export type PageLang = () => 'es' | 'en';

const failures = (errors: readonly Failure[]) => ({ ok: false as const, errors: errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) })) });
const mapped = <T, U>(result: Result<T>, map: (data: T) => U): Result<U> => (result.ok ? { ok: true, data: map(result.data) } : failures(result.errors));

const adventureOf = (a: Schemas['Adventure']): AdventureView => ({
  code: a.booking_code,
  name: a.name,
  description: a.description,
  image: a.image,
  location: a.location,
  durationMinutes: a.duration_minutes,
  totalAdult: a.total_adult,
  totalMinor: a.total_minor ?? null,
  taxFactor: a.tax_factor,
  options: a.options.map((o) => ({ optionId: o.option_id, name: o.name, minorsAllowed: o.minors_allowed, totalAdult: o.total_adult, totalMinor: o.total_minor ?? null })),
});

const dayOf = (d: Schemas['AdventureDate']): AdventureDay => ({
  date: d.date,
  available: d.available,
  departures: d.departures.map((x) => ({ availabilityId: x.availability_id, startTime: x.start_time, available: x.available, placesLeft: x.places_left, totalAdult: x.total_adult, totalMinor: x.total_minor ?? null })),
});

export const orderOf = (o: Schemas['AdventureCheckout']): OrderView => ({
  code: o.booking_code,
  orderId: o.order_id,
  adventureCode: o.adventure_code,
  optionId: o.option_id,
  name: o.name,
  optionName: o.option_name,
  startsAt: o.starts_at,
  adults: o.adults,
  minors: o.minors,
  lines: o.lines.map((l) => ({ unit: l.unit, quantity: l.quantity, unitPrice: l.unit_price, subtotal: l.subtotal })),
  status: o.order_status,
  secondsLeft: o.seconds_left ?? null,
  total: o.total,
  taxFactor: o.tax_factor,
  partnerReference: o.partner_reference ?? null,
  failure: o.failure ?? null,
  cardLast4: o.card_last4 ?? null,
});

const ticketOf = (t: Schemas['AdventureTicket']): TicketFile => ({ fileType: t.file_type, fileName: t.file_name, content: t.content });

export function createAdventuresActors(client: Client, lang: PageLang) {
  const readOrder = fromPromise<Result<OrderView>, OrderRef>(async ({ input, signal }) =>
    mapped(await client.call('get', '/tour/{booking_code}/checkout', { params: { path: { booking_code: input.code }, query: { payment_method: 'card', order_id: input.orderId } }, signal }), orderOf),
  );
  const ticket = async (input: TicketInput, send: boolean, signal: AbortSignal) =>
    mapped(
      await client.call('get', '/tour/{booking_code}/ticket', {
        params: { path: { booking_code: input.code }, query: { order_id: input.orderId, file_type: input.fileType, send_confirmation: send, lang: lang() } },
        signal,
      }),
      ticketOf,
    );
  return {
    loadAdventures: fromPromise<Result<AdventureView[]>, Record<string, never>>(async ({ signal }) =>
      mapped(await client.call('get', '/tour/list', { params: { query: { brand_id: ADVENTURES_BRAND_ID, operative_source: ADVENTURES_OPERATIVE_SOURCE, lang: lang() } }, signal }), (list) => list.map(adventureOf)),
    ),
    loadDates: fromPromise<Result<AdventureDay[]>, DatesInput>(async ({ input, signal }) =>
      mapped(await client.call('get', '/tour/{booking_code}/dates', { params: { path: { booking_code: input.code }, query: { option_id: input.optionId, days: 31 } }, signal }), (days) => days.map(dayOf)),
    ),
    openOrder: fromPromise<Result<OrderView>, OpenOrderInput>(async ({ input, signal }) => {
      const { firstName, lastName, email, cellPhone } = input.contact;
      const body = {
        brand_id: ADVENTURES_BRAND_ID,
        operative_source: ADVENTURES_OPERATIVE_SOURCE,
        option_id: input.optionId,
        availability_id: input.availabilityId,
        adults: input.adults,
        minors: input.minors,
        contact: { first_name: firstName, last_name: lastName, email, cell_phone: cellPhone },
        // The e-mails (a refund, the ticket) go in the language the traveller bought in.
        lang: lang(),
      };
      return mapped(await client.call('post', '/tour/{booking_code}/checkout', { params: { path: { booking_code: input.code } }, body, signal }), orderOf);
    }),
    loadOrder: readOrder,
    checkPayment: readOrder,
    downloadTicket: fromPromise<Result<TicketFile>, TicketInput>(async ({ input, signal }) => ticket(input, false, signal)),
    emailTicket: fromPromise<Result<TicketFile>, OrderRef>(async ({ input, signal }) => ticket({ ...input, fileType: 'html' }, true, signal)),
  };
}

/**
 * The checkout's charge for an adventure order: PUT /tour/{order}/checkout with the card and the attempt's key;
 * the bank's 3-D Secure code answered by the same call with the same key. Approved, the answer already says how
 * the partner answered (confirmed, or refunded): that order is the receipt.
 */
export function createAdventuresCharge(client: Client) {
  return fromPromise<ChargeAnswer, ChargeInput>(async ({ input, signal }) => {
    const order = input.order as OrderRef;
    const body = {
      order_id: order.orderId,
      payment_method: 'card' as const,
      idempotency_key: input.attemptKey,
      ...(input.challengeCode !== null ? { challenge_code: input.challengeCode } : input.card ? { card: input.card } : {}),
    };
    const result = await client.call('put', '/tour/{booking_code}/checkout', { params: { path: { booking_code: order.code } }, body, signal });
    if (!result.ok) {
      // A declined card leaves the order held: the checkout offers another card.
      if (result.errors.some((e) => e.code === 'payment_declined' && e.field === 'card')) return { ok: true, data: { status: 'declined', reason: null } };
      return failures(result.errors);
    }
    const paid = orderOf(result.data);
    if (result.data.challenge_pending) return { ok: true, data: { status: 'challenge', attemptKey: input.attemptKey } };
    if (paid.status === 'held' && result.data.decline_reason !== null) return { ok: true, data: { status: 'declined', reason: result.data.decline_reason } };
    return { ok: true, data: { status: 'paid', receipt: paid } };
  });
}
