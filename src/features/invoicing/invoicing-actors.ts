import { fromPromise } from 'xstate';
import { INVOICING_BRAND_ID } from '../../../domain/invoicing/invoicing-rules';
import { mapData, type Result } from '../../../domain/result';
import type { DownloadInput, GenerateInput, InvoiceAnswer, InvoicingAccess, InvoicingProof, InvoicingProofCode, InvoicingReservation, IssuedInvoice, QuickSearch, ReissueInput, ResendInput, TaxProfile } from '../../../machines/invoicing/invoicing.ports';
import type { ServiceClient } from '../../api/service-clients';

// The invoicing chart's slots over the invoicing clients: the lookup (invoicing service) and generate and
// resend (invoicing-v2). The brand is the site's (configuration); the surname or the link token proves access.

const credentials = (input: InvoicingAccess) => (input.token ? { token: input.token } : { last_name: input.lastName });

type InvoiceView = { invoice_id: number; serie: string; folio: string; uuid: string | null; rfc: string; status: string };

const issuedView = (i: InvoiceView): IssuedInvoice => ({ invoiceId: i.invoice_id, serie: i.serie, folio: i.folio, uuid: i.uuid, rfc: i.rfc, status: i.status === 'cancelled' ? 'cancelled' : 'complete' });

/** The invoices of an answer that can be downloaded: the stamped ones. */
const issuedOf = (invoices: InvoiceView[]) => invoices.filter((i) => i.status === 'complete').map(issuedView);

/** Saves a base64 file through a link with `download`, as a browser saves an attachment. */
function saveFile(name: string, type: string, base64: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type }));
  link.download = name;
  link.click();
}

/** A frequent traveller's saved tax data: the form's fields but the CFDI use, chosen per invoice. */
export type SavedTaxProfile = Omit<TaxProfile, 'useCfdi'>;

export function createInvoicingActors(invoicing: ServiceClient<'invoicing'>, invoicingV2: ServiceClient<'invoicing-v2'>, itinerary: ServiceClient<'itinerary'>, savedTaxProfiles: () => Promise<SavedTaxProfile[]>) {
  return {
    // Proof of the contact (decision 063): the itinerary service sends the code and checks it, for any page.
    sendProofCode: fromPromise<Result<{ sentTo: string }>, InvoicingProofCode>(async ({ input, signal }) => {
      const body = { ...credentials(input), channel: input.channel };
      const result = await itinerary.call('post', '/reservation/{id}/proof_code', { params: { path: { id: input.code } }, body, signal });
      return mapData(result, (data) => ({ sentTo: data.sent_to }));
    }),
    proveContact: fromPromise<Result<{ linkToken: string }>, InvoicingProof>(async ({ input, signal }) => {
      const body = { ...credentials(input), proof_code: input.proofCode };
      const result = await itinerary.call('post', '/reservation/{id}/proof', { params: { path: { id: input.code } }, body, signal });
      return mapData(result, (data) => ({ linkToken: data.link_token }));
    }),
    lookupReservation: fromPromise<Result<InvoicingReservation>, InvoicingAccess>(async ({ input, signal }) => {
      const query = { code: input.code, brand_id: INVOICING_BRAND_ID, business_name_info: true, type: 'web' as const, ...credentials(input) };
      const result = await invoicing.call('get', '/reservation', { params: { query }, signal });
      return mapData(result, (data) => data as InvoicingReservation);
    }),
    generateInvoice: fromPromise<Result<InvoiceAnswer>, GenerateInput>(async ({ input, signal }) => {
      const body = { ...input.form, ...credentials(input), brand_id: INVOICING_BRAND_ID, payments: input.payments, source: 'web' as const };
      const result = await invoicingV2.call('post', '/reservation/generate/{code}', { params: { path: { code: input.code } }, body, signal });
      // The service answers in Spanish (docs/rules/services-and-api.md#the-language-header): the chart keeps which message, the screen words it.
      return mapData(result, (data) => ({ message: 'invoice_generated', invoices: issuedOf(data.invoices) }));
    }),
    resendInvoice: fromPromise<Result<InvoiceAnswer>, ResendInput>(async ({ input, signal }) => {
      const body = { ...credentials(input), brand_id: INVOICING_BRAND_ID, payments: input.payments, email: input.email };
      const result = await invoicingV2.call('post', '/reservation/resend/{code}', { params: { path: { code: input.code } }, body, signal });
      return mapData(result, (data) => ({ message: 'invoice_resent', invoices: issuedOf(data.invoices) }));
    }),
    // Cancel and issue again (decision 070): the new invoice and the old one, now cancelled, both listed on the page.
    reissueInvoice: fromPromise<Result<InvoiceAnswer>, ReissueInput>(async ({ input, signal }) => {
      const body = { ...input.form, ...credentials(input), brand_id: INVOICING_BRAND_ID, invoice_id: input.invoiceId, source: 'web' as const };
      const result = await invoicingV2.call('post', '/reservation/reissue/{code}', { params: { path: { code: input.code } }, body, signal });
      return mapData(result, (data) => ({ message: 'invoice_reissued', invoices: data.invoices.filter((i) => i.status !== 'incomplete').map(issuedView) }));
    }),
    // The owner's file (the proof rides as for resending), saved on the device as the e-mail's attachment is named.
    downloadInvoice: fromPromise<Result<{ fileName: string }>, DownloadInput>(async ({ input, signal }) => {
      const body = { ...credentials(input), brand_id: INVOICING_BRAND_ID, invoice_id: input.invoiceId, format: input.format };
      const result = await invoicingV2.call('post', '/reservation/invoice-file/{code}', { params: { path: { code: input.code } }, body, signal });
      return mapData(result, (file) => (saveFile(file.file_name, file.content_type, file.content), { fileName: file.file_name }));
    }),
    findTaxData: fromPromise<Result<TaxProfile>, QuickSearch>(async ({ input, signal }) => {
      const result = await invoicing.call('get', '/tax-data', { params: { query: input }, signal });
      return mapData(result, (data) => data as TaxProfile);
    }),
    // The signed-in member's saved RFCs (loyalty's session in this tab); none for a guest.
    memberTaxData: fromPromise<TaxProfile[], void>(async () => (await savedTaxProfiles()).map(({ rfc, name, cp, regimen_fiscal, email }) => ({ rfc, name, cp, regimen_fiscal, email, useCfdi: '' }))),
  };
}
