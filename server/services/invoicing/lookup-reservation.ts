// invoicingReservation: the payments of a reservation with what can be invoiced or resent, the issuer and
// the SAT catalogues of the form.
import { CFDI_USES, TAX_REGIMES } from '../../../domain/invoicing/sat-catalogs';
import { localDate } from '../../platform/clock';
import { success, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import type { InvoicingEngine } from '../../invoicing/invoicing-engine';
import { reservationForInvoicing, type InvoicingCredentials } from './invoicing-access';
import { maskedContact } from '../reservations';
import { invoiceRefusal, paymentRow } from './payment-rows';

export interface LookupRequest {
  code: string;
  brandId: number;
  credentials: InvoicingCredentials;
  businessNameInfo: boolean;
}

export async function lookupReservation(deps: ResolvedDeps, engine: InvoicingEngine, request: LookupRequest) {
  const found = await reservationForInvoicing<'invoicing'>(deps, request, engine.brandId);
  if (!found.ok) return found;
  const rows = found.value.payments.map(paymentRow);
  const today = localDate(deps.clock.now());
  const limits = rows.map((r) => r.limit_invoicing_date).sort();
  const { issuer } = engine;
  const answer = {
    code: found.value.loaded.row.code,
    proof: found.value.proof,
    // Where a one-time code would go, masked (decision 063).
    contact: maskedContact(found.value.loaded.row),
    brand_id: engine.brandId,
    payments: rows,
    // The earliest deadline among the payments: the date the screen warns about.
    limit_invoicing_date: limits[0] ?? today,
    can_invoice: found.value.payments.some((p) => invoiceRefusal(p, today) === undefined),
    business_name: request.businessNameInfo ? { id: 1, name: issuer.name, rfc: issuer.rfc, brand_id: engine.brandId } : null,
    cfdi_uses: request.businessNameInfo ? CFDI_USES.map(({ code, description }) => ({ code, description })) : [],
    tax_regimes: request.businessNameInfo ? TAX_REGIMES.map(({ code, description }) => ({ code, description })) : [],
    tax_profiles: [],
  };
  return success(answer) as Outcome<typeof answer, 'invoicing'>;
}
