import { answered, onResult } from '../shared/result-invoke';
import type { PaymentInput, PaymentOutput } from '../payment/payment.ports';
import type { ChangeAvailability, ChangeOutcome, ChangeRequest, ChangeSchedules } from './change.ports';
import type { ItineraryContext } from './itinerary.setup';

// "Cambiar horario" and "Elegir fecha" (docs/rules/my-reservation.md#changing-the-schedule,
// docs/rules/my-reservation.md#confirming-an-open-date; decisions 028, 033): one sequence for both, a substate of
// `viewing` on the reservation's change page. Pick a date → its buses → the bus's seat map → a seat for every
// passenger of the leg → confirm. Refusals come back as values and keep the traveller where they can choose again; "Cancelar
// cambio" leaves from any step, nothing changed.

// Every call of a change carries the proof of the contact (decision 063).
const saved = ({ context }: { context: ItineraryContext }) => ({ code: context.saved?.code ?? '', token: context.proof ?? '' });
const paid = ({ event }: { event: { output: PaymentOutput } }) => ({ output: event.output });
const changeRequestOf = (context: ItineraryContext): ChangeRequest => ({
  ...saved({ context }),
  ticketId: context.change?.ticketId ?? 0,
  date: context.change?.date ?? '',
  scheduleId: context.change?.option?.scheduleId ?? 0,
  scheduleDetailId: context.change?.option?.scheduleDetailId ?? 0,
  seats: context.change?.seats ?? [],
});
const chosenDate = ({ event }: { event: { date: string } }) => ({ date: event.date });
const dateAgain = { target: 'loadingSchedules', actions: { type: 'assignChangeDate', params: chosenDate } } as const;

export const changeStates = {
  initial: 'pickingDate',
  on: { 'change.dismiss': { target: 'idle', actions: ['endChange', 'clearErrors'] } },
  states: {
    pickingDate: { on: { 'change.date': dateAgain } },
    loadingSchedules: {
      invoke: {
        id: 'loadChangeSchedules',
        src: 'loadChangeSchedules',
        input: ({ context }: { context: ItineraryContext }) => ({ ...saved({ context }), ticketId: context.change?.ticketId ?? 0, date: context.change?.date ?? '' }),
        ...onResult({
          ok: { guard: 'ok', target: 'pickingSchedule', actions: { type: 'assignSchedules', params: answered<ChangeSchedules> } },
          refused: { target: 'pickingDate', actions: { type: 'assignChangeRefusal', params: answered<ChangeSchedules> } },
          unavailable: { target: 'pickingDate', actions: 'assignUnavailable' },
        }),
      },
    },
    pickingSchedule: {
      on: {
        'change.date': dateAgain,
        'change.pick': { target: 'checkingSeats', actions: { type: 'assignOption', params: ({ event }: { event: { scheduleId: number; scheduleDetailId: number } }) => ({ scheduleId: event.scheduleId, scheduleDetailId: event.scheduleDetailId }) } },
      },
    },
    checkingSeats: {
      invoke: {
        id: 'checkChangeSeats',
        src: 'checkChangeSeats',
        input: ({ context }: { context: ItineraryContext }) => ({
          ...saved({ context }),
          ticketId: context.change?.ticketId ?? 0,
          scheduleId: context.change?.option?.scheduleId ?? 0,
          scheduleDetailId: context.change?.option?.scheduleDetailId ?? 0,
        }),
        ...onResult({
          ok: [
            { guard: 'seatsAvailable', target: 'pickingSeat', actions: { type: 'assignAvailability', params: answered<ChangeAvailability> } },
            // The bus filled up since the list was read.
            { guard: 'ok', target: 'pickingSchedule', actions: 'unavailableSeats' },
          ],
          refused: { target: 'pickingSchedule', actions: { type: 'assignChangeRefusal', params: answered<ChangeAvailability> } },
          unavailable: { target: 'pickingSchedule', actions: 'assignUnavailable' },
        }),
      },
    },
    pickingSeat: {
      on: {
        'change.seat': { actions: { type: 'assignSeat', params: ({ event }: { event: { seat: number } }) => ({ seat: event.seat }) } },
        'change.passenger': { actions: { type: 'choosePassenger', params: ({ event }: { event: { ticketId: number } }) => ({ ticketId: event.ticketId }) } },
        'change.back': { target: 'pickingSchedule', actions: ['clearSeat', 'clearErrors'] },
        // Every passenger gets a seat before the change is confirmed: until then the tap does nothing.
        'change.confirm': [
          { guard: 'dearerSeatsComplete', target: 'paying' },
          { guard: 'seatsComplete', target: 'applying' },
        ],
      },
    },
    // A dearer bus: its difference is paid through the card checkout, which moves the leg with the charge.
    paying: {
      on: { 'change.back': { target: 'pickingSeat', actions: 'clearErrors' } },
      invoke: {
        id: 'payChange',
        src: 'payChange',
        input: ({ context }: { context: ItineraryContext }): PaymentInput => ({ amount: context.change?.availability?.fareDifference ?? 0, service: 'itinerary', order: changeRequestOf(context) }),
        onDone: [
          {
            guard: { type: 'changePaid', params: paid },
            target: '#itinerary.viewing.idle',
            actions: [{ type: 'assignPaidChange', params: paid }, { type: 'storeReservation', params: ({ context }: { context: ItineraryContext }) => ({ saved: context.saved }) }],
          },
          // The seat was taken meanwhile (nothing charged): choose again on the same bus.
          { target: 'pickingSeat', actions: [{ type: 'assignPaymentRefusal', params: paid }, 'clearChosenSeat'] },
        ],
      },
    },
    applying: {
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }: { context: ItineraryContext }): ChangeRequest => changeRequestOf(context),
        ...onResult({
          ok: {
            guard: 'changeApplied',
            target: '#itinerary.viewing.idle',
            actions: [{ type: 'assignChanged', params: answered<ChangeOutcome> }, { type: 'storeReservation', params: ({ context }: { context: ItineraryContext }) => ({ saved: context.saved }) }],
          },
          // A seat taken meanwhile: choose again on the same bus.
          refused: { target: 'pickingSeat', actions: [{ type: 'assignChangeRefusal', params: answered<ChangeOutcome> }, 'clearChosenSeat'] },
          unavailable: { target: 'pickingSeat', actions: 'assignUnavailable' },
        }),
      },
    },
  },
} as const;
