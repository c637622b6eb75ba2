import { not } from 'xstate';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import { reservationSetup } from './reservation.setup';
import { flowAccess } from './chart-helpers';

// Contact and additionals, and deleting the reservation from any step (seats: seats.states.ts;
// payment: payment.states.ts).

export const deleteOnRequest = reservationSetup.createStateConfig({
  on: { 'reservation.delete': { target: '#reservation.booking.step.deleting', actions: 'clearErrors' } },
}).on;

export const contactState = reservationSetup.createStateConfig({
  initial: 'editing',
  entry: { type: 'enterStep', params: { step: 'contact' } },
  on: {
    ...deleteOnRequest,
    // With an open departure there is no schedule list to go back to (it forwards to contact).
    'step.back': [
      { guard: 'departureIsOpen', target: '#reservation.search.editing' },
      { target: '#reservation.booking.step.schedules' },
    ],
  },
  states: {
    editing: {
      on: {
        'contact.submit': [
          { guard: not('contactValid'), actions: 'assignContactIssues' },
          { target: 'saving', actions: 'assignContact' },
        ],
        'traveller.link': { guard: 'noMemberLinked', target: 'linking', actions: ['clearErrors', 'keepLinkingMember'] },
      },
    },
    // A member who signs in on this step (or arrives signed in) is linked to the reservation: it answers
    // exist_traveller, and the money paid earns their points. A refusal (the session ended) is shown here;
    // the traveller goes on as a guest or signs in again.
    linking: {
      invoke: {
        id: 'linkTraveller',
        src: 'linkTraveller',
        input: ({ context }) => ({ ...flowAccess(context), activeReward: true }),
        ...onResult({
          ok: { guard: 'answerOk', target: 'editing', actions: { type: 'mergeReservation', params: answered } },
          refused: { target: 'editing', actions: [{ type: 'assignErrors', params: answeredErrors }, 'forgetMember'] },
          unavailable: { target: 'editing', actions: ['assignUnexpectedError', 'forgetMember'] },
        }),
      },
    },
    saving: {
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => ({
          ...flowAccess(context),
          contact: context.reservation.contact,
          goesContact: context.reservation.goes_contact,
          travellers: context.reservation.travellers,
        }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: '#reservation.booking.step.additionals',
            actions: { type: 'mergeReservation', params: answered },
          },
          refused: { target: 'editing', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'editing', actions: 'assignUnexpectedError' },
        }),
      },
    },
  },
});

export const additionalsState = reservationSetup.createStateConfig({
  initial: 'editing',
  entry: { type: 'enterStep', params: { step: 'additionals' } },
  on: { ...deleteOnRequest, 'step.back': { target: '#reservation.booking.step.contact' } },
  states: {
    editing: {
      on: { 'additionals.submit': { target: 'saving', actions: 'assignAdditionals' } },
    },
    saving: {
      invoke: {
        id: 'saveAdditionals',
        src: 'saveAdditionals',
        input: ({ context }) => ({
          ...flowAccess(context),
          additionals: context.additionals ?? { insurance: [], shuttle: null, pet: false, wheelchair: false },
        }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: '#reservation.booking.step.seats',
            actions: { type: 'mergeReservation', params: answered },
          },
          refused: { target: 'editing', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'editing', actions: 'assignUnexpectedError' },
        }),
      },
    },
  },
});

/** The steps that take `reservation.delete` (deleteOnRequest), to go back to after a refusal. */
const deletableSteps = ['contact', 'additionals', 'seats', 'payment'] as const;

/**
 * Back on the step the traveller asked from (its entry reloads what it shows: the seat map, the payment
 * methods). Not a history state: `deleting` is a sibling of the steps, so `booking.step` is never exited
 * and a history state there would fall back to its default, the schedules.
 */
function backToStep<A>(actions: A) {
  return deletableSteps.map((step) => ({ guard: { type: 'onStep' as const, params: { step } }, target: step, actions }));
}

export const deletingState = reservationSetup.createStateConfig({
  invoke: {
    id: 'deleteReservation',
    src: 'deleteReservation',
    input: ({ context }) => ({ ...flowAccess(context) }),
    onDone: [
      // Deleted: the chart starts over and the traveller goes home.
      { guard: { type: 'answerOk', params: answered }, target: '#reservation.search', actions: ['resetReservation', 'emitExit'] },
      // Not deleted: back where the traveller was, with the reason.
      ...backToStep({ type: 'assignErrors' as const, params: answeredErrors }),
    ],
    onError: backToStep('assignUnexpectedError' as const),
  },
});
