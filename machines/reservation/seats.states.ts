import { not } from 'xstate';
import type { Result } from '../../domain/result';
import type { Leg, SeatMap } from './reservation.ports';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import type { ReservationContext } from './reservation-context';
import { reservationSetup } from './reservation.setup';
import { deleteOnRequest } from './booking-steps.states';
import { flowAccess } from './chart-helpers';

// The seats step (docs/rules/booking.md#seats): the departure map, then on a dated round trip the return map; then every
// tap holds or releases that one seat on the server at once. Taps made while one is on its way wait in
// `seatTaps` and go one at a time, in order (none lost, none sent twice); "Continuar" only confirms that
// every seated passenger has a seat on every leg, and one pressed while a tap is on its way waits for it.

const loadLegSeats = (leg: Leg) => ({
  id: 'loadSeats',
  src: 'loadSeats' as const,
  input: ({ context }: { context: ReservationContext }) => ({ ...flowAccess(context), leg }),
});
const mapOf =
  (leg: Leg) =>
  ({ event }: { event: { output: Result<SeatMap> } }) => ({ output: event.output, leg });
const nextTap = (context: ReservationContext) => context.seatTaps[0] ?? { leg: 'departure' as const, seat_number: 0 };

// While a tap is on its way, more taps queue and "Continuar" waits.
const whileTapping = reservationSetup.createStateConfig({
  on: {
    'seat.toggle': { guard: 'seatTappable', actions: 'queueSeatTap' },
    'seats.submit': { actions: 'deferSeatsSubmit' },
  },
}).on;

export const seatsState = reservationSetup.createStateConfig({
  initial: 'loading',
  entry: [{ type: 'enterStep', params: { step: 'seats' } }, 'clearSeatTaps'],
  on: { ...deleteOnRequest, 'step.back': { target: '#reservation.booking.step.additionals' } },
  states: {
    loading: {
      // An open departure has no bus yet: its seat is given when the traveller fixes the date.
      always: { guard: 'noSeatLegs', target: 'unseated' },
      invoke: {
        ...loadLegSeats('departure'),
        ...onResult({
          ok: [
            {
              guard: 'returnSeatsNext',
              target: 'loadingReturn',
              actions: { type: 'assignSeatMap', params: mapOf('departure') },
            },
            { guard: 'answerOk', target: 'picking', actions: { type: 'assignSeatMap', params: mapOf('departure') } },
          ],
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    loadingReturn: {
      invoke: {
        ...loadLegSeats('return'),
        ...onResult({
          ok: { guard: 'answerOk', target: 'picking', actions: { type: 'assignSeatMap', params: mapOf('return') } },
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    failed: { on: { 'seats.retry': { target: 'loading', actions: 'clearErrors' } } },
    unseated: { on: { 'seats.submit': { target: '#reservation.booking.step.payment', actions: 'clearErrors' } } },
    picking: {
      initial: 'idle',
      // The passenger list above each map: the one chosen is who the next tap seats.
      on: { 'seat.passenger': { guard: 'seatPassengerListed', actions: 'chooseSeatPassenger' } },
      states: {
        idle: {
          entry: 'submitSeatsIfDeferred',
          on: {
            'seat.toggle': { guard: 'seatTappable', target: 'routing', actions: 'queueSeatTap' },
            'seats.submit': [
              { guard: not('seatsMatchPassengers'), actions: 'refuseSeatCount' },
              { target: '#reservation.booking.step.payment', actions: 'clearErrors' },
            ],
          },
        },
        // Routes the first waiting tap to a hold or a release, or back to idle when none waits (never at rest).
        routing: {
          always: [{ guard: 'noSeatTaps', target: 'idle' }, { guard: 'nextTapReleases', target: 'releasing' }, { target: 'holding' }],
        },
        holding: {
          on: whileTapping,
          invoke: {
            id: 'holdSeat',
            src: 'holdSeat',
            input: ({ context }) => {
              const tap = nextTap(context);
              return { ...flowAccess(context), ...tap, passenger_id: context.seatPassenger[tap.leg] ?? 0 };
            },
            ...onResult({
              ok: [
                { guard: 'answerOk', target: 'routing', actions: { type: 'applySeatTap', params: answered } },
                // Another buyer holds the seat: it shows as taken at once, with the reason beside the map.
                {
                  guard: 'seatsLost',
                  target: 'routing',
                  actions: ['markSeatLost', { type: 'assignErrors', params: answeredErrors }, 'dropSeatTap'],
                },
              ],
              refused: { target: 'routing', actions: [{ type: 'assignErrors', params: answeredErrors }, 'dropSeatTap'] },
              unavailable: { target: 'routing', actions: ['assignUnexpectedError', 'dropSeatTap'] },
            }),
          },
        },
        releasing: {
          on: whileTapping,
          invoke: {
            id: 'releaseSeat',
            src: 'releaseSeat',
            input: ({ context }) => ({ ...flowAccess(context), ...nextTap(context) }),
            ...onResult({
              ok: { guard: 'answerOk', target: 'routing', actions: { type: 'applySeatTap', params: answered } },
              refused: { target: 'routing', actions: [{ type: 'assignErrors', params: answeredErrors }, 'dropSeatTap'] },
              unavailable: { target: 'routing', actions: ['assignUnexpectedError', 'dropSeatTap'] },
            }),
          },
        },
      },
    },
  },
});
