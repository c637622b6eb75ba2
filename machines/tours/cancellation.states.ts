import { answered, onResult } from '../shared/result-invoke';
import { bookingRef } from './tours.setup';

// The ticket's cancellation (docs/rules/tours.md#cancellation-policy), on /tours/boleto while the traveller holds
// the booking's session: what cancelling would refund now (asked as the passes show), a confirmation, then the
// outcome. Refused when a tour is past its free window (quoted so, or passed while the traveller read) or the
// refund failed; unavailable when the call failed, with a retry. A substate of `ticket.showing`, and of `ordered`
// (a store order let go before it is paid: nothing to refund, its places freed).

export const cancellationStates = {
  initial: 'quoting',
  states: {
    quoting: {
      invoke: {
        id: 'quoteCancellation',
        src: 'quoteCancellation',
        input: bookingRef,
        ...onResult({
          ok: [
            { guard: 'cancellable', target: 'offered', actions: { type: 'assignCancellation', params: answered } },
            { guard: 'notCancellable', target: 'refused', actions: { type: 'assignCancelRefusal', params: answered } },
          ],
          refused: { target: 'refused', actions: { type: 'assignCancelRefusal', params: answered } },
          unavailable: { target: 'unavailable', actions: 'assignUnavailable' },
        }),
      },
    },
    // The terms: what comes back now, and the button that asks to confirm.
    offered: { on: { 'cancel.ask': { target: 'confirming', actions: 'clearErrors' } } },
    confirming: { on: { 'cancel.confirm': { target: 'cancelling' }, 'cancel.dismiss': { target: 'offered' } } },
    cancelling: {
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: bookingRef,
        ...onResult({
          ok: { guard: 'cancelDone', target: 'cancelled', actions: { type: 'assignCancellation', params: answered } },
          // Past the window since the quote, or the card could not be refunded: the booking stands.
          refused: { target: 'refused', actions: { type: 'assignCancelRefusal', params: answered } },
          unavailable: { target: 'unavailable', actions: 'assignUnavailable' },
        }),
      },
    },
    // Cancelled: the refund and the places freed; the passes are void.
    cancelled: {},
    refused: {},
    unavailable: { on: { 'step.retry': { target: 'quoting', actions: 'clearErrors' } } },
  },
} as const;
