import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import { reservationSetup } from './reservation.setup';
import { stepNavigation } from './step-navigation';
import { flowAccess } from './chart-helpers';

// After a settled payment: confirming the reservation, the tickets and invoicing. Changing the
// schedule and cancelling belong to "my reservation" (machines/itinerary, decision 023), which the
// tickets page links to with the reservation's link token.

export const confirmingReservationState = reservationSetup.createStateConfig({
  initial: 'submitting',
  states: {
    submitting: {
      invoke: {
        id: 'confirmReservation',
        src: 'confirmReservation',
        input: ({ context }) => ({ ...flowAccess(context) }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: '#reservation.tickets',
            actions: [{ type: 'mergeReservation', params: answered }, { type: 'assignTickets', params: answered }],
          },
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    // The payment is settled, so there is no deadline here: the traveller may retry at will.
    failed: { on: { 'reservation.confirm': { target: 'submitting', actions: 'clearErrors' } } },
  },
});

// docs/rules/booking.md#leaving-the-flow: leaving the tickets page resets the reservation, the start page of the flow included.
const leaveTicketsForStart = reservationSetup.createStateConfig({
  on: { 'start.enter': { guard: 'startClears', target: '#reservation.search', actions: 'resetReservation' } },
}).on;

export const ticketsState = reservationSetup.createStateConfig({
  initial: 'loading',
  entry: { type: 'enterStep', params: { step: 'tickets' } },
  on: {
    ...stepNavigation,
    ...leaveTicketsForStart,
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ ...flowAccess(context), format: 'html' as const }),
        ...onResult({
          ok: { guard: 'answerOk', target: 'showing', actions: { type: 'assignTicket', params: answered } },
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    // A restored flow (it gets `deadline.check` first) asks again too: the failure may be the
    // previous page's request, cut off by the reload.
    failed: {
      on: {
        'ticket.retry': { target: 'loading', actions: 'clearErrors' },
        'deadline.check': { target: 'loading', actions: 'clearErrors' },
      },
    },
    // Documents live as long as the page that loaded them (object URLs): a restored flow, which
    // gets `deadline.check` first, asks for them again.
    showing: { on: { 'ticket.retry': { target: 'loading' }, 'deadline.check': { target: 'loading' } } },
  },
});

export const invoicingState = reservationSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'invoicing' } },
  // Invoicing is reached from the tickets and still needs the reservation when the traveller
  // leaves the flow from here.
  on: { ...stepNavigation, 'step.back': { target: '#reservation.tickets' }, 'flow.leave': {} },
});

export const expiredState = reservationSetup.createStateConfig({
  entry: 'markExpired',
  on: { 'search.restart': { target: '#reservation.search', actions: 'resetReservation' } },
});
