// docs/rules/invoicing.md#error-codes: every invoicing error code, each with a case that produces it from outside, or the reason it
// cannot be. The table is typed by the catalogue, so a new code fails compilation until it has a row.
// The deadline and points rules run with a moved clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { ErrorCode } from '../../domain/errors/catalogue.gen';
import { failed } from '../../domain/result';
import { createInvoicingEngine } from '../../server/invoicing/invoicing-engine';
import { defaultServerConfig } from '../../server/platform/config';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { contact } from './support/payments';
import { proofByCode } from './support/proof';
import { addPayment, errorCodes, generate, lookup, paidReservation, reissue, resend, SURNAME, taxData } from './support/invoicing';

type Produced = { status: number; body: { content: { errors: Array<{ code: string; message: string }> } } };
type Case = { status: number; produce: (t: TestApp) => Promise<Produced> } | { why: string };

const INTERNAL = 'an internal failure of the server; answered 500 internal_error, not reachable by a request';
const LOYALTY = 'traveller_id and user_id are accepted but not checked until the loyalty service lands';

const invoiceOf = async (t: TestApp, seat: number, body: Record<string, unknown> = {}) => {
  const { code, paymentId } = await paidReservation(t, [seat]);
  return generate(t, code, { ...taxData, payments: [paymentId], ...body });
};

