// findTaxData: the quick screen (docs/rules/invoicing.md#the-quick-screen). The receiver of an earlier invoice, when the mobile, the e-mail and
// the RFC all match one kept receiver; one refusal otherwise, so no single value reveals anyone's tax data.
import { normalizeRfc } from '../../../domain/invoicing/rfc';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { findReceiver } from './invoicing.queries';

export async function findTaxData(deps: Pick<ResolvedDeps, 'db'>, query: { phone: string; email: string; rfc: string }) {
  const row = await findReceiver(deps.db, { phone: query.phone.trim(), email: query.email.trim(), rfc: normalizeRfc(query.rfc) });
  if (!row) return refuse<'invoicing'>(404, 'tax_data_not_found');
  const form = { useCfdi: row.cfdiUse, name: row.name, email: row.email, cp: row.postalCode, rfc: row.rfc, regimen_fiscal: row.regimenFiscal };
  return success(form) as Outcome<typeof form, 'invoicing'>;
}
