import { additionalsState, contactState, deletingState } from './booking-steps.states';
import { seatsState } from './seats.states';
import { paymentState } from './payment.states';
import {
  confirmingReservationState,
  expiredState,
  invoicingState,
  ticketsState,
} from './after-payment.states';
import { initialContext } from './reservation-context';
import { reservationSetup } from './reservation.setup';
import { schedulesState } from './schedules.states';
import { searchState } from './search.states';
import { stepNavigation } from './step-navigation';

// The whole reservation flow (docs/rules/booking.md#the-steps-and-their-guards) as one chart (docs/architecture.md#a-flow-the-chart-owns-it). From creation to payment the
// traveller is inside `booking`, a parallel state whose `deadline` region runs the payment
// timer beside the steps, so no step can forget it.
export const reservationMachine = reservationSetup.createMachine({
  id: 'reservation',
  context: ({ input }) => initialContext(input),
  initial: 'search',
  on: {
    // docs/rules/booking.md#clearing-on-the-start-page: the start page entered as the first page, or from a page of the flow, drops the
    // reservation a second later; from elsewhere the chart's step decides the page.
    'start.enter': { guard: 'startClears', actions: 'scheduleClearing' },
    'clearing.due': { guard: 'clearingApplies', target: '.search', actions: 'resetReservation' },
    // Arriving on the home page means the traveller left any reservation in progress.
    'home.arrive': { target: '.search', actions: 'resetReservation' },
    // Leaving the flow's pages (after confirming, where the flow asks) drops the reservation.
    'flow.leave': { target: '.search', actions: 'resetReservation' },
  },
  states: {
    search: {
      ...searchState,
      on: {
        ...stepNavigation,
        // Nothing to drop or leave here: the form keeps what was typed.
        'home.arrive': {},
        'flow.leave': {},
      },
    },
    booking: {
      type: 'parallel',
      on: stepNavigation,
      states: {
        step: {
          initial: 'schedules',
          states: {
            schedules: schedulesState,
            contact: contactState,
            additionals: additionalsState,
            seats: seatsState,
            payment: paymentState,
            deleting: deletingState,
          },
        },
        deadline: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { paymentDeadline: { target: '#reservation.expired' } },
              on: {
                // Sent after restoring a snapshot: timers do not survive a reload, so the
                // deadline is checked now and the timer restarted for the time left.
                'deadline.check': [
                  { guard: 'deadlinePassed', target: '#reservation.expired' },
                  { target: 'ticking', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
    confirmingReservation: confirmingReservationState,
    tickets: ticketsState,
    invoicing: invoicingState,
    expired: expiredState,
  },
});