const cases: Record<ErrorCode<'invoicing'>, Case> = {
  invalid_request: { status: 400, produce: (t) => generate(t, 'ABC123', { ...taxData, payments: ['x'] }) },
  not_implemented: { why: 'every operation of the invoicing contract is built (searchSerie last)' },
  internal_error: { why: INTERNAL },
  not_found: { why: 'unknown paths under /api fall to the SPA fallback; every invoicing operation exists' },
  too_many_requests: { why: 'produced below, on an app of its own (the lookup limit would refuse the other cases)' },
  payload_too_large: { status: 413, produce: (t) => generate(t, 'ABC123', { ...taxData, name: 'x'.repeat(70 * 1024), payments: [1] }) },
  uri_too_long: { status: 414, produce: (t) => call(t.app, `/api/invoicing/reservation?code=${'x'.repeat(9000)}`) },
  headers_too_large: { status: 431, produce: (t) => call(t.app, '/api/invoicing/reservation?code=A', { headers: { 'x-big': 'x'.repeat(17 * 1024) } }) },
  unsupported_media_type: { status: 415, produce: (t) => call(t.app, '/api/invoicing-v2/reservation/generate/ABC123', { method: 'POST', body: {}, headers: { 'content-type': 'text/plain' } }) },
  csrf_token_invalid: { status: 403, produce: (t) => call(t.app, '/api/invoicing-v2/reservation/generate/ABC123', { method: 'POST', body: {}, headers: { 'x-csrf-token': 'other-token-0123456789-abcdefghijklmnopqrstu' } }) },
  cross_site_request: { status: 403, produce: (t) => call(t.app, '/api/invoicing-v2/reservation/generate/ABC123', { method: 'POST', body: {}, headers: { origin: 'https://evil.example' } }) },
  service_unavailable: { why: 'reserved for a deployment whose upstream invoicing system is down; this server is the system' },
  empty_code: { status: 400, produce: (t) => lookup(t, { code: '', last_name: SURNAME, brand_id: '1' }) },
  empty_last_name: { status: 400, produce: (t) => lookup(t, { code: 'ABC123', last_name: '', brand_id: '1' }) },
  empty_brand_id: { status: 400, produce: (t) => lookup(t, { code: 'ABC123', last_name: SURNAME, brand_id: '' }) },
  reservation_not_found: { status: 404, produce: (t) => lookup(t, { code: 'ZZZ999', last_name: SURNAME, brand_id: '1' }) },
  reservation_not_of_brand: { why: 'another brand is answered reservation_not_found, identical to a wrong code (decision 019)' },
  brand_not_found: { why: 'one brand, from configuration; another brand id is reservation_not_found' },
  business_name_not_found: { why: 'the issuer comes from configuration and is checked at start-up' },
  business_brand_not_found: { why: 'the issuer comes from configuration and is checked at start-up' },
  payments_not_found: { why: 'only paid reservations open with a surname or link token, and they always have an approved payment' },
  empty_rfc: { status: 400, produce: (t) => invoiceOf(t, 13, { rfc: '' }) },
  empty_email: { status: 400, produce: (t) => invoiceOf(t, 14, { email: ' ' }) },
  empty_cp: { status: 400, produce: (t) => invoiceOf(t, 15, { cp: '' }) },
  empty_name: { status: 400, produce: (t) => invoiceOf(t, 16, { name: '' }) },
  empty_regimen: { status: 400, produce: (t) => invoiceOf(t, 17, { regimen_fiscal: '' }) },
  empty_use_cfdi: { status: 400, produce: (t) => invoiceOf(t, 18, { useCfdi: '' }) },
  empty_source: { status: 400, produce: (t) => invoiceOf(t, 19, { source: '' }) },
  empty_payments: { status: 400, produce: (t) => generate(t, 'ABC123', { ...taxData, payments: [] }) },
  empty_pac: { status: 400, produce: (t) => invoiceOf(t, 20, { pac: '' }) },
  empty_traveller_id: { why: LOYALTY },
  empty_user_id: { why: LOYALTY },
  empty_payment_id: { why: 'payments is a list of positive integers: a missing id is invalid_request, an empty list empty_payments' },
  empty_payment_type: { why: 'the payment type is read from the stored payment, never sent' },
  unexpected_regimen: { status: 400, produce: (t) => invoiceOf(t, 21, { regimen_fiscal: '601' }) },
  unexpected_use_cfdi: { status: 400, produce: (t) => invoiceOf(t, 22, { useCfdi: 'D01', regimen_fiscal: '626' }) },
  invalid_rfc: { status: 400, produce: (t) => invoiceOf(t, 23, { rfc: 'MASO451221PM5' }) },
  unexpected_source: { status: 400, produce: (t) => invoiceOf(t, 24, { source: 'fax' }) },
  unexpected_pac: { status: 400, produce: (t) => invoiceOf(t, 25, { pac: 'elsewhere' }) },
  user_not_found: { why: LOYALTY },
  traveller_card_not_found: { why: LOYALTY },
  sale_payment_not_found: { status: 400, produce: (t) => invoiceOf(t, 26, { payments: [999_999] }) },
  limit_invoicing_date: { why: 'produced below with a moved clock' },
  cannot_invoice_points: { why: 'produced below for each points payment type' },
  payment_already_invoiced: { why: 'produced in invoicing.test.ts (the same payment twice)' },
  payment_refunded: {
    status: 400,
    produce: async (t) => {
      const { code } = await paidReservation(t, [27]);
      return generate(t, code, { ...taxData, payments: [await addPayment(t, code, { type: 'credit', refund: true })] });
    },
  },
  tax_data_not_found: { status: 404, produce: (t) => call(t.app, '/api/invoicing/tax-data?phone=3221234567&email=nadie%40example.mx&rfc=MASO451221PM4') },
  invoice_id_not_found: {
    status: 404,
    produce: async (t) => {
      const { code } = await paidReservation(t, [1], '2026-03-23');
      return reissue(t, code, { ...taxData, invoice_id: 999_999 });
    },
  },
  proof_required: {
    status: 403,
    produce: async (t) => {
      const { code, paymentId } = await paidReservation(t, [2], '2026-03-23');
      return generate(t, code, { ...taxData, last_name: SURNAME, payments: [paymentId] });
    },
  },
  invalid_email: {
    status: 400,
    produce: async (t) => {
      const { code, paymentId } = await paidReservation(t, [3], '2026-03-23');
      return resend(t, code, { email: 'ana@@example', payments: [paymentId] });
    },
  },
  cannot_cancel_invoice: { why: 'produced in invoicing-reissue.test.ts with a PAC that refuses to cancel' },
  cannot_generate_invoice: { why: INTERNAL },
  cannot_insert_invoice: { why: INTERNAL },
  cannot_update_invoice: { why: INTERNAL },
  cannot_stamp_invoice: { why: 'a PAC refusal: produced below with a PAC that refuses' },
  cannot_send_email: { why: 'the e-mail is queued in the outbox with the invoice; a failed delivery is retried, never answered' },
  issuer_rfc_not_found: { why: 'the issuer RFC is configuration, required at start-up in production' },
  error_building_json: { why: INTERNAL },
  error_building_original_string: { why: INTERNAL },
  error_building_token: { why: INTERNAL },
  error_building_xml: { why: INTERNAL },
  error_building_pdf: { why: INTERNAL },
  error_building_html: { why: INTERNAL },
  error_building_urls: { why: 'the documents travel by e-mail; no download address is built' },
  invoice_not_found: {
    status: 404,
    produce: async (t) => {
      const { code, paymentId } = await paidReservation(t, [28]);
      return resend(t, code, { email: 'a@b.mx', payments: [paymentId] });
    },
  },
  invoice_status_incomplete: { why: 'a CFDI that fails to stamp releases its payments, so a resend finds no invoice (invoice_not_found)' },
  error_proccess_request: { why: INTERNAL },
};

