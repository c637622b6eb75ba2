import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketQrPayload } from '../../domain/tickets/ticket-codes';
import { defaultServerConfig } from '../../server/platform/config';
import { markTicketUsed } from '../../server/services/itinerary/itinerary.queries';
import { qrCodesInPdf } from '../support/pdf-qr-codes';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, pay, readyToPay, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// docs/rules/my-reservation.md#cancelling: after a cancel, the reservation's PDF and HTML still list the cancelled ticket, stamped
// CANCELADO, with no QR or PIN; the ticket not cancelled keeps its QR. The cancellation e-mail says so.

const STRANGER = { flowToken: null } as const;

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(engines)('itinerary: cancelled tickets on the documents ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stamps the cancelled return CANCELADO without QR or PIN, keeps the outbound QR, and the e-mail says so', async () => {
    const code = await readyToPay(t, { date: '2026-03-25', returnDate: '2026-03-28', seats: [16] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const rows = await stored(t, code);
    const returnPin = rows.tickets.find((row) => row.leg === 'return')!.pin!;
    for (const ticket of rows.tickets.filter((row) => row.leg === 'departure')) await markTicketUsed(t.database.db, ticket.id, new Date(TEST_NOW));
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
    expect(found.status).toBe(200);
    const token = await emailLinkToken(t, code);

    // Before the cancel, nothing is stamped.
    const before = await call(t.app, `/api/websale/reservation/pdf?code=${code}&token=${token}`, STRANGER);
    expect(before.status).toBe(200);
    expect(await pdfText(Buffer.from((before.body.content.data as { content: string }).content, 'base64'))).not.toContain('CANCELADO');

    const done = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token } });
    expect(done.status).toBe(200);

    const pdfRes = await call(t.app, `/api/websale/reservation/pdf?code=${code}&token=${token}`, STRANGER);
    expect(pdfRes.status).toBe(200);
    const pdf = new Uint8Array(Buffer.from((pdfRes.body.content.data as { content: string }).content, 'base64'));
    const text = await pdfText(pdf);
    expect(text).toContain(`Boleto ${code}-2 · CANCELADO`);
    expect(text).toContain('Este boleto fue cancelado');
    expect(text).not.toContain(returnPin);
    expect((await qrCodesInPdf(pdf)).map(parseTicketQrPayload).map((qr) => qr?.code)).toEqual([`${code}-1`]);

    const htmlRes = await call(t.app, `/api/websale/reservation/html?code=${code}&token=${token}`, STRANGER);
    expect(htmlRes.status).toBe(200);
    const html = (htmlRes.body.content.data as { html: string }).html;
    expect(html).toContain('<p class="mark">CANCELADO</p>');
    expect(html).toContain(`Boleto ${code}-2 · CANCELADO`);
    expect(html).not.toContain(returnPin);
    expect(html.match(/role="img" aria-label="QR/g)).toHaveLength(1);

    const mail = (await stored(t, code)).emails.find((m) => m.template === 'reservation_cancelled');
    expect(mail?.body).toContain(`Boletos CANCELADOS: ${code}-2`);
  });
});
