import type { SnapshotFrom } from 'xstate';
import type { Result } from '../../domain/result';
import type { toursMachine } from './tours.machine';
import type { PaymentOutput } from '../payment/payment.ports';
import type { BookingView, CartItem, PaymentOffer, TourCancellationView, TourContact, TourTicketView } from './tours.ports';

// The events of the tours shop as its path models offer them (the machine paths here, the browser paths in
// tests/paths/charts/tours.model.ts): two tours added from their pages, the review, the contact, the payment
// through the checkout (what it hands back), the booking and the ticket, and the hold running out at each step.

export * from './tours.test-fixtures';
import { CONTACT, HOLD_SECONDS, ITEM_A, ITEM_B, UNACCEPTED, bookingOf, cancelDone, cancelQuote, expiredOutput, memberOffer, offer, orderCancelled, orderQuote, orderedOutput, paidOutput, refused, refusedOutput, sessionExpired, soldOutLast, ticketAnswer, windowPassed } from './tours.test-fixtures';


export type ToursModelEvent =
  | { type: 'cart.add'; item: CartItem }
  | { type: 'cart.remove'; index: number }
  | { type: 'cart.review' }
  | { type: 'review.back' }
  | { type: 'review.approve' }
  | { type: 'contact.submit'; contact: TourContact }
  | { type: 'step.retry' }
  | { type: 'shop.again' }
  | { type: 'selection.abandon' }
  | { type: 'flow.leave' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'xstate.after.holdEnds.tours.held.contact' }
  | { type: 'xstate.after.holdEnds.tours.held.paying.checking' }
  | { type: 'xstate.after.holdEnds.tours.held.paying.loading' }
  | { type: 'xstate.after.holdEnds.tours.held.paying.failed' }
  | { type: 'xstate.done.actor.loadBooking'; output: Result<BookingView> }
  | { type: 'xstate.error.actor.loadBooking'; error: unknown }
  | { type: 'xstate.done.actor.saveCart'; output: Result<BookingView> }
  | { type: 'xstate.error.actor.saveCart'; error: unknown }
  | { type: 'xstate.done.actor.approveCart'; output: Result<BookingView> }
  | { type: 'xstate.error.actor.approveCart'; error: unknown }
  | { type: 'xstate.done.actor.saveContact'; output: Result<unknown> }
  | { type: 'xstate.error.actor.saveContact'; error: unknown }
  | { type: 'xstate.done.actor.checkSession'; output: Result<BookingView> }
  | { type: 'xstate.error.actor.checkSession'; error: unknown }
  | { type: 'xstate.done.actor.loadPayment'; output: Result<PaymentOffer> }
  | { type: 'xstate.error.actor.loadPayment'; error: unknown }
  | { type: 'xstate.done.actor.pay'; output: PaymentOutput }
  | { type: 'xstate.done.actor.book'; output: Result<BookingView> }
  | { type: 'xstate.error.actor.book'; error: unknown }
  | { type: 'xstate.done.actor.loadTicket'; output: Result<TourTicketView> }
  | { type: 'xstate.error.actor.loadTicket'; error: unknown }
  | { type: 'xstate.done.actor.quoteCancellation'; output: Result<TourCancellationView> }
  | { type: 'xstate.error.actor.quoteCancellation'; error: unknown }
  | { type: 'xstate.done.actor.cancelBooking'; output: Result<TourCancellationView> }
  | { type: 'xstate.error.actor.cancelBooking'; error: unknown };

type Snapshot = SnapshotFrom<typeof toursMachine>;

const held = (s: Snapshot) => bookingOf(s.context.items, 'held', HOLD_SECONDS);

/**
 * What can happen in a state; with `allAnswers`, every answer (the machine paths), else the seeded server's own
 * (the browser paths: it refuses nothing the traveller did right, and a lost connection is the gate's `fail`).
 */
