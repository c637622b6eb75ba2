import { answered, onResult } from '../shared/result-invoke';
import { tourManageRef } from './itinerary.inputs';

// A tour booking's page on My reservation (docs/rules/tours.md#cancellation-policy, decision 059). Found by its
// code with the contact's surname, or opened again from this device, it is read only (`reading`: the page says
// how to cancel, with the confirmation e-mail's link). Opened by that link (the booking's id, the proof of the
// contact), the page asks what cancelling would refund now, asks to confirm, cancels, and shows the outcome;
// refused when a tour is past its free window or the refund failed, unavailable when a call failed.

export const tourBookingStates = {
  initial: 'reading',
  on: {
    // "Buscar otra reservación": back to the form; the booking stays kept on this device.
    'find.start': { target: '#itinerary.find', actions: ['clearErrors', 'clearTour'] },
    // "Quitar de este dispositivo".
    'reservation.forget': { target: '#itinerary.find', actions: ['forgetReservation', 'removeStoredReservation', 'clearTour'] },
  },
  states: {
    reading: {},
    quoting: {
      invoke: {
        id: 'quoteTourCancellation',
        src: 'quoteTourCancellation',
        input: tourManageRef,
        ...onResult({
          ok: [
            { guard: 'tourCancellable', target: 'offered', actions: { type: 'assignTourCancellation', params: answered } },
            { guard: 'tourNotCancellable', target: 'refused', actions: { type: 'assignTourCancelRefusal', params: answered } },
          ],
          refused: { target: 'refused', actions: { type: 'assignTourCancelRefusal', params: answered } },
          unavailable: { target: 'unavailable', actions: 'assignUnavailable' },
        }),
      },
    },
    offered: { on: { 'cancel.ask': { target: 'confirming', actions: 'clearErrors' } } },
    confirming: { on: { 'cancel.confirm': { target: 'cancelling' }, 'cancel.dismiss': { target: 'offered' } } },
    cancelling: {
      invoke: {
        id: 'cancelTourBooking',
        src: 'cancelTourBooking',
        input: tourManageRef,
        ...onResult({
          ok: { guard: 'tourCancelDone', target: 'cancelled', actions: { type: 'assignTourCancellation', params: answered } },
          refused: { target: 'refused', actions: { type: 'assignTourCancelRefusal', params: answered } },
          unavailable: { target: 'unavailable', actions: 'assignUnavailable' },
        }),
      },
    },
    cancelled: {},
    refused: {},
    // "Reintentar": the terms asked again.
    unavailable: { on: { 'cancel.ask': { target: 'quoting', actions: 'clearErrors' } } },
  },
} as const;
