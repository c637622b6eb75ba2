import { fromPromise, type SnapshotFrom } from 'xstate';
import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import { describeItineraryEvent, itineraryModelEvents, TOUR_BOOKING_ID, type ItineraryModelEvent } from '../../../machines/itinerary/itinerary.test-model';
import { activeLeaves, type ChartModel } from '../lib/plan';

// "My reservation" as the browser path tests explore it: a reservation bought for the path, found by
// its code and a passenger's surname (or not, with another surname), the server's answer released at
// the gate or broken, then "find another" and "remove from this device"; and a tour booking bought for the
// path, found by its code and the contact's surname (or not) through the tours service. The answers offered are the
// ones the real server gives for what was typed. `link.open` is a page load with the link's address,
// which starts the chart anew: the e2e spec and the machine paths cover it. A tour booking's e-mail link
// (`tour.manage`, also a page load) is the first move of its own model below, which walks its cancellation.

type Snapshot = SnapshotFrom<typeof itineraryMachine>;

export type ItineraryPathEvent = ItineraryModelEvent;

const never = fromPromise(() => new Promise<never>(() => undefined));

export const itineraryPathModel: ChartModel<Snapshot, ItineraryPathEvent> = {
  machine: itineraryMachine.provide({ actors: { findReservation: never as never } }),
  input: { saved: null },
  events: (snapshot) =>
    itineraryModelEvents(snapshot, false).filter((event) => event.type !== 'link.open' && event.type !== 'tour.manage' && (event.type.startsWith('xstate.') || snapshot.can(event as never))),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: describeItineraryEvent,
  ignoredLeaves: ['starting'],
  // Cancelled or moved on the server: found again, the reservation is no longer the one the model answers with.
  endsChain: (event) => event.type === 'xstate.done.actor.cancelReservation' || event.type === 'xstate.done.actor.applyChange',
};

/** The moves of a tour booking's own page once the e-mail's link opened it: its cancellation, nothing else. */
const tourCancelMoves = new Set<ItineraryPathEvent['type']>(['cancel.ask', 'cancel.confirm', 'cancel.dismiss']);

/**
 * A tour booking opened by its confirmation e-mail's link (the booking's id, a page load that starts the chart on
 * a device that keeps nothing): the terms asked, a confirmation dismissed and given, the booking cancelled, a call
 * broken on the way. Its first move is that page load, and it takes only the tour booking's own moves after it.
 */
export const itineraryTourLinkModel: ChartModel<Snapshot, ItineraryPathEvent> = {
  ...itineraryPathModel,
  events: (snapshot) => {
    if (snapshot.matches({ find: 'editing' })) return snapshot.context.saved === null ? [{ type: 'tour.manage', bookingId: TOUR_BOOKING_ID }] : [];
    return itineraryModelEvents(snapshot, false).filter((event) => event.type.startsWith('xstate.') || (tourCancelMoves.has(event.type) && snapshot.can(event as never)));
  },
  endsChain: (event) => event.type === 'xstate.done.actor.cancelTourBooking',
};