export function toursModelEvents(s: Snapshot, allAnswers: boolean): ToursModelEvent[] {
  const all = <T>(events: T[]) => (allAnswers ? events : []);
  if (s.matches('restoring')) {
    return [
      { type: 'xstate.done.actor.loadBooking', output: { ok: true, data: bookingOf([ITEM_A]) } },
      { type: 'xstate.error.actor.loadBooking', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.loadBooking', output: { ok: true, data: bookingOf([ITEM_A], 'confirmed') } },
        { type: 'xstate.done.actor.loadBooking', output: { ok: true, data: bookingOf([ITEM_A], 'held', 300) } },
        { type: 'xstate.done.actor.loadBooking', output: refused('booking_not_found') },
        { type: 'selection.abandon' },
      ]),
    ];
  }
  if (s.matches({ cart: 'saving' })) {
    return [
      { type: 'xstate.done.actor.saveCart', output: { ok: true, data: bookingOf(s.context.pending ?? []) } },
      { type: 'xstate.error.actor.saveCart', error: 'network' },
      ...all<ToursModelEvent>([{ type: 'xstate.done.actor.saveCart', output: refused('party_too_large', 'shopping.0.quantities') }]),
    ];
  }
  if (s.matches({ reviewing: 'approving' })) {
    return [
      { type: 'xstate.done.actor.approveCart', output: { ok: true, data: held(s) } },
      { type: 'xstate.error.actor.approveCart', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.approveCart', output: soldOutLast(s.context.items) },
        { type: 'xstate.done.actor.approveCart', output: refused('booking_not_found') },
      ]),
    ];
  }
  const leaving: ToursModelEvent[] = [{ type: 'selection.abandon' }, { type: 'flow.leave' }];
  if (s.matches({ held: { contact: 'saving' } })) {
    return [
      { type: 'xstate.done.actor.saveContact', output: { ok: true, data: {} } },
      { type: 'xstate.error.actor.saveContact', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.saveContact', output: sessionExpired },
        { type: 'xstate.done.actor.saveContact', output: refused('terms_not_accepted', 'contact.apply') },
        { type: 'xstate.after.holdEnds.tours.held.contact' },
      ]),
    ];
  }
  if (s.matches({ held: { contact: 'editing' } })) {
    return [{ type: 'contact.submit', contact: CONTACT }, { type: 'contact.submit', contact: UNACCEPTED }, { type: 'xstate.after.holdEnds.tours.held.contact' }, ...leaving];
  }
  if (s.matches({ held: { paying: 'checking' } })) {
    return [
      { type: 'xstate.done.actor.checkSession', output: { ok: true, data: held(s) } },
      { type: 'xstate.error.actor.checkSession', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.checkSession', output: sessionExpired },
        { type: 'xstate.done.actor.checkSession', output: refused('booking_not_found') },
        { type: 'xstate.after.holdEnds.tours.held.paying.checking' },
      ]),
    ];
  }
  if (s.matches({ held: { paying: 'loading' } })) {
    return [
      { type: 'xstate.done.actor.loadPayment', output: offer },
      { type: 'xstate.error.actor.loadPayment', error: 'network' },
      ...all<ToursModelEvent>([
        // A signed-in member's offer carries their points, which the checkout is given (decision 069).
        { type: 'xstate.done.actor.loadPayment', output: memberOffer },
        { type: 'xstate.done.actor.loadPayment', output: refused('booking_not_found') },
        { type: 'xstate.after.holdEnds.tours.held.paying.loading' },
      ]),
    ];
  }
  if (s.matches({ held: { paying: 'failed' } })) return [{ type: 'step.retry' }, { type: 'xstate.after.holdEnds.tours.held.paying.failed' }, ...leaving];
  // The checkout's own paths are its chart's (machines/payment); here, what it hands back.
  if (s.matches({ held: { paying: 'checkout' } })) {
    return [
      { type: 'xstate.done.actor.pay', output: paidOutput },
      { type: 'xstate.done.actor.pay', output: orderedOutput },
      { type: 'xstate.done.actor.pay', output: expiredOutput },
      ...all<ToursModelEvent>([{ type: 'xstate.done.actor.pay', output: refusedOutput }]),
      ...leaving,
    ];
  }
  if (s.matches({ booking: 'sending' })) {
    return [
      { type: 'xstate.done.actor.book', output: { ok: true, data: bookingOf(s.context.items, 'confirmed') } },
      { type: 'xstate.error.actor.book', error: 'network' },
      ...all<ToursModelEvent>([{ type: 'xstate.done.actor.book', output: refused('payment_not_approved') }]),
    ];
  }
  if (s.matches({ ticket: 'loading' })) {
    return [
      { type: 'xstate.done.actor.loadTicket', output: ticketAnswer },
      { type: 'xstate.error.actor.loadTicket', error: 'network' },
      ...all<ToursModelEvent>([{ type: 'xstate.done.actor.loadTicket', output: refused('ticket_not_available') }]),
    ];
  }
  if (s.matches({ booking: 'failed' }) || s.matches({ ticket: 'failed' })) return [{ type: 'step.retry' }, { type: 'flow.leave' }];
  // The ticket's cancellation, and a store order's before it is paid: the quote, the confirmation, the outcome;
  // every state may be left.
  const away: ToursModelEvent[] = [{ type: 'shop.again' }, { type: 'flow.leave' }];
  const order = s.matches('ordered');
  const cancelling = (step: 'quoting' | 'offered' | 'confirming' | 'cancelling' | 'unavailable') => s.matches({ ticket: { showing: step } }) || s.matches({ ordered: step });
  if (cancelling('quoting')) {
    return [
      { type: 'xstate.done.actor.quoteCancellation', output: order ? orderQuote : cancelQuote },
      { type: 'xstate.error.actor.quoteCancellation', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.quoteCancellation', output: windowPassed },
        { type: 'xstate.done.actor.quoteCancellation', output: refused('booking_not_found') },
      ]),
    ];
  }
  if (cancelling('offered')) return [{ type: 'cancel.ask' }, ...away];
  if (cancelling('confirming')) return [{ type: 'cancel.confirm' }, { type: 'cancel.dismiss' }, ...away];
  if (cancelling('cancelling')) {
    return [
      { type: 'xstate.done.actor.cancelBooking', output: order ? orderCancelled : cancelDone },
      { type: 'xstate.error.actor.cancelBooking', error: 'network' },
      ...all<ToursModelEvent>([
        { type: 'xstate.done.actor.cancelBooking', output: refused('cancellation_window_passed', 'booking_id') },
        { type: 'xstate.done.actor.cancelBooking', output: refused('refund_failed', 'booking_id') },
      ]),
    ];
  }
  if (cancelling('unavailable')) return [{ type: 'step.retry' }, ...away];
  if (s.matches('ticket') || s.matches('ordered')) return away;
  // The cart: two tours at most, so the model stays finite.
  const adds: ToursModelEvent[] = s.context.items.length >= 2 ? [] : s.context.items.some((i) => i.productId === ITEM_A.productId) ? [{ type: 'cart.add', item: ITEM_B }] : [{ type: 'cart.add', item: ITEM_A }];
  const removes: ToursModelEvent[] = s.context.items.length === 0 ? [] : [{ type: 'cart.remove', index: s.context.items.length - 1 }];
  if (s.matches('expired')) return [...adds, { type: 'shop.again' }];
  if (s.matches({ reviewing: 'idle' })) return [{ type: 'review.back' }, { type: 'review.approve' }];
  return [...adds, ...removes, { type: 'cart.review' }, { type: 'flow.leave' }];
}

export function describeToursEvent(event: ToursModelEvent): string {
  if (event.type === 'cart.add') return `cart.add(${event.item.slug})`;
  if (event.type === 'cart.remove') return `cart.remove(${event.index})`;
  if (event.type === 'contact.submit') return `contact.submit(${event.contact.apply ? 'accepted' : 'policy not accepted'})`;
  if (event.type === 'xstate.done.actor.pay') return `${event.type}(${event.output.status})`;
  if ('output' in event) {
    const output = event.output as Result<unknown>;
    if (!output.ok) return `${event.type}(${output.errors[0]?.code})`;
    const data = output.data as { status?: string; refusal?: string | null };
    if (data.refusal) return `${event.type}(${data.refusal})`;
    return data.status ? `${event.type}(${data.status})` : `${event.type}(ok)`;
  }
  return event.type;
}
