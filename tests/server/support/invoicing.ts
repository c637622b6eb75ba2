import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../../server/db/schema/outbox.schema';
import { payments, reservations } from '../../../server/db/schema/reservations.schema';
import { expectMatchesContract } from './contract';
import { call, type TestApp } from './engines';
import { card, cards, confirm, contact, pay, readyToPay } from './payments';
import { emailLinkToken } from './proof';

export const BRAND_ID = 1;
export const SURNAME = contact.last_name;

/** Valid tax data of SAT's test person MASO451221PM4 (regime 612, use G03). */
export const taxData = { useCfdi: 'G03', name: 'María Olivia Martínez Sagaz', email: 'factura@example.mx', cp: '80290', rfc: 'MASO451221PM4', regimen_fiscal: '612' };

/** A paid, confirmed reservation; returns its code, the card payment id and the link token. */
export async function paidReservation(t: TestApp, seats = [5], date = '2026-03-20'): Promise<{ code: string; paymentId: number; linkToken: string }> {
  const code = await readyToPay(t, { date, seats });
  const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
  if (paid.data?.payment !== 'approved') throw new Error(`not approved: ${JSON.stringify(paid.body)}`);
  const confirmed = await confirm(t, code);
  const linkToken = (confirmed.body.content.data as { link_token: string }).link_token;
  const [row] = await t.database.db.select({ id: payments.id }).from(payments).innerJoin(reservations, eq(reservations.id, payments.reservationId)).where(eq(reservations.code, code));
  if (!row) throw new Error('no payment');
  return { code, paymentId: row.id, linkToken };
}

/** Adds an approved payment of another type (points, a refunded card) to a reservation. */
export async function addPayment(t: TestApp, code: string, values: { type: 'traveller_loyalty' | 'traveller_win' | 'traveller_prepaid' | 'traveller_purchased' | 'credit' | 'oxxo'; refund?: boolean; amount?: string }): Promise<number> {
  const [r] = await t.database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, code));
  const [row] = await t.database.db
    .insert(payments)
    .values({ reservationId: r!.id, type: values.type, status: 'approved', concept: `Pago ${values.type}`, amount: values.amount ?? '100.00', refund: values.refund ?? false, createdAt: t.clock.now(), confirmedAt: t.clock.now() })
    .returning({ id: payments.id });
  return row!.id;
}

export async function lookup(t: TestApp, query: Record<string, string>, lang = 'es') {
  const res = await call(t.app, `/api/invoicing/reservation?${new URLSearchParams(query).toString()}`, { lang });
  expectMatchesContract('invoicing', 'invoicingReservation', res.status, res.body);
  return res;
}

/**
 * Invoicing needs the proof of the contact (decision 063): unless a test gives its own credentials, the request
 * carries the link of the reservation's confirmation e-mail, as a traveller opening it would.
 */
async function proofOf(t: TestApp, code: string, body: Record<string, unknown>) {
  if ('token' in body || 'last_name' in body) return {};
  // A code no reservation has: the surname, as before, so the answer is about the request, not the proof.
  return emailLinkToken(t, code).then((token) => ({ token }), () => ({ last_name: SURNAME }));
}

export async function reissue(t: TestApp, code: string, body: Record<string, unknown>, lang = 'es') {
  const res = await call(t.app, `/api/invoicing-v2/reservation/reissue/${code}`, { method: 'POST', body: { brand_id: BRAND_ID, source: 'web', ...(await proofOf(t, code, body)), ...body }, lang, flowToken: null });
  expectMatchesContract('invoicing-v2', 'reissueInvoice', res.status, res.body);
  return res;
}

export async function generate(t: TestApp, code: string, body: Record<string, unknown>, lang = 'es') {
  const res = await call(t.app, `/api/invoicing-v2/reservation/generate/${code}`, { method: 'POST', body: { brand_id: BRAND_ID, source: 'web', ...(await proofOf(t, code, body)), ...body }, lang, flowToken: null });
  expectMatchesContract('invoicing-v2', 'generateInvoice', res.status, res.body);
  return res;
}

export async function resend(t: TestApp, code: string, body: Record<string, unknown>, lang = 'es') {
  const res = await call(t.app, `/api/invoicing-v2/reservation/resend/${code}`, { method: 'POST', body: { brand_id: BRAND_ID, ...(await proofOf(t, code, body)), ...body }, lang, flowToken: null });
  expectMatchesContract('invoicing-v2', 'resendInvoice', res.status, res.body);
  return res;
}

export const invoiceEmails = (t: TestApp, recipient: string) => t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

export const errorCodes = (res: { body: { content: { errors: Array<{ code: string }> } } }) => res.body.content.errors.map((e) => e.code);

export async function invoiceFile(t: TestApp, code: string, body: Record<string, unknown>, lang = 'es') {
  const res = await call(t.app, `/api/invoicing-v2/reservation/invoice-file/${code}`, { method: 'POST', body: { brand_id: BRAND_ID, ...(await proofOf(t, code, body)), ...body }, lang, flowToken: null });
  expectMatchesContract('invoicing-v2', 'invoiceFile', res.status, res.body);
  return res;
}
