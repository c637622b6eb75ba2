import type { SnapshotFrom } from 'xstate';
import { placesOf } from '../../../../domain/tours/tour-party';
import type { ToursLogic } from './tours-binding';

// What the shop's screens read of the chart, narrowly (docs/architecture.md: screens only render).

export type ToursSnapshot = SnapshotFrom<ToursLogic>;

export const selectItems = (s: ToursSnapshot) => s.context.items;
export const selectTotal = (s: ToursSnapshot) => s.context.total;
export const selectErrors = (s: ToursSnapshot) => s.context.errors;
export const selectSoldOut = (s: ToursSnapshot) => s.context.soldOutItem;
export const selectExpired = (s: ToursSnapshot) => s.context.expired || s.matches('expired');
export const selectSaving = (s: ToursSnapshot) => s.matches({ cart: 'saving' });
export const selectRestoring = (s: ToursSnapshot) => s.matches('restoring') || s.matches('starting');
export const selectApproving = (s: ToursSnapshot) => s.matches({ reviewing: 'approving' });
export const selectContactSaving = (s: ToursSnapshot) => s.matches({ held: { contact: 'saving' } });
export const selectContact = (s: ToursSnapshot) => s.context.contact;
export const selectTicket = (s: ToursSnapshot) => s.context.ticket;
export const selectCount = (s: ToursSnapshot) => s.context.items.length;

/** The payment page's step: the session checked, the methods read, the checkout, a failure, or the booking. */
export function selectPaymentStep(s: ToursSnapshot): 'loading' | 'checkout' | 'failed' | 'booking' | 'bookingFailed' | null {
  if (s.matches({ held: { paying: 'checkout' } })) return 'checkout';
  if (s.matches({ held: { paying: 'failed' } })) return 'failed';
  if (s.matches({ held: 'paying' })) return 'loading';
  if (s.matches({ booking: 'failed' })) return 'bookingFailed';
  if (s.matches('booking')) return 'booking';
  return null;
}

export type CancelStep = 'quoting' | 'offered' | 'confirming' | 'cancelling' | 'cancelled' | 'refused' | 'unavailable';
const cancelSteps: readonly CancelStep[] = ['quoting', 'offered', 'confirming', 'cancelling', 'cancelled', 'refused', 'unavailable'];

/**
 * Where the cancellation is (machines/tours/cancellation.states.ts), of the shown ticket or of a store order not
 * paid yet; null elsewhere.
 */
export function selectCancelStep(s: ToursSnapshot): CancelStep | null {
  return cancelSteps.find((step) => s.matches({ ticket: { showing: step } }) || s.matches({ ordered: step })) ?? null;
}
/** The places a booking holds: one per person, an infant too. */
export const selectPlaces = (s: ToursSnapshot) => s.context.items.reduce((sum, item) => sum + placesOf(item.quantities), 0);
export const selectCancellation = (s: ToursSnapshot) => s.context.cancellation;

export function selectTicketStep(s: ToursSnapshot): 'loading' | 'failed' | 'showing' | 'ordered' | null {
  if (s.matches('ordered')) return 'ordered';
  if (s.matches({ ticket: 'showing' })) return 'showing';
  if (s.matches({ ticket: 'failed' })) return 'failed';
  if (s.matches('ticket')) return 'loading';
  return null;
}
export const selectStoreOrder = (s: ToursSnapshot) => s.context.storeOrder;
