import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketQrPayload } from '../../domain/tickets/ticket-codes';
import { reservations } from '../../server/db/schema/reservations.schema';
import type { OutboxAttachment } from '../../server/notify/outbox';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, contact, mailedTo, pay } from './support/payments';
import { adults, reservationOnBus, setSeats } from './support/seats';
import { reservationCall } from './support/websale';

// The tickets' e-mail as the traveller opens it (docs/rules/tickets-and-documents.md#documents-in-the-travellers-language):
// its PDF is the one the site downloads, payment summary included; its HTML shows each ticket's QR and fits a
// phone; the shuttle bought with the trip and an infant's lap are on the tickets alike; its link to my
// reservation keeps the booking's language; a store order's e-mail gives the store's one deadline.

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

type Mail = { subject: string | null; body: string; html: string; attachments: OutboxAttachment[] };
type Confirmation = { link_token: string; legs: Array<{ shuttle?: { destination: string } | null }>; tickets: Array<{ number: string; pin: string | null; passenger_type: string; seat: number | null }> };

const words = {
  es: { paid: /Total pagado: \$[\d,]+\.\d{2} MXN/, method: 'Forma de pago: Tarjeta de crédito o débito', lap: 'Asiento: Sin asiento (en brazos)', infant: 'Tipo de pasajero: Infante, 0 a 2 años', shuttle: 'Conexión shuttle: Plaza Galerías' },
  en: { paid: /Total paid: MX\$[\d,]+\.\d{2}(?! MXN)/, method: 'Paid with: Credit or debit card', lap: 'Seat: No seat (on lap)', infant: 'Passenger type: Infant, 0 to 2 years', shuttle: 'Shuttle connection: Plaza Galerías' },
};

