import { not } from 'xstate';
import type { Result } from '../../domain/result';
import type { Leg, SeatMap } from './reservation.ports';
import { answer, answerErrors } from './chart-params';
import type { ReservationContext } from './reservation-context';
import { reservationSetup } from './reservation.setup';
import { seatLegs, seatSelection } from './seat-selection';
import { flowAccess } from './chart-helpers';

// Contact, additionals and seats, and deleting the reservation from any of them (payment:
// payment.states.ts).

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
        onDone: [
          {
            guard: { type: 'answerOk', params: answer },
            target: '#reservation.booking.step.additionals',
            actions: { type: 'mergeReservation', params: answer },
          },
          { target: 'editing', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'editing', actions: 'assignUnexpectedError' },
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
        onDone: [
          {
            guard: { type: 'answerOk', params: answer },
            target: '#reservation.booking.step.seats',
            actions: { type: 'mergeReservation', params: answer },
          },
          { target: 'editing', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'editing', actions: 'assignUnexpectedError' },
      },
    },
  },
});

const loadLegSeats = (leg: Leg) => ({
  id: 'loadSeats',
  src: 'loadSeats' as const,
  input: ({ context }: { context: ReservationContext }) => ({ ...flowAccess(context), leg }),
});
const mapOf =
  (leg: Leg) =>
  ({ event }: { event: { output: Result<SeatMap> } }) => ({ result: event.output, leg });

// The departure map, then on a dated round trip the return map; both legs are picked before one
// setSeats call holds them together (the server holds both or neither).
export const seatsState = reservationSetup.createStateConfig({
  initial: 'loading',
  entry: { type: 'enterStep', params: { step: 'seats' } },
  on: { ...deleteOnRequest, 'step.back': { target: '#reservation.booking.step.additionals' } },
  states: {
    loading: {
      // An open departure has no bus yet: its seat is given when the traveller fixes the date.
      always: { guard: 'noSeatLegs', target: 'unseated' },
      invoke: {
        ...loadLegSeats('departure'),
        onDone: [
          {
            guard: { type: 'returnSeatsNext', params: answer },
            target: 'loadingReturn',
            actions: { type: 'assignSeatMap', params: mapOf('departure') },
          },
          { guard: { type: 'answerOk', params: answer }, target: 'picking', actions: { type: 'assignSeatMap', params: mapOf('departure') } },
          { target: 'failed', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    loadingReturn: {
      invoke: {
        ...loadLegSeats('return'),
        onDone: [
          { guard: { type: 'answerOk', params: answer }, target: 'picking', actions: { type: 'assignSeatMap', params: mapOf('return') } },
          { target: 'failed', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    failed: { on: { 'seats.retry': { target: 'loading', actions: 'clearErrors' } } },
    unseated: { on: { 'seats.submit': { target: '#reservation.booking.step.payment', actions: 'clearErrors' } } },
    picking: {
      on: {
        // A picked seat is let go; a new one only when free, offered and within the passengers.
        'seat.toggle': [
          { guard: 'seatPicked', actions: 'unpickSeat' },
          { guard: 'seatPickable', actions: 'pickSeat' },
        ],
        'seats.submit': [
          { guard: not('seatsMatchPassengers'), actions: 'refuseSeatCount' },
          { target: 'saving', actions: 'clearErrors' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveSeats',
        src: 'saveSeats',
        input: ({ context }) => ({
          ...flowAccess(context),
          seats: seatSelection(context.seatPicks, context.reservation.passengers, seatLegs(context.reservation)),
        }),
        onDone: [
          {
            guard: { type: 'answerOk', params: answer },
            target: '#reservation.booking.step.payment',
            actions: { type: 'mergeReservation', params: answer },
          },
          // Another buyer was faster: reload the maps with the reason shown, keeping the other picks.
          {
            guard: { type: 'seatsLost', params: answer },
            target: 'loading',
            actions: [
              { type: 'assignErrors', params: answerErrors },
              { type: 'dropLostSeats', params: answerErrors },
            ],
          },
          { target: 'picking', actions: { type: 'assignErrors', params: answerErrors } },
        ],
        onError: { target: 'picking', actions: 'assignUnexpectedError' },
      },
    },
  },
});

export const deletingState = reservationSetup.createStateConfig({
  invoke: {
    id: 'deleteReservation',
    src: 'deleteReservation',
    input: ({ context }) => ({ ...flowAccess(context) }),
    onDone: [
      // Deleted: the chart starts over and the traveller goes home.
      { guard: { type: 'answerOk', params: answer }, target: '#reservation.search', actions: ['resetReservation', 'emitExit'] },
      // Not deleted: back where the traveller was, with the reason.
      { target: 'hist', actions: { type: 'assignErrors', params: answerErrors } },
    ],
    onError: { target: 'hist', actions: 'assignUnexpectedError' },
  },
});
