import { fromPromise } from 'xstate';
import type { TaxData } from '../../domain/invoicing/tax-data-rules';
import { failed, type Result } from '../../domain/result';

// The I/O of the invoicing chart as named actor slots. The web app provides them over the invoicing
// clients at the edge (src/features/invoicing/invoicing-actors.ts); tests provide stubs.

export interface InvoicePaymentRow {
  payment_id: number;
  concept: string;
  amount: number;
  payment_type: string;
  payment_method: string;
  can_invoice: boolean;
  can_resend: boolean;
  invoiced: boolean;
  refund: boolean;
  limit_invoicing_date?: string;
}

export interface InvoicingReservation {
  code: string;
  payments: InvoicePaymentRow[];
  limit_invoicing_date: string;
  can_invoice: boolean;
  /** The request proved the contact (a link token): invoicing and resending need it (decision 063). */
  proof: boolean;
  /** The booking's contact, masked: where a one-time code would go. */
  contact: { email: string | null; phone: string | null };
}

export type ProofChannel = 'email' | 'sms';
/** A one-time code asked (decision 063): the reservation as the lookup opened it, and where the code goes. */
export interface InvoicingProofCode extends InvoicingAccess {
  channel: ProofChannel;
}
export interface InvoicingProof extends InvoicingAccess {
  proofCode: string;
}

/** How the traveller proves the reservation is theirs: its surname, or the link token of the e-mail or tickets page. */
export interface InvoicingAccess {
  code: string;
  lastName: string;
  token: string | null;
}

export interface GenerateInput extends InvoicingAccess {
  payments: number[];
  form: TaxData;
}

export interface ResendInput extends InvoicingAccess {
  payments: number[];
  email: string;
}

/** An invoice issued (or sent again): what the page offers to download. */
export interface IssuedInvoice {
  invoiceId: number;
  serie: string;
  folio: string;
  uuid: string | null;
  /** The receiver's RFC. */
  rfc: string;
  /** complete (valid at SAT), or cancelled: replaced by the one named in `substitutedBy` (its serie-folio). */
  status: 'complete' | 'cancelled';
  substitutedBy?: string;
}

/** Generated or resent: which success message, and the invoices concerned. */
export interface InvoiceAnswer {
  message: string;
  invoices: IssuedInvoice[];
}

/** An invoice made wrongly, cancelled and issued again with the right tax data (invoicing-v2 reissueInvoice, decision 063). */
export interface ReissueInput extends InvoicingAccess {
  invoiceId: number;
  form: TaxData;
}

/** One file of an issued invoice, saved on the device (the e-mail carries the same). */
export interface DownloadInput extends InvoicingAccess {
  invoiceId: number;
  format: 'pdf' | 'xml';
}

/** Saved tax data the form can be filled from (the member's RFCs; the quick screen's match). */
export type TaxProfile = TaxData;

export interface QuickSearch {
  phone: string;
  email: string;
  rfc: string;
}

export const invoicingActorSlots = {
  lookupReservation: fromPromise<Result<InvoicingReservation>, InvoicingAccess>(async () => failed('not_provided')),
  generateInvoice: fromPromise<Result<InvoiceAnswer>, GenerateInput>(async () => failed('not_provided')),
  resendInvoice: fromPromise<Result<InvoiceAnswer>, ResendInput>(async () => failed('not_provided')),
  /** Cancel an invoice and issue it again (CFDI substitution): the new invoice first, then the one it replaced, cancelled. */
  reissueInvoice: fromPromise<Result<InvoiceAnswer>, ReissueInput>(async () => failed('not_provided')),
  /** The PDF or the XML of an issued invoice, saved on the device (invoicing-v2 invoiceFile; needs the proof). */
  downloadInvoice: fromPromise<Result<{ fileName: string }>, DownloadInput>(async () => failed('not_provided')),
  /** The quick screen (docs/rules/invoicing.md#the-quick-screen): the tax data of an earlier invoice, by mobile, e-mail and RFC. */
  findTaxData: fromPromise<Result<TaxProfile>, QuickSearch>(async () => failed('not_provided')),
  /** The signed-in member's saved RFCs; an empty list until the loyalty service provides them. */
  memberTaxData: fromPromise<TaxProfile[], void>(async () => []),
  /** A one-time code to the booking's e-mail or phone (the itinerary service's itinerarySendProofCode): where it went, masked. */
  sendProofCode: fromPromise<Result<{ sentTo: string }>, InvoicingProofCode>(async () => failed('not_provided')),
  /** The code typed back: a link token that proves the contact (itineraryProveContact). */
  proveContact: fromPromise<Result<{ linkToken: string }>, InvoicingProof>(async () => failed('not_provided')),
};