describe.each(engines)('the tickets e-mail on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An adult with an infant on her lap, Puerto Vallarta → Guadalajara with the shuttle to Plaza Galerías, booked in `lang`. */
  async function familyReady(lang: 'es' | 'en', date: string, seat: number): Promise<string> {
    const code = await reservationOnBus(t, { date, time: '15:30', passengers: { adult: 1, infant: 1 } });
    const travellers = [
      { first_name: 'Ana', last_name: contact.last_name, age: null },
      { first_name: 'Leo', last_name: contact.last_name, age: 1 },
    ];
    const steps = [
      () => reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers } }),
      () => reservationCall(t, 'setAdditionals', '/reservation/additionals', { method: 'POST', body: { code, insurance: [], shuttle: { destination: 'galerias' }, pets: 0, wheelchair: null } }),
      () => setSeats(t, code, adults(seat)),
    ];
    for (const step of steps) {
      const res = await step();
      expect(res.status, JSON.stringify(res.body.content.errors)).toBe(200);
    }
    // What create stores from the web app's `lang`; set here on a ready reservation.
    await t.database.db.update(reservations).set({ lang }).where(eq(reservations.code, code));
    return code;
  }

  const mailOf = async (code: string): Promise<Mail> => {
    const [row, ...more] = await mailedTo(t, code);
    expect(more).toEqual([]);
    return { subject: row!.subject, body: row!.body, html: row!.html, attachments: row!.attachments };
  };
  const attachedPdf = (mail: Mail) => new Uint8Array(Buffer.from(mail.attachments.find((a) => a.contentType === 'application/pdf')!.contentBase64, 'base64'));
  const confirmation = async (code: string) => {
    const res = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    expectMatchesContract('websale', 'confirmReservation', res.status, res.body);
    return res.body.content.data as Confirmation;
  };

  it.each([['es', 2], ['en', 4]] as const)('attaches the PDF the site downloads, payment summary, infant and shuttle included (%s)', async (lang, seat) => {
    const code = await familyReady(lang, '2026-03-26', seat);
    expect((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` })).data?.payment).toBe('approved');
    const mail = await mailOf(code);
    const { link_token: token, legs, tickets } = await confirmation(code);
    const downloaded = await t.app.request(`/api/websale/reservation/pdf?code=${code}&token=${token}&download=1`);
    const site = await pdfText(new Uint8Array(await downloaded.arrayBuffer()));
    const mailed = await pdfText(attachedPdf(mail));
    expect(mailed).toBe(site);
    const w = words[lang];
    expect(mailed).toMatch(w.paid);
    for (const line of [w.method, w.lap, w.infant, w.shuttle]) expect(mailed).toContain(line);

    // The tickets page reads the shuttle from confirm's legs, the infant's lap from its ticket.
    expect(legs[0]?.shuttle).toEqual({ destination: 'galerias' });
    expect(tickets.find((ticket) => ticket.passenger_type === 'infant')?.seat).toBeNull();
    // The e-mail says the same of the infant and the shuttle, in both parts.
    expect(mail.body).toContain(w.shuttle.replace(': ', ' → '));
    for (const line of [w.lap, w.infant, w.shuttle]) {
      const [label, value] = line.split(': ');
      expect(mail.html).toMatch(new RegExp(`${label}</th><td[^>]*>${value!.replace(/[()]/g, '\\$&')}</td>`));
    }
  });

  it("shows each ticket's QR in the HTML part as an inline image of its code and PIN, on a page sized for a phone", async () => {
    const code = await familyReady('en', '2026-03-27', 6);
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const mail = await mailOf(code);
    const { tickets } = await confirmation(code);
    const qrs = mail.attachments.filter((a) => a.contentType === 'image/png');
    const decoded = qrs.map((image) => {
      const png = PNG.sync.read(Buffer.from(image.contentBase64, 'base64'));
      return parseTicketQrPayload(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '');
    });
    expect(decoded).toEqual(tickets.map((ticket) => ({ code: ticket.number, pin: ticket.pin })));
    for (const image of qrs) expect(mail.html).toContain(`<img src="cid:${image.cid}"`);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
  });

  it.each([['es', 8], ['en', 10]] as const)('links my reservation in the booking’s language, which the address alone does not set (%s)', async (lang, seat) => {
    const code = await familyReady(lang, '2026-03-28', seat);
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    const { body } = await mailOf(code);
    const link = new URL(/https?:\/\/\S+\/mi-reservacion\?\S+/.exec(body)![0]);
    expect(link.pathname).toBe(lang === 'en' ? '/itinerary/mi-reservacion' : '/administra-reservacion/mi-reservacion');
    expect(link.searchParams.get('code')).toBe(code);
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(link.searchParams.get('lang')).toBe(lang === 'en' ? 'en' : null);
  });

  it.each([
    ['es', 12, ['pendiente de pago', 'Importe: $', 'Paga antes del: 2026/03/11 3:15 PM (hora del centro de México)', 'También puedes pagarla con tarjeta en Mi reservación'], 'Paga antes del 2026/03/11 3:15 PM', /está confirmada|Preséntate a pagar/],
    ['en', 14, ['pending payment', 'Amount: MX$', 'Pay before: 2026/03/11 3:15 PM (central Mexico time)', 'You can also pay it by card in My reservation'], 'Pay before 2026/03/11 3:15 PM', /is confirmed|Come and pay by/],
  ] as const)('gives a store order bought the day before its bus the store’s one deadline, never the office’s (%s)', async (lang, seat, bodyLines, notice, never) => {
    // Now is 2026-03-10 12:00 in central Mexico; the 15:30 bus of the 11th holds its seat until 15:15, before the store's 48 hours.
    const code = await familyReady(lang, '2026-03-11', seat);
    const ordered = await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    expect(ordered.data?.payment).toBe('order_generated');
    const mail = await mailOf(code);
    const reference = ordered.data!.order_reference!.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const line of [...bodyLines, reference]) expect(mail.body).toContain(line);
    expect(mail.body).not.toMatch(never);
    expect(mail.html).toMatch(/<img src="cid:barcode-\d+@/);
    const pdf = await pdfText(attachedPdf(mail));
    expect(pdf).toContain(notice);
    expect(pdf).not.toMatch(never);
    expect(mail.html).toContain(notice);
  });
});
