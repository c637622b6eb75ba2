import { fromPromise } from 'xstate';
import type { Failure, Result } from '../../../../domain/result';
import type { PaymentMethodId } from '../../../../domain/payments/payment-methods';
import type { ChargeAnswer, ChargeInput } from '../../../../machines/payment/payment.ports';
import type { BookingRef, BookingView, CartInput, CartItem, ContactInput, PaymentOffer, TourOrder, TourTicketView } from '../../../../machines/tours/tours.ports';
import type { components } from '../../../api/generated/tours';
import type { ServiceClient } from '../../../api/service-clients';
import { createTourCancellationActors } from '../../../lib/tour-cancellation-actors';
import { currentLoyaltySession, refreshMemberBalance } from '../../loyalty/loyalty-provider';

/** A signed-in frequent traveller's session (their points, decision 069), sent only when there is one. */
async function sessionHeader(): Promise<{ session?: string }> {
  const session = await currentLoyaltySession();
  return session ? { session } : {};
}

// The tours chart's slots over the tours client (openapi/tours.yaml), the contract's shapes mapped once into the
// chart's. Expected failures come back as values, kept to their code and field.

type Schemas = components['schemas'];
type Client = ServiceClient<'tours'>;

const failures = (errors: readonly Failure[]) => ({ ok: false as const, errors: errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) })) });

const itemOf = (item: Schemas['CartItem']): CartItem => ({
  productId: item.product_id,
  slug: item.slug ?? '',
  name: item.name ?? '',
  date: item.date,
  timeslotId: item.timeslot_id,
  startTime: item.start_time ?? '',
  quantities: { adult: item.quantities.adult, minor: item.quantities.minor, inapam: item.quantities.inapam ?? 0, infant: item.quantities.infant ?? 0 },
  subtotal: item.subtotal ?? 0,
});

const cartItemOf = (item: CartItem): Schemas['CartItem'] => ({
  product_id: item.productId,
  name: item.name,
  date: item.date,
  timeslot_id: item.timeslotId,
  quantities: { ...item.quantities },
});

export const bookingViewOf = (booking: Schemas['TourBooking']): BookingView => ({
  bookingId: booking.id,
  status: booking.status,
  approved: booking.approved,
  items: booking.shopping.shopping.map(itemOf),
  total: booking.shopping.total ?? 0,
  secondsLeft: booking.seconds_left ?? null,
});

/** A card is one method for the checkout, whatever the bank calls it; a store payment is OXXO's. */
function methodsOf(types: readonly string[] | undefined): PaymentMethodId[] {
  const methods = new Set<PaymentMethodId>();
  for (const type of types ?? ['credit', 'debit']) {
    if (type === 'credit' || type === 'debit') methods.add('card');
    if (type === 'oxxo') methods.add('oxxo');
  }
  return [...methods];
}

const booked = (result: Result<{ booking?: Schemas['TourBooking'] }>): Result<BookingView> =>
  result.ok && result.data.booking ? { ok: true, data: bookingViewOf(result.data.booking) } : result.ok ? { ok: false, errors: [{ code: 'booking_not_found' }] } : failures(result.errors);

function saveShopping(client: Client, input: CartInput, approve: boolean, signal: AbortSignal) {
  const query = input.bookingId ? { booking_id: input.bookingId } : {};
  const body = { shopping: { shopping: input.items.map(cartItemOf) }, approve };
  return client.call('post', '/tour/check/shopping', { params: { query }, body, signal });
}

