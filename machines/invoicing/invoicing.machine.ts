import { normalizeReservationCode } from '../../domain/reservation/reservation-code';
import { and } from 'xstate';
import { answered, onResult } from '../shared/result-invoke';
import { provingStates } from './proving.states';
import type { DownloadInput } from './invoicing.ports';
import { replacingStates } from './reissue.states';
import { emptyForm, emptyQuick, invoicingSetup, type InvoicingContext } from './invoicing.setup';

// Invoicing a reservation (docs/rules/invoicing.md): look it up by code and surname (or open it with a
// link token), choose the payment concepts, fill the tax data and generate the CFDI, or resend the
// invoices of concepts already invoiced. Every refusal is a code in `errors`, shown where it belongs; the
// chart never ends: `invoicing.restart` goes back to the lookup.

export const initialInvoicingContext = (): InvoicingContext => ({
  code: '',
  lastName: '',
  token: null,
  reservation: null,
  selected: [],
  form: { ...emptyForm },
  resendEmail: '',
  errors: [],
  message: null,
  invoices: [],
  profiles: [],
  quick: { ...emptyQuick },
  proving: null,
  replacing: null,
});

const access = ({ context }: { context: InvoicingContext }) => ({ code: normalizeReservationCode(context.code), lastName: context.lastName.trim(), token: context.token });

export const invoicingMachine = invoicingSetup.createMachine({
  id: 'invoicing',
  context: initialInvoicingContext,
  initial: 'lookup',
  on: {
    'invoicing.open': { target: '.lookingUp', actions: 'openReservation' },
    'invoicing.restart': { target: '.lookup', actions: 'restart' },
  },
  states: {
    lookup: {
      on: {
        'lookup.edit': { actions: 'editLookup' },
        'lookup.submit': [{ guard: 'lookupFilled', target: 'lookingUp' }, { actions: 'lookupEmpty' }],
      },
    },
    lookingUp: {
      invoke: {
        id: 'lookupReservation',
        src: 'lookupReservation',
        input: access,
        ...onResult({
          ok: { guard: 'lookupFound', target: 'concepts', actions: { type: 'keepReservation', params: answered } },
          refused: { target: 'lookup', actions: { type: 'lookupRefused', params: answered } },
          unavailable: { target: 'lookup', actions: 'unexpected' },
        }),
      },
    },
    concepts: {
      on: {
        'concept.toggle': { actions: 'toggleConcept' },
        'resend.edit': { actions: 'editResend' },
        // Invoicing and resending need the proof of the contact (decision 063): asked first when a surname opened it.
        'concepts.invoice': [
          { guard: and(['someSelected', 'proved']), target: 'taxData' },
          { guard: 'someSelected', target: 'proving', actions: { type: 'askProof', params: { pending: 'invoice' } } },
          { actions: 'noConcepts' },
        ],
        'concepts.resend': [
          { guard: and(['selectionResendable', 'proved']), target: 'resending' },
          { guard: 'selectionResendable', target: 'proving', actions: { type: 'askProof', params: { pending: 'resend' } } },
          { actions: 'resendIncomplete' },
        ],
      },
    },
    proving: provingStates,
    taxData: {
      invoke: { id: 'memberTaxData', src: 'memberTaxData', onDone: { actions: { type: 'keepProfiles', params: ({ event }) => ({ profiles: event.output }) } } },
      on: {
        'tax.edit': { actions: 'editTax' },
        'tax.fill': { actions: 'fillTax' },
        'tax.back': { target: 'concepts' },
        'tax.submit': [{ guard: 'taxDataValid', target: 'generating' }, { actions: 'taxRefused' }],
        'quick.search': [{ guard: 'quickFilled', target: 'findingTaxData', actions: 'keepQuick' }, { actions: 'quickIncomplete' }],
      },
    },
    findingTaxData: {
      invoke: {
        id: 'findTaxData',
        src: 'findTaxData',
        input: ({ context }) => context.quick,
        onDone: { target: 'taxData', actions: { type: 'fillFound', params: answered } },
        onError: { target: 'taxData', actions: 'unexpected' },
      },
    },
    generating: {
      invoke: {
        id: 'generateInvoice',
        src: 'generateInvoice',
        input: ({ context }) => ({ ...access({ context }), payments: context.selected, form: context.form }),
        ...onResult({
          ok: { guard: 'succeeded', target: 'done', actions: { type: 'succeeded', params: answered } },
          refused: { target: 'taxData', actions: { type: 'taxDataRefused', params: answered } },
          unavailable: { target: 'taxData', actions: 'unexpected' },
        }),
      },
    },
    resending: {
      invoke: {
        id: 'resendInvoice',
        src: 'resendInvoice',
        input: ({ context }) => ({ ...access({ context }), payments: context.selected, email: context.resendEmail.trim() }),
        ...onResult({
          ok: { guard: 'succeeded', target: 'done', actions: { type: 'succeeded', params: answered } },
          refused: { target: 'concepts', actions: { type: 'refused', params: answered } },
          unavailable: { target: 'concepts', actions: 'unexpected' },
        }),
      },
    },
    // Issued or sent: the message, and each invoice's PDF and XML to save on the device as well (the owner's only:
    // generating and resending needed the proof, decision 063).
    done: {
      initial: 'showing',
      on: { 'lookup.submit': { target: 'lookingUp' } },
      states: {
        showing: {
          on: {
            'invoice.download': { guard: 'invoiceIssued', target: 'downloading', actions: 'clearErrors' },
            // "Esta factura está mal" (decision 070): its owner (done is reached only with the proof) corrects it.
            'invoice.reissue': { guard: 'invoiceReplaceable', target: 'correcting', actions: 'startReissue' },
          },
        },
        ...replacingStates,
        downloading: {
          invoke: {
            id: 'downloadInvoice',
            src: 'downloadInvoice',
            input: ({ context, event }): DownloadInput => ({
              ...access({ context }),
              invoiceId: event.type === 'invoice.download' ? event.invoiceId : 0,
              format: event.type === 'invoice.download' ? event.format : 'pdf',
            }),
            ...onResult({
              ok: { guard: 'succeeded', target: 'showing' },
              refused: { target: 'showing', actions: { type: 'refused', params: answered } },
              unavailable: { target: 'showing', actions: 'unexpected' },
            }),
          },
        },
      },
    },
  },
});
