// invoiceFile: the PDF or the XML of an issued invoice, the same the e-mail attaches, for the page to offer as a
// download. Only the proved contact may have them (decision 063): an invoice shows an RFC, a name and amounts.
import { renderInvoicePdf } from '../../invoicing/invoice-pdf';
import type { IssuedCfdi, InvoicingEngine } from '../../invoicing/invoicing-engine';
import { success, type FailureItem, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { invoicesByIds, reservationForInvoicing } from '../invoicing';

type V2 = 'invoicing-v2';
const refused = (status: 400 | 404 | 409, errors: Array<FailureItem<V2>>) => ({ ok: false as const, status, errors });

export interface InvoiceFileBody {
  last_name?: string | undefined;
  token?: string | undefined;
  brand_id?: number | undefined;
  invoice_id: number;
  format: 'pdf' | 'xml';
}

export interface InvoiceFile {
  file_name: string;
  content_type: 'application/pdf' | 'application/xml';
  content: string;
}

export async function invoiceFile(deps: ResolvedDeps, engine: InvoicingEngine, code: string, body: InvoiceFileBody): Promise<Outcome<InvoiceFile, V2>> {
  if (!body.brand_id) return refused(400, [{ code: 'empty_brand_id', field: 'brand_id' }]);
  const found = await reservationForInvoicing<V2>(deps, { code, brandId: body.brand_id, credentials: { lastName: body.last_name, token: body.token } }, engine.brandId, true);
  if (!found.ok) return found;
  const [row] = await invoicesByIds(deps.db, found.value.loaded.row.id, [body.invoice_id]);
  if (!row) return refused(404, [{ code: 'invoice_not_found', field: 'invoice_id' }]);
  // A replaced invoice keeps its stamped document: it was issued, and stays the record of it.
  if (!row.document || (row.status !== 'complete' && row.status !== 'cancelled')) return refused(409, [{ code: 'invoice_status_incomplete', field: 'invoice_id' }]);
  const { cfdi, sello, stamp } = row.document as IssuedCfdi;
  const name = `${cfdi.serie}-${cfdi.folio}_${stamp.uuid}`;
  if (body.format === 'xml') return success({ file_name: `${name}.xml`, content_type: 'application/xml', content: Buffer.from(stamp.xml, 'utf8').toString('base64') });
  const pdf = await renderInvoicePdf(cfdi, sello, stamp, row.lang === 'en' ? 'en' : 'es');
  return success({ file_name: `${name}.pdf`, content_type: 'application/pdf', content: pdf.toString('base64') });
}
