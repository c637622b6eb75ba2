import { assign, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { taxDataIssues, taxFieldOf, type TaxData } from '../../domain/invoicing/tax-data-rules';
import type { Failure } from '../../domain/result';
import type { Answered } from '../shared/result-invoke';
import { invoicingActorSlots, type InvoiceAnswer, type InvoicingReservation, type IssuedInvoice, type ProofChannel, type QuickSearch, type TaxProfile } from './invoicing.ports';
import { mergeReissued, reissueForm } from './reissue-rules';

export const emptyForm: TaxData = { useCfdi: '', name: '', email: '', cp: '', rfc: '', regimen_fiscal: '' };
export const emptyQuick: QuickSearch = { phone: '', email: '', rfc: '' };

export interface InvoicingContext {
  code: string;
  lastName: string;
  token: string | null;
  reservation: InvoicingReservation | null;
  selected: number[];
  form: TaxData;
  /** Where a resend goes. */
  resendEmail: string;
  errors: ServerMessage[];
  /** Which success message to show: invoice_generated or invoice_resent (the contract's x-success-messages). */
  message: string | null;
  /** The invoices the last generate or resend answered: their PDF and XML are offered on the page. */
  invoices: IssuedInvoice[];
  profiles: TaxProfile[];
  /** The quick screen's last search (mobile, e-mail, RFC). */
  quick: QuickSearch;
  /** Proof of the contact (decision 063): what was asked before it, where the code went, the code typed. */
  proving: { pending: ProofPending; sentTo: string | null; typed: string } | null;
  /** The issued invoice its owner said is wrong, while the right tax data are given and confirmed (decision 070). */
  replacing: { invoiceId: number } | null;
}

/** What waits for the proof of the contact: invoicing, resending, or replacing an invoice (its link token expired). */
export type ProofPending = 'invoice' | 'resend' | 'reissue';

export type InvoicingEvent =
  | { type: 'lookup.edit'; field: 'code' | 'lastName'; value: string }
  | { type: 'lookup.submit' }
  /** Opened with the reservation already known (tickets page, confirmation e-mail link, my reservation). */
  | { type: 'invoicing.open'; code: string; token?: string | null; lastName?: string }
  | { type: 'concept.toggle'; paymentId: number }
  | { type: 'concepts.invoice' }
  | { type: 'concepts.resend' }
  | { type: 'resend.edit'; value: string }
  | { type: 'tax.edit'; field: keyof TaxData; value: string }
  | { type: 'tax.fill'; profile: TaxProfile }
  /** The quick screen: find the tax data of an earlier invoice and fill the form with it. */
  | { type: 'quick.search'; phone: string; email: string; rfc: string }
  | { type: 'tax.submit' }
  | { type: 'tax.back' }
  | { type: 'invoicing.restart' }
  /** Save an issued invoice's PDF or XML on the device. */
  | { type: 'invoice.download'; invoiceId: number; format: 'pdf' | 'xml' }
  /** "Enviar código": a one-time code to the booking's e-mail or phone. */
  | { type: 'proof.send'; channel: ProofChannel }
  /** The code typed back. */
  | { type: 'proof.submit'; code: string }
  /** "Ahora no": back to the concepts. */
  | { type: 'proof.dismiss' }
  /** "Esta factura está mal": its owner corrects the tax data of an issued invoice, to cancel it and issue it again. */
  | { type: 'invoice.reissue'; invoiceId: number }
  /** The corrected tax data, to be checked before anything is cancelled. */
  | { type: 'reissue.review' }
  /** "Cancelar y emitir de nuevo": the old invoice cancelled at SAT, the new one issued (CFDI substitution). */
  | { type: 'reissue.confirm' }
  /** Back from the confirmation to the corrected data. */
  | { type: 'reissue.edit' }
  /** "No cambiar": the invoice stays as it is. */
  | { type: 'reissue.cancel' };

const toMessages = (errors: Failure[], service: 'invoicing' | 'invoicing-v2' | 'itinerary'): ServerMessage[] =>
  errors.map((e) => ({ service, code: e.code, ...(e.field ? { field: e.field } : {}) }));

const selectedRows = (c: InvoicingContext) => (c.reservation?.payments ?? []).filter((p) => c.selected.includes(p.payment_id));

export const invoicingSetup = setup({
  types: { context: {} as InvoicingContext, events: {} as InvoicingEvent },
  actors: invoicingActorSlots,
  guards: {
    lookupFilled: ({ context }) => context.code.trim() !== '' && (context.lastName.trim() !== '' || context.token !== null),
    lookupFound: (_, params: Answered<InvoicingReservation>) => params.output.ok,
    someSelected: ({ context }) => context.selected.length > 0,
    selectionResendable: ({ context }) => context.selected.length > 0 && selectedRows(context).every((p) => p.can_resend) && context.resendEmail.trim() !== '',
    taxDataValid: ({ context }) => taxDataIssues(context.form).length === 0,
    succeeded: (_, params: Answered) => params.output.ok,
    /** The invoice asked for is one the page was answered (never another reservation's). */
    invoiceIssued: ({ context, event }) => event.type === 'invoice.download' && context.invoices.some((i) => i.invoiceId === event.invoiceId),
    /** The contact is proved (a link token opened the reservation, or a code gave one): it may invoice. */
    proved: ({ context }) => context.reservation?.proof === true,
    provedForInvoice: ({ context }, params: Answered<{ linkToken: string }>) => params.output.ok && context.proving?.pending === 'invoice',
    provedForResend: ({ context }, params: Answered<{ linkToken: string }>) => params.output.ok && context.proving?.pending === 'resend',
    /** The invoice said to be wrong is one the page was answered, and stands (a cancelled one is not replaced again). */
    invoiceReplaceable: ({ context, event }) => event.type === 'invoice.reissue' && context.invoices.some((i) => i.invoiceId === event.invoiceId && i.status === 'complete'),
    /** The server refused a field of the corrected tax data: the form shows it. */
    reissueDataRefused: (_, params: Answered) => !params.output.ok && params.output.errors.some((e) => taxFieldOf(e) !== null),
    /** The proof expired meanwhile (a code's link token lives an hour): asked again, then the replacement goes on. */
    reissueNeedsProof: (_, params: Answered) => !params.output.ok && params.output.errors.some((e) => e.code === 'proof_required'),
    provedForReissue: ({ context }, params: Answered<{ linkToken: string }>) => params.output.ok && context.proving?.pending === 'reissue',
    provingForReissue: ({ context }) => context.proving?.pending === 'reissue',
    quickFilled: ({ event }) => event.type === 'quick.search' && /^\d{10}$/.test(event.phone.trim()) && event.email.trim() !== '' && event.rfc.trim() !== '',
  },
  actions: {
    editLookup: assign(({ context, event }) => (event.type === 'lookup.edit' ? { ...context, [event.field]: event.value, errors: [] } : {})),
    openReservation: assign(({ event }) =>
      event.type === 'invoicing.open' ? { code: event.code, token: event.token ?? null, lastName: event.lastName ?? '', reservation: null, selected: [], errors: [], message: null } : {},
    ),
    lookupEmpty: assign(({ context }) => ({
      errors: [
        ...(context.code.trim() === '' ? [{ service: 'invoicing' as const, code: 'empty_code', field: 'code' }] : []),
        ...(context.lastName.trim() === '' && context.token === null ? [{ service: 'invoicing' as const, code: 'empty_last_name', field: 'last_name' }] : []),
      ],
    })),
    keepReservation: assign((_, { output }: Answered<InvoicingReservation>) => (output.ok ? { reservation: output.data, selected: [], errors: [] } : {})),
    lookupRefused: assign((_, { output }: Answered<InvoicingReservation>) => (output.ok ? {} : { errors: toMessages(output.errors, 'invoicing'), reservation: null })),
    toggleConcept: assign(({ context, event }) => {
      if (event.type !== 'concept.toggle') return {};
      const on = context.selected.includes(event.paymentId);
      return { errors: [], selected: on ? context.selected.filter((id) => id !== event.paymentId) : [...context.selected, event.paymentId] };
    }),
    noConcepts: assign({ errors: [{ service: 'invoicing-v2', code: 'empty_payments', field: 'payments' }] }),
    resendIncomplete: assign(({ context }) => ({
      errors: [
        context.selected.length === 0
          ? { service: 'invoicing-v2' as const, code: 'empty_payments', field: 'payments' }
          : context.resendEmail.trim() === ''
            ? { service: 'invoicing-v2' as const, code: 'empty_email', field: 'email' }
            : { service: 'invoicing-v2' as const, code: 'invoice_not_found', field: 'payments' },
      ],
    })),
    editResend: assign(({ event }) => (event.type === 'resend.edit' ? { resendEmail: event.value, errors: [] } : {})),
    editTax: assign(({ context, event }) => (event.type === 'tax.edit' ? { form: { ...context.form, [event.field]: event.value }, errors: [] } : {})),
    // A saved RFC brings no CFDI use (it is chosen per invoice): the one already chosen stays.
    fillTax: assign(({ context, event }) => (event.type === 'tax.fill' ? { form: { ...event.profile, useCfdi: event.profile.useCfdi || context.form.useCfdi }, errors: [] } : {})),
    taxRefused: assign(({ context }) => ({ errors: taxDataIssues(context.form).map((i) => ({ service: 'invoicing-v2' as const, code: i.code, field: i.field })) })),
    keepQuick: assign(({ event }) => (event.type === 'quick.search' ? { quick: { phone: event.phone.trim(), email: event.email.trim(), rfc: event.rfc.trim().toUpperCase() }, errors: [] } : {})),
    quickIncomplete: assign({ errors: [{ service: 'invoicing', code: 'invalid_request', field: 'quick' }] }),
    fillFound: assign((_, { output }: Answered<TaxProfile>) =>
      output.ok ? { form: { ...output.data }, errors: [] } : { errors: toMessages(output.errors, 'invoicing').map((e) => ({ ...e, field: 'quick' })) },
    ),
    keepProfiles: assign((_, params: { profiles: TaxProfile[] }) => ({ profiles: params.profiles })),
    succeeded: assign((_, { output }: Answered<InvoiceAnswer>) => (output.ok ? { message: output.data.message, invoices: output.data.invoices ?? [], errors: [] } : {})),
    refused: assign((_, { output }: Answered) => (output.ok ? {} : { errors: toMessages(output.errors, 'invoicing-v2') })),
    // The server's refusal of the tax data, each error on the form field it is about (whatever the server calls it),
    // so the form names the field at fault and takes the traveller to the first one.
    taxDataRefused: assign((_, { output }: Answered) =>
      output.ok ? {} : { errors: toMessages(output.errors, 'invoicing-v2').map((e) => ({ ...e, ...(taxFieldOf(e) ? { field: taxFieldOf(e)! } : {}) })) },
    ),
    unexpected: assign({ errors: [{ service: 'invoicing-v2', code: 'error_proccess_request' }] }),
    askProof: assign((_, params: { pending: ProofPending }) => ({ proving: { pending: params.pending, sentTo: null, typed: '' }, errors: [] })),
    proofSent: assign(({ context }, { output }: Answered<{ sentTo: string }>) => (output.ok && context.proving ? { proving: { ...context.proving, sentTo: output.data.sentTo }, errors: [] } : {})),
    proofTyped: assign(({ context, event }) => (event.type === 'proof.submit' && context.proving ? { proving: { ...context.proving, typed: event.code.trim() }, errors: [] } : {})),
    proofRefused: assign((_, { output }: Answered) => (output.ok ? {} : { errors: toMessages(output.errors, 'itinerary') })),
    // The code's link token opens the reservation from now on: generate and resend carry it.
    keepProof: assign(({ context }, { output }: Answered<{ linkToken: string }>) =>
      output.ok ? { token: output.data.linkToken, reservation: context.reservation && { ...context.reservation, proof: true }, proving: null, errors: [] } : {},
    ),
    endProof: assign({ proving: null, errors: [] }),
    clearErrors: assign({ errors: [] }),
    // The form starts from the data this visit invoiced with when they are that invoice's, else from its RFC.
    startReissue: assign(({ context, event }) =>
      event.type === 'invoice.reissue' ? { replacing: { invoiceId: event.invoiceId }, form: reissueForm(context.form, context.invoices.find((i) => i.invoiceId === event.invoiceId)!), errors: [] } : {},
    ),
    endReissue: assign({ replacing: null, errors: [] }),
    reissued: assign(({ context }, { output }: Answered<InvoiceAnswer>) =>
      output.ok && context.replacing ? { message: 'invoice_reissued', invoices: mergeReissued(context.invoices, context.replacing.invoiceId, output.data.invoices), replacing: null, errors: [] } : {},
    ),
    restart: assign({ replacing: null, proving: null, code: '', lastName: '', token: null, reservation: null, selected: [], form: { ...emptyForm }, resendEmail: '', errors: [], message: null, invoices: [], quick: { ...emptyQuick } }),
  },
});
