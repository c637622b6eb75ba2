// Which tax regimes and CFDI uses SAT allows for the receiver of an invoice: a person ("persona física",
// 13-character RFC) or a company ("persona moral", 12), and which uses go with which regime.
import { CFDI_USES, TAX_REGIMES, type CfdiUse, type TaxRegime } from './sat-catalogs';
import { rfcIssue, rfcKind, type RfcKind } from './rfc';

export function regimesFor(kind: RfcKind): TaxRegime[] {
  return TAX_REGIMES.filter((r) => r[kind]);
}

/** The CFDI uses offered for a kind of receiver with the chosen regime. */
export function cfdiUsesFor(kind: RfcKind, regime: string): CfdiUse[] {
  return CFDI_USES.filter((u) => u[kind] && u.regimes.includes(regime));
}

export interface TaxData {
  useCfdi: string;
  name: string;
  email: string;
  cp: string;
  rfc: string;
  regimen_fiscal: string;
}

export type TaxDataField = keyof TaxData;
/** The catalogue code for each empty field (docs/rules/invoicing.md#error-codes). */
export const EMPTY_FIELD_CODES: Record<TaxDataField, string> = {
  rfc: 'empty_rfc',
  email: 'empty_email',
  cp: 'empty_cp',
  name: 'empty_name',
  regimen_fiscal: 'empty_regimen',
  useCfdi: 'empty_use_cfdi',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TaxDataIssue {
  field: TaxDataField;
  code: string;
}

/** Every issue of the form, in the form's order: empty fields, then formats, then the SAT combinations. */
export function taxDataIssues(data: TaxData): TaxDataIssue[] {
  const order: TaxDataField[] = ['useCfdi', 'name', 'email', 'cp', 'rfc', 'regimen_fiscal'];
  const empty = order.filter((f) => data[f].trim() === '');
  if (empty.length > 0) return empty.map((field) => ({ field, code: EMPTY_FIELD_CODES[field] }));
  const issues: TaxDataIssue[] = [];
  if (!EMAIL.test(data.email.trim())) issues.push({ field: 'email', code: 'invalid_request' });
  if (!/^\d{5}$/.test(data.cp.trim())) issues.push({ field: 'cp', code: 'invalid_request' });
  if (rfcIssue(data.rfc) !== undefined) {
    issues.push({ field: 'rfc', code: 'invalid_rfc' });
    return issues;
  }
  const kind = rfcKind(data.rfc);
  if (!regimesFor(kind).some((r) => r.code === data.regimen_fiscal)) {
    issues.push({ field: 'regimen_fiscal', code: 'unexpected_regimen' });
  } else if (!cfdiUsesFor(kind, data.regimen_fiscal).some((u) => u.code === data.useCfdi)) {
    issues.push({ field: 'useCfdi', code: 'unexpected_use_cfdi' });
  }
  return issues;
}

/** The names a server may give a tax form field (the contract's, and the words SAT's and older services use). */
const FIELD_NAMES: Record<string, TaxDataField> = {
  cp: 'cp',
  postal_code: 'cp',
  codigo_postal: 'cp',
  domicilio_fiscal: 'cp',
  email: 'email',
  correo: 'email',
  rfc: 'rfc',
  name: 'name',
  nombre: 'name',
  razon_social: 'name',
  regimen_fiscal: 'regimen_fiscal',
  regimen: 'regimen_fiscal',
  useCfdi: 'useCfdi',
  use_cfdi: 'useCfdi',
  uso_cfdi: 'useCfdi',
};

/** The codes that name their field whatever field the answer gives (or none). */
const CODE_FIELDS: Record<string, TaxDataField> = {
  empty_rfc: 'rfc',
  invalid_rfc: 'rfc',
  empty_email: 'email',
  invalid_email: 'email',
  empty_cp: 'cp',
  empty_name: 'name',
  empty_regimen: 'regimen_fiscal',
  unexpected_regimen: 'regimen_fiscal',
  empty_use_cfdi: 'useCfdi',
  unexpected_use_cfdi: 'useCfdi',
};

/**
 * The form field a server's refusal is about: by its code when the code says (invalid_rfc), else by the field it
 * names (`cp`, `body.cp`, `postal_code`); null when it is about no field of the tax form (the payments, the access).
 */
export function taxFieldOf(error: { code: string; field?: string | undefined }): TaxDataField | null {
  const byCode = CODE_FIELDS[error.code];
  if (byCode) return byCode;
  const name = (error.field ?? '').split('.').at(-1) ?? '';
  return FIELD_NAMES[name] ?? null;
}
