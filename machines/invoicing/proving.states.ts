import { answered, onResult } from '../shared/result-invoke';
import type { InvoicingProof, InvoicingProofCode, ProofChannel } from './invoicing.ports';
import type { InvoicingContext } from './invoicing.setup';

// Invoicing opened by the code and a surname reads the concepts; invoicing a payment or sending an invoice to an
// address asks first for the proof of the contact (decision 063): a one-time code to the booking's e-mail or phone,
// typed back, then what was asked (the tax data form, or the resend). The e-mail's link brings the proof with it.
// Replacing an invoice is asked from done, which only the proof reaches; a link token that expired meanwhile (a code's
// lives an hour) is asked again here, and the replacement confirmed goes on (decision 070).

const reader = (context: InvoicingContext) => ({ code: context.code.trim().toUpperCase(), lastName: context.lastName.trim(), token: context.token });

export const provingStates = {
  initial: 'choosing',
  on: {
    'proof.dismiss': [
      // Replacing an invoice, "Ahora no" keeps it as it is.
      { guard: 'provingForReissue', target: '#invoicing.done.showing', actions: ['endProof', 'endReissue'] },
      { target: 'concepts', actions: 'endProof' },
    ],
  },
  states: {
    choosing: { on: { 'proof.send': { target: 'sending' } } },
    sending: {
      invoke: {
        id: 'sendProofCode',
        src: 'sendProofCode',
        input: ({ context, event }: { context: InvoicingContext; event: { type: string } }): InvoicingProofCode => ({
          ...reader(context),
          channel: 'channel' in event ? (event.channel as ProofChannel) : 'email',
        }),
        ...onResult({
          ok: { guard: 'succeeded', target: 'entering', actions: { type: 'proofSent', params: answered } },
          refused: { target: 'choosing', actions: { type: 'proofRefused', params: answered } },
          unavailable: { target: 'choosing', actions: 'unexpected' },
        }),
      },
    },
    entering: { on: { 'proof.submit': { target: 'verifying', actions: 'proofTyped' }, 'proof.send': { target: 'sending' } } },
    verifying: {
      invoke: {
        id: 'proveContact',
        src: 'proveContact',
        input: ({ context }: { context: InvoicingContext }): InvoicingProof => ({ ...reader(context), proofCode: context.proving?.typed ?? '' }),
        ...onResult({
          ok: [
            { guard: 'provedForInvoice', target: '#invoicing.taxData', actions: { type: 'keepProof', params: answered } },
            { guard: 'provedForResend', target: '#invoicing.resending', actions: { type: 'keepProof', params: answered } },
            { guard: 'provedForReissue', target: '#invoicing.done.reissuing', actions: { type: 'keepProof', params: answered } },
          ],
          refused: { target: 'entering', actions: { type: 'proofRefused', params: answered } },
          unavailable: { target: 'entering', actions: 'unexpected' },
        }),
      },
    },
  },
} as const;
