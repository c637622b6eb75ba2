// The checks of a generate or resend request that need no database: the empty fields of docs/rules/invoicing.md#error-codes (each with
// its code), the source and the PAC.
import type { TaxData } from '../../../domain/invoicing/tax-data-rules';
import { EMPTY_FIELD_CODES } from '../../../domain/invoicing/tax-data-rules';
import type { FailureItem } from '../../platform/failure';

export interface GenerateBody extends TaxData {
  last_name?: string | undefined;
  token?: string | undefined;
  brand_id?: number | undefined;
  payments: number[];
  source: string;
  pac?: string | undefined;
  traveller_id?: number | undefined;
  user_id?: number | undefined;
}

type Item = FailureItem<'invoicing-v2'>;

/** Empty values, in the form's order, each with its own code. */
export function emptyFieldErrors(body: Partial<GenerateBody> & { payments: number[] }, taxFields: boolean): Item[] {
  const errors: Item[] = [];
  if (!body.token && !(body.last_name ?? '').trim()) errors.push({ code: 'empty_last_name', field: 'last_name' });
  if (!body.brand_id) errors.push({ code: 'empty_brand_id', field: 'brand_id' });
  if (body.payments.length === 0) errors.push({ code: 'empty_payments', field: 'payments' });
  if (taxFields) {
    for (const field of ['useCfdi', 'name', 'email', 'cp', 'rfc', 'regimen_fiscal'] as const) {
      if (!(body[field] ?? '').trim()) errors.push({ code: EMPTY_FIELD_CODES[field] as Item['code'], field });
    }
    if (!(body.source ?? '').trim()) errors.push({ code: 'empty_source', field: 'source' });
    if (body.pac !== undefined && body.pac.trim() === '') errors.push({ code: 'empty_pac', field: 'pac' });
  } else if (!(body.email ?? '').trim()) {
    errors.push({ code: 'empty_email', field: 'email' });
  }
  return errors;
}

export function unexpectedValueErrors(body: GenerateBody, pacs: ReadonlyMap<string, unknown>): Item[] {
  const errors: Item[] = [];
  if (!['web', 'app'].includes(body.source)) errors.push({ code: 'unexpected_source', field: 'source' });
  if (body.pac !== undefined && !pacs.has(body.pac)) errors.push({ code: 'unexpected_pac', field: 'pac' });
  return errors;
}
