import { answered, onResult } from '../shared/result-invoke';
import type { ProofChannel, ProofCodeRequest, ProofRequest } from './itinerary.ports';
import type { ItineraryContext } from './itinerary-context';

// Proof of the contact (decision 063), a substate of `viewing` on the reservation's page: a code and a surname read
// the reservation; cancelling or changing it asks first for a one-time code sent to the booking's e-mail or phone
// (masked on the page). Typed back, it gives the proof, and what the traveller asked for goes on: the cancellation's
// quote, the change of the ticket chosen, or paying a PEND. The e-mail's link brings the proof with it and skips all this.

const sendInput = ({ context, event }: { context: ItineraryContext; event: { type: string } }): ProofCodeRequest => ({
  code: context.saved?.code ?? '',
  token: context.saved?.token ?? '',
  channel: 'channel' in event ? (event.channel as ProofChannel) : (context.proofSent?.channel ?? 'email'),
});
const typed = ({ event }: { event: { code: string } }) => ({ code: event.code });
const send = { target: 'sending', actions: { type: 'clearErrors' } } as const;

export const proofStates = {
  initial: 'choosing',
  on: { 'proof.dismiss': { target: 'idle', actions: ['endProof', 'clearErrors'] } },
  states: {
    // Where the code should go: the booking's e-mail or its phone.
    choosing: { on: { 'proof.send': send } },
    sending: {
      invoke: {
        id: 'sendProofCode',
        src: 'sendProofCode',
        input: sendInput,
        ...onResult({
          ok: { guard: 'ok', target: 'entering', actions: { type: 'assignProofSent', params: answered } },
          // No such contact on the booking, or too many codes: the traveller may choose the other way.
          refused: { target: 'choosing', actions: { type: 'assignChangeRefusal', params: answered } },
          unavailable: { target: 'choosing', actions: 'assignUnavailable' },
        }),
      },
    },
    // The code is on its way: typed back, or asked again (the same way or the other).
    entering: {
      on: {
        'proof.submit': { target: 'verifying', actions: ['clearErrors', { type: 'assignProofCode', params: typed }] },
        'proof.send': send,
      },
    },
    verifying: {
      invoke: {
        id: 'proveContact',
        src: 'proveContact',
        input: ({ context }: { context: ItineraryContext }): ProofRequest => ({ code: context.saved?.code ?? '', token: context.saved?.token ?? '', proofCode: context.typedProof }),
        ...onResult({
          ok: [
            { guard: 'provedForCancel', target: '#itinerary.viewing.quoting', actions: [{ type: 'assignProof', params: answered }, 'endProof'] },
            { guard: 'provedForChange', target: '#itinerary.viewing.changing', actions: [{ type: 'assignProof', params: answered }, 'startPendingChange', 'endProof'] },
            { guard: 'provedForPay', target: '#itinerary.viewing.payingPend', actions: [{ type: 'assignProof', params: answered }, 'endProof'] },
          ],
          // A wrong, used or expired code: typed again, or another asked.
          refused: { target: 'entering', actions: { type: 'assignChangeRefusal', params: answered } },
          unavailable: { target: 'entering', actions: 'assignUnavailable' },
        }),
      },
    },
  },
} as const;