export function createToursActors(client: Client) {
  return {
    ...createTourCancellationActors(client),
    loadBooking: fromPromise<Result<BookingView>, BookingRef>(async ({ input, signal }) =>
      booked(await client.call('get', '/tour/check/shopping', { params: { query: { booking_id: input.bookingId } }, signal })),
    ),
    saveCart: fromPromise<Result<BookingView>, CartInput>(async ({ input, signal }) => booked(await saveShopping(client, input, false, signal))),
    approveCart: fromPromise<Result<BookingView>, CartInput>(async ({ input, signal }) => booked(await saveShopping(client, input, true, signal))),
    saveContact: fromPromise<Result<unknown>, ContactInput>(async ({ input, signal }) => {
      const { firstName, lastName, email, cellPhone, apply } = input.contact;
      const body = { contact: { first_name: firstName, last_name: lastName, email, cell_phone: cellPhone, apply } };
      const result = await client.call('put', '/tour/sale/checkout', { params: { query: { booking_id: input.bookingId } }, body, signal });
      return result.ok ? { ok: true, data: {} } : failures(result.errors);
    }),
    checkSession: fromPromise<Result<BookingView>, BookingRef>(async ({ input, signal }) =>
      booked(await client.call('post', '/tour/check/shopping', { params: { query: { booking_id: input.bookingId } }, body: { session: true }, signal })),
    ),
    loadPayment: fromPromise<Result<PaymentOffer>, BookingRef>(async ({ input, signal }) => {
      // A signed-in member's session brings their points (decision 069); a guest's offer has none.
      const header = await sessionHeader();
      const result = await client.call('get', '/tour/sale/payment', { params: { query: { booking_id: input.bookingId }, header }, signal });
      if (!result.ok) return failures(result.errors);
      const { payment } = result.data;
      return { ok: true, data: { amount: payment.amount, methods: methodsOf(payment.methods), points: payment.points_balances ?? null } };
    }),
    book: fromPromise<Result<BookingView>, BookingRef>(async ({ input, signal }) =>
      booked(await client.call('post', '/tour/sale/booking', { params: { query: { booking_id: input.bookingId } }, signal })),
    ),
    loadTicket: fromPromise<Result<TourTicketView>, BookingRef>(async ({ input, signal }) => {
      const result = await client.call('get', '/tour/sale/ticket', { params: { query: { booking_id: input.bookingId } }, signal });
      if (!result.ok) return failures(result.errors);
      const ticket = result.data.ticket;
      return {
        ok: true,
        data: {
          bookingId: ticket.booking_id ?? input.bookingId,
          number: ticket.number,
          items: ticket.items.map(itemOf),
          passes: ticket.passes.map((p) => ({ code: p.code, item: p.item, personType: p.person_type, productName: p.product_name, date: p.date, startTime: p.start_time, qr: p.qr })),
        },
      };
    }),
  };
}

/**
 * The checkout's charge for a tours booking: POST /tour/sale/payment with the card (or OXXO) and the attempt's
 * key; the bank's 3-D Secure code answered by PUT with the same key and the payment's number.
 */
export function createToursCharge(client: Client) {
  // The payment's number the challenge's answer names, kept per attempt key (the server answers it with `process`).
  const numbers = new Map<string, number>();
  return fromPromise<ChargeAnswer, ChargeInput>(async ({ input, signal }) => {
    const order = input.order as TourOrder;
    const query = { booking_id: order.bookingId };
    const header = input.points ? await sessionHeader() : {};
    const result =
      input.challengeCode !== null
        ? await client.call('put', '/tour/sale/payment', { params: { query }, body: { number: numbers.get(input.attemptKey) ?? 1, idempotency_key: input.attemptKey, challenge_code: input.challengeCode }, signal })
        : await client.call('post', '/tour/sale/payment', {
            params: { query, header },
            body: {
              payment_type: input.method === 'oxxo' ? 'oxxo' : 'credit',
              idempotency_key: input.attemptKey,
              ...(input.card ? { card: input.card } : {}),
              ...(input.points ? { points: input.points } : {}),
            },
            signal,
          });
    if (!result.ok) return failures(result.errors);
    const payment = result.data.payment;
    // The member's balance moved: the cached profile is read again.
    if (payment.status === 'approved' && payment.points) void refreshMemberBalance();
    if (payment.status === 'approved') return { ok: true, data: { status: 'paid', receipt: payment } };
    if (payment.status === 'order_generated') return { ok: true, data: { status: 'ordered', receipt: payment } };
    if (payment.status === 'decline') return { ok: true, data: { status: 'declined', reason: null } };
    numbers.set(input.attemptKey, payment.number);
    return { ok: true, data: { status: 'challenge', attemptKey: input.attemptKey } };
  });
}
