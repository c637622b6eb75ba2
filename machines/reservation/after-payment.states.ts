import { answer, answerErrors } from './chart-params';
import { reservationSetup } from './reservation.setup';
import { stepNavigation } from './step-navigation';
import { flowAccess } from './chart-helpers';

// After a settled payment: confirming the reservation, the tickets, invoicing and the schedule
// change. Invoicing and the schedule change are placeholders until their flows exist (their
// actors answer `not_implemented`).

export const confirmingReservationState = reservationSetup.createStateConfig({
  initial: 'submitting',
  states: {
    submitting: {
      invoke: {
        id: 'confirmReservation',
        src: 'confirmReservation',
        input: ({ context }) => ({ ...flowAccess(context) }),
        onDone: [
          {
            guard: { type: 'answerOk', params: answer },
            target: '#reservation.tickets',
            actions: [{ type: 'mergeReservation', params: answer }, { type: 'assignTickets', params: answer }],
          },
          { target: 'failed', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    // The payment is settled, so there is no deadline here: the traveller may retry at will.
    failed: { on: { 'reservation.confirm': { target: 'submitting', actions: 'clearErrors' } } },
  },
});

// SPEC §4: leaving the tickets page resets the reservation, the start page of the flow included.
const leaveTicketsForStart = reservationSetup.createStateConfig({
  on: { 'start.enter': { guard: 'startClears', target: '#reservation.search', actions: 'resetReservation' } },
}).on;

export const ticketsState = reservationSetup.createStateConfig({
  initial: 'loading',
  entry: { type: 'enterStep', params: { step: 'tickets' } },
  on: {
    ...stepNavigation,
    ...leaveTicketsForStart,
    'schedule.change': { target: '#reservation.changingSchedule', actions: 'assignPendingChange' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ ...flowAccess(context), format: 'html' as const }),
        onDone: [
          { guard: { type: 'answerOk', params: answer }, target: 'showing', actions: { type: 'assignTicket', params: answer } },
          { target: 'failed', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
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

export const changingScheduleState = reservationSetup.createStateConfig({
  on: leaveTicketsForStart,
  invoke: {
    id: 'changeSchedule',
    src: 'changeSchedule',
    input: ({ context }) => ({
      ...flowAccess(context),
      // Only entered from schedule.change, which stored the change.
      change: context.pendingChange!,
    }),
    onDone: [
      { guard: { type: 'answerOk', params: answer }, target: '#reservation.tickets', actions: { type: 'mergeReservation', params: answer } },
      { target: '#reservation.tickets', actions: { type: 'assignErrors', params: answerErrors } },
    ],
    onError: { target: '#reservation.tickets', actions: 'assignUnexpectedError' },
  },
});

export const expiredState = reservationSetup.createStateConfig({
  entry: 'markExpired',
  on: { 'search.restart': { target: '#reservation.search', actions: 'resetReservation' } },
});