describe.each(engines)('invoicing error codes on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const produced = Object.entries(cases).filter((e): e is [string, Extract<Case, { status: number }>] => 'produce' in e[1]);
  it.each(produced)('%s', { timeout: 30_000 }, async (code, c) => {
    const res = await c.produce(t);
    expect([res.status, res.body.content.errors.map((e) => e.code)]).toEqual([c.status, expect.arrayContaining([code])]);
    expect(res.body.content.errors.find((e) => e.code === code)?.message).toBeTruthy();
  });

  it('too_many_requests: failed lookups past the shared limit', { timeout: 30_000 }, async () => {
    const own = await openTestApp(engine);
    try {
      let last = await lookup(own, { code: 'NOPE01', last_name: 'x', brand_id: '1' });
      for (let i = 0; i < 25 && last.status !== 429; i++) last = await lookup(own, { code: `NOPE0${i % 9}`, last_name: 'x', brand_id: '1' });
      expect([last.status, errorCodes(last)]).toEqual([429, ['too_many_requests']]);
    } finally {
      await own.close();
    }
  });

  it('refuses every points payment type, in Spanish and English', { timeout: 30_000 }, async () => {
    const { code } = await paidReservation(t, [29]);
    for (const type of ['traveller_loyalty', 'traveller_win', 'traveller_prepaid', 'traveller_purchased'] as const) {
      const res = await generate(t, code, { ...taxData, payments: [await addPayment(t, code, { type })] }, 'en');
      expect(res.body.content.errors[0]).toMatchObject({ code: 'cannot_invoice_points', message: 'Payments with points cannot be invoiced.' });
    }
  });

  it('invoices until the last day of the month of the payment, then refuses with the date', { timeout: 30_000 }, async () => {
    const { code, paymentId } = await paidReservation(t, [1], '2026-03-21');
    const start = t.clock.now();
    try {
      t.clock.set('2026-04-01T06:30:00Z'); // 31 March, 00:30 in central Mexico: still the payment's month
      const lastDay = await generate(t, code, { ...taxData, payments: [paymentId], pac: 'none' });
      expect(errorCodes(lastDay)).toEqual(['unexpected_pac']);
      t.clock.set('2026-04-01T06:00:00Z'); // 1 April, 00:00 there
      // The e-mail's link expired a week after the trip: a one-time code proves the contact (decision 063).
      const token = await proofByCode(t, code, { last_name: SURNAME }, contact.email);
      const late = await generate(t, code, { ...taxData, token, payments: [paymentId] });
      expect(late.status).toBe(400);
      expect(late.body.content.errors[0]).toMatchObject({ code: 'limit_invoicing_date', message: expect.stringContaining('2026-03-31') });
    } finally {
      t.clock.set(start);
    }
  });

  it('a PAC that refuses gives cannot_stamp_invoice and leaves the payment free', { timeout: 30_000 }, async () => {
    const engine = createInvoicingEngine(t.clock, {});
    const refusing = new Map([['sandbox', { name: 'sandbox', stamp: () => Promise.resolve(failed('cannot_stamp_invoice')), cancel: () => Promise.resolve(failed('cannot_cancel_invoice')) }]]);
    const app = createApp({ db: t.database.db, clock: t.clock, config: defaultServerConfig, invoicing: { ...engine, pacs: refusing } });
    const { code, paymentId } = await paidReservation(t, [2], '2026-03-21');
    const res = await generate({ ...t, app }, code, { ...taxData, payments: [paymentId] });
    expect([res.status, errorCodes(res)]).toEqual([500, ['cannot_stamp_invoice']]);
    expect((await generate(t, code, { ...taxData, payments: [paymentId] })).status).toBe(200);
  });
});
