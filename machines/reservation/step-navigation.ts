import { and, not } from 'xstate';
import { stepsLeftWhenSettled } from '../../domain/reservation/step-rules';
import type { GotoStep } from './reservation-context';
import { reservationSetup } from './reservation.setup';

const goingTo = (...steps: GotoStep[]) => ({ type: 'gotoStepIn' as const, params: { steps } });

// `step.goto` is what the router sends when the traveller opens a step's address (a link, the
// back button, a reload). The step guards (docs/rules/booking.md#the-steps-and-their-guards) decide where they really land; a
// transition without a target keeps them where they are.
export const stepNavigation = reservationSetup.createStateConfig({
  on: {
    'step.goto': [
      // No reservation code (only in the search): nothing to go to, the traveller goes home.
      { guard: not('hasReservationCode'), actions: 'emitExit' },
      // A settled payment leaves the booking steps for the tickets (seats included, see step-rules).
      { guard: and([goingTo(...stepsLeftWhenSettled), 'paymentSettled']), target: '#reservation.tickets' },
      // Already there: nothing to redo (the router also sends this after the chart moved).
      { guard: 'gotoCurrentStep' },
      // Tickets: intended reading, only when settled; observed reading, always.
      { guard: and([goingTo('tickets'), 'paymentSettled']), target: '#reservation.tickets' },
      {
        guard: and([goingTo('tickets'), 'ticketsAccessObserved']),
        target: '#reservation.tickets',
      },
      { guard: goingTo('tickets') },
      // Invoicing: approved with an invoiceable method passes; in process stays; otherwise the
      // tickets, as far as the tickets rule above lets a traveller in (a declined payment under
      // the intended reading stays put).
      { guard: and([goingTo('invoicing'), 'invoicingAllowed']), target: '#reservation.invoicing' },
      { guard: and([goingTo('invoicing'), 'paymentInProcess']) },
      { guard: and([goingTo('invoicing'), 'paymentSettled']), target: '#reservation.tickets' },
      { guard: and([goingTo('invoicing'), 'ticketsAccessObserved']), target: '#reservation.tickets' },
      { guard: goingTo('invoicing') },
      // docs/rules/booking.md#the-steps-and-their-guards: schedules with a payment in process and an open departure go to contact.
      { guard: and([goingTo('schedules'), 'paymentInProcess', 'departureIsOpen']), target: '#reservation.booking.step.contact' },
      // Booking steps already reached.
      { guard: and([goingTo('schedules'), 'gotoStepReached']), target: '#reservation.booking.step.schedules' },
      { guard: and([goingTo('contact'), 'gotoStepReached']), target: '#reservation.booking.step.contact' },
      { guard: and([goingTo('additionals'), 'gotoStepReached']), target: '#reservation.booking.step.additionals' },
      { guard: and([goingTo('seats'), 'gotoStepReached']), target: '#reservation.booking.step.seats' },
      { guard: and([goingTo('payment'), 'gotoStepReached']), target: '#reservation.booking.step.payment' },
      // A step not reached yet: stay.
    ],
  },
}).on;
