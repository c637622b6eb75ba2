// searchSerie: the invoices of a reservation, narrowed by series, folio or the receiver's RFC (docs/rules/invoicing.md#invoice-search,
// decision 037). The reservation is opened as the lookup opens it (code and a surname, decision 019): a
// folio is a sequential number, so series and folio alone would show anyone's invoice (RFC, total, UUID).
// Every refusal of the reservation is the lookup's one 404 reservation_not_found.
import { normalizeRfc } from '../../../domain/invoicing/rfc';
import { success, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { invoiceView, type InvoiceView } from './invoice-view';
import { reservationForInvoicing } from './invoicing-access';
import { invoicesOfReservation } from './invoicing.queries';

export interface SearchSerieRequest {
  brand_id: number;
  code?: string | undefined;
  last_name?: string | undefined;
  serie?: string | undefined;
  folio?: string | undefined;
  rfc?: string | undefined;
}

const given = (value: string | undefined) => (value ?? '').trim();

export async function searchSerie(deps: Pick<ResolvedDeps, 'db' | 'clock'>, brandId: number, request: SearchSerieRequest): Promise<Outcome<InvoiceView[], 'invoicing'>> {
  const code = given(request.code);
  const lastName = given(request.last_name);
  const empty = [
    code === '' ? { code: 'empty_code' as const, field: 'code' } : null,
    lastName === '' ? { code: 'empty_last_name' as const, field: 'last_name' } : null,
  ].filter((e) => e !== null);
  if (empty.length > 0) return { ok: false, status: 400, errors: empty };
  const found = await reservationForInvoicing<'invoicing'>(deps, { code, brandId: request.brand_id, credentials: { lastName } }, brandId);
  if (!found.ok) return found;
  const serie = given(request.serie).toUpperCase();
  const folio = given(request.folio).replace(/^0+(?=\d)/, '');
  const rfc = given(request.rfc) === '' ? '' : normalizeRfc(request.rfc ?? '');
  const rows = await invoicesOfReservation(deps.db, found.value.loaded.row.id);
  const matching = rows
    .filter((row) => row.status !== 'pending')
    .filter((row) => (serie === '' || row.serie.toUpperCase() === serie) && (folio === '' || String(row.id) === folio) && (rfc === '' || row.rfc === rfc));
  return success(matching.map(invoiceView));
}
