import { fromPromise, type SnapshotFrom } from 'xstate';
import { toursMachine } from '../../../machines/tours/tours.machine';
import { BOOKING_ID, describeToursEvent, T0, toursModelEvents, type ToursModelEvent } from '../../../machines/tours/tours.test-model';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The tours shop as the browser path tests explore it: two tours added from their pages (yelapa, then sayulita),
// the cart, the review that holds the places, the contact, the payment with the sandbox's approving card (the
// checkout runs freely; its own paths are payment-tours.*), the booking and the passes; the hold running out on
// the page's clock, while the contact is typed and while the checkout waits (its own `expired`). The answers
// offered are the seeded server's; a lost connection is the gate's `fail`.

type Snapshot = SnapshotFrom<typeof toursMachine>;

export type ToursPathEvent = ToursModelEvent;

const never = fromPromise(() => new Promise<never>(() => undefined));
const slots = ['loadBooking', 'saveCart', 'approveCart', 'saveContact', 'checkSession', 'loadPayment', 'book', 'loadTicket', 'quoteCancellation', 'cancelBooking'] as const;

/** Moves after which the page's clock is past the hold: the server still holds what the page let go. */
const clockMoves = (event: ToursPathEvent) => event.type.startsWith('xstate.after.') || (event.type === 'xstate.done.actor.pay' && event.output.status === 'expired');

export const toursPathModel: ChartModel<Snapshot, ToursPathEvent> = {
  machine: toursMachine.provide({ actors: Object.fromEntries(slots.map((slot) => [slot, never])) as never }),
  input: { savedBookingId: null, now: () => T0 },
  events: (snapshot) =>
    toursModelEvents(snapshot, false).filter(
      (event) =>
        // No control sends "shop again" (the ticket's and the expired cart's links leave the shop: flow.leave).
        event.type !== 'shop.again' &&
        // Once approved, leaving the shop's pages is the approved-selection rule: the site sends selection.abandon.
        !(event.type === 'flow.leave' && snapshot.matches('held')),
    ),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: describeToursEvent,
  // A page load with a cookie starts the chart in `restoring`: tests/e2e/tours-sale.spec.ts and the machine paths.
  ignoredLeaves: ['starting', 'restoring'],
  // The approval's hold is the server's; once the page's clock has passed it, a path stops (the server still holds).
  endsChain: clockMoves,
};

/**
 * The shop opened again with a cart its cookie names (a reload, a later visit within the tour session): the chart
 * starts by asking the server what the booking is now. Only that answer is walked here; the rest is the model above.
 */
export const toursKeptCartModel: ChartModel<Snapshot, ToursPathEvent> = {
  ...toursPathModel,
  input: { savedBookingId: BOOKING_ID, now: () => T0 },
  events: (snapshot) => (snapshot.matches('restoring') ? toursModelEvents(snapshot, false) : []),
  ignoredLeaves: ['starting'],
};
