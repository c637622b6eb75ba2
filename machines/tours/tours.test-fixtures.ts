import type { Result } from '../../domain/result';
import type { PaymentOutput } from '../payment/payment.ports';
import type { BookingView, CartItem, PaymentOffer, TourCancellationView, TourContact, TourTicketView } from './tours.ports';

// What the tours shop's path models and tests hand the chart: two tours, a contact, the server's answers (the
// booking, the payment offer, the ticket, a cancellation's quote and outcome) and what the checkout gives back.

export const BOOKING_ID = 'bk-test-1';
export const T0 = Date.parse('2026-12-01T15:00:00Z');
export const HOLD_SECONDS = 900;

export const ITEM_A: CartItem = {
  productId: 1,
  slug: 'avistamiento-de-ballenas',
  name: 'Avistamiento de ballenas',
  date: '2026-12-05',
  timeslotId: 11,
  startTime: '',
  quantities: { adult: 2, minor: 1, inapam: 0, infant: 1 },
  subtotal: 0,
};
export const ITEM_B: CartItem = {
  productId: 2,
  slug: 'islas-marietas',
  name: 'Islas Marietas',
  date: '2026-12-06',
  timeslotId: 21,
  startTime: '',
  quantities: { adult: 2, minor: 0, inapam: 0, infant: 0 },
  subtotal: 0,
};
export const CONTACT: TourContact = { firstName: 'Ana', lastName: 'López', email: 'ana@example.mx', cellPhone: '+523221234567', apply: true };
export const UNACCEPTED: TourContact = { ...CONTACT, apply: false };

/** What the server answers for a cart: each item priced (1,000 MXN a person here). */
export const pricedItem = (item: CartItem): CartItem => ({
  ...item,
  startTime: '09:00:00',
  subtotal: (item.quantities.adult + item.quantities.minor + item.quantities.inapam) * 1000,
});
export const bookingOf = (items: CartItem[], status: BookingView['status'] = 'open', secondsLeft: number | null = null): BookingView => ({
  bookingId: BOOKING_ID,
  status,
  approved: status === 'held',
  items: items.map(pricedItem),
  total: items.map(pricedItem).reduce((sum, i) => sum + i.subtotal, 0),
  secondsLeft,
});

export const offer: Result<PaymentOffer> = { ok: true, data: { amount: 5000, methods: ['card', 'oxxo'], points: null } };
/** A signed-in member's offer: the points by pool, which the checkout may apply (decision 069). */
export const memberOffer: Result<PaymentOffer> = { ok: true, data: { amount: 5000, methods: ['card', 'oxxo'], points: { traveller_loyalty: 1200, traveller_prepaid: 0 } } };
export const ticketAnswer: Result<TourTicketView> = {
  ok: true,
  data: {
    bookingId: BOOKING_ID,
    number: 'TR0001',
    items: [pricedItem(ITEM_A)],
    passes: [{ code: 'TR0001-1', item: 0, personType: 'adult', productName: ITEM_A.name, date: ITEM_A.date, startTime: '09:00:00', qr: '<svg/>' }],
  },
};
/** The seeded tours start days ahead: a paid booking is cancelled with the card refunded in full. */
export const cancelQuote: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: true, refusal: null, refund: 3000, refundTo: 'card', refundPoints: 0 } };
export const cancelDone: Result<TourCancellationView> = { ok: true, data: { status: 'cancelled', allowed: false, refusal: null, refund: 3000, refundTo: 'card', refundPoints: 0 } };
/** A store order not paid yet is let go with nothing to refund (its places freed, its reference void). */
export const orderQuote: Result<TourCancellationView> = { ok: true, data: { status: 'ordered', allowed: true, refusal: null, refund: 0, refundTo: 'none', refundPoints: 0 } };
export const orderCancelled: Result<TourCancellationView> = { ok: true, data: { status: 'cancelled', allowed: false, refusal: null, refund: 0, refundTo: 'none', refundPoints: 0 } };
export const windowPassed: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: false, refusal: 'cancellation_window_passed', refund: 0, refundTo: 'none', refundPoints: 0 } };
export const paidOutput: PaymentOutput = { status: 'paid', receipt: { status: 'approved' } };
export const orderedOutput: PaymentOutput = { status: 'ordered', receipt: { code: 'TR0002', reference: '93000012345678', deadline: '2026-12-02T03:00:00.000Z' } };
export const expiredOutput: PaymentOutput = { status: 'expired' };
export const refusedOutput: PaymentOutput = { status: 'refused', errors: [{ code: 'payment_not_approved' }] };

export const refused = (code: string, field?: string) => ({ ok: false as const, errors: [{ code, ...(field ? { field } : {}) }] });
export const sessionExpired = refused('session_expired');
/** The server names the item whose timeslot filled up: here the last one added. */
export const soldOutLast = (items: CartItem[]) => refused('timeslot_sold_out', `shopping.${items.length - 1}`);
