import { answered, onResult } from '../shared/result-invoke';
import type { ReissueInput } from './invoicing.ports';
import type { InvoicingContext } from './invoicing.setup';
import { normalizeReservationCode } from '../../domain/reservation/reservation-code';

// Replacing an invoice made wrongly (decisions 063 and 070), inside done: its owner corrects the tax data (checked by
// the rules of the first invoice, domain/invoicing/tax-data-rules.ts), reads what will happen and confirms; the server
// issues the new CFDI naming the old one (relation 04), then cancels the old one (motive 01). A refused field goes
// back to the form, the proof expired asks for it again, any other refusal stays on the confirmation, said there.

const input = ({ context }: { context: InvoicingContext }): ReissueInput => ({
  code: normalizeReservationCode(context.code),
  lastName: context.lastName.trim(),
  token: context.token,
  invoiceId: context.replacing?.invoiceId ?? 0,
  form: context.form,
});

export const replacingStates = {
  correcting: {
    on: {
      'tax.edit': { actions: 'editTax' },
      'reissue.review': [{ guard: 'taxDataValid', target: 'confirming', actions: 'clearErrors' }, { actions: 'taxRefused' }],
      'reissue.cancel': { target: 'showing', actions: 'endReissue' },
    },
  },
  confirming: {
    on: {
      'reissue.confirm': { target: 'reissuing', actions: 'clearErrors' },
      'reissue.edit': { target: 'correcting', actions: 'clearErrors' },
      'reissue.cancel': { target: 'showing', actions: 'endReissue' },
    },
  },
  reissuing: {
    invoke: {
      id: 'reissueInvoice',
      src: 'reissueInvoice',
      input,
      ...onResult({
        ok: [
          { guard: 'succeeded', target: 'showing', actions: { type: 'reissued', params: answered } },
          { guard: 'reissueDataRefused', target: 'correcting', actions: { type: 'taxDataRefused', params: answered } },
          { guard: 'reissueNeedsProof', target: '#invoicing.proving', actions: { type: 'askProof', params: { pending: 'reissue' } } },
        ],
        refused: { target: 'confirming', actions: { type: 'refused', params: answered } },
        unavailable: { target: 'confirming', actions: 'unexpected' },
      }),
    },
  },
} as const;
