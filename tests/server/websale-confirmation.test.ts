import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../server/db/schema/outbox.schema';
import { passengers, reservations } from '../../server/db/schema/reservations.schema';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, contact, pay, readyToPay, stored } from './support/payments';
import { create, searchBody } from './support/websale';

// docs/rules/tickets-and-documents.md#the-confirmation and docs/rules/tickets-and-documents.md#documents-in-the-travellers-language: the confirmation a traveller keeps, in the language they booked in, with every character.

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  // Lines wrap where the page ends them; what a reader sees is the words.
  return text.replace(/\s+/g, ' ');
}

type Leg = {
  direction: string;
  origin: { name: string; address: string; time_zone: string };
  destination: { name: string; address: string };
  departure_datetime: string | null;
  boarding_datetime: string | null;
  service_class: string | null;
  pend_deadline?: string | null;
};
type Confirmation = {
  code: string;
  contact_email: string | null;
  lang: string;
  legs: Leg[];
  paid: { method: string | null; status: string; amount: number; currency: string; charged: { amount: number; currency: string } | null; order_reference: string | null } | null;
  tickets: Array<{ number: string; pend_deadline: string | null; direction: string }>;
  link_token: string;
};

describe.each(engines)('the confirmation and its documents on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const confirmation = async (code: string) => {
    const res = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
    expectMatchesContract('websale', 'confirmReservation', res.status, res.body);
    expect(res.status).toBe(200);
    return res.body.content.data as Confirmation;
  };

  /** A paid reservation booked in English, with two named passengers whose names need Unicode. */
  let nextSeat = 9;
  async function paidInEnglish(method: 'approve' | 'foreign' = 'approve') {
    nextSeat += 2;
    const code = await readyToPay(t, { date: '2026-03-25', seats: [nextSeat, nextSeat + 1] });
    const db = t.database.db;
    // What create stores from the web app's `lang` (tested below); set here on a ready reservation.
    const [row] = await db.update(reservations).set({ lang: 'en' }).where(eq(reservations.code, code)).returning({ id: reservations.id });
    const people = await db.select({ id: passengers.id }).from(passengers).where(eq(passengers.reservationId, row!.id));
    await db.update(passengers).set({ firstName: 'Zoë', lastName: 'Peña Ibáñez' }).where(eq(passengers.id, people[0]!.id));
    await db.update(passengers).set({ firstName: 'Ñoño', lastName: 'Çelik' }).where(eq(passengers.id, people[1]!.id));
    expect((await pay(t, { code, method: 'card', card: card(cards[method]) }, { key: `${code}-pay` })).data?.payment).toBe('approved');
    return code;
  }

  it('keeps the language the traveller booked in, and refuses one it does not know', async () => {
    const body = searchBody({ departure: { date: '2026-03-25', open: false }, lang: 'en' });
    const made = await create(t, body);
    expect(made.status).toBe(200);
    const [row] = await t.database.db.select({ lang: reservations.lang }).from(reservations).where(eq(reservations.code, made.payload!.code));
    expect(row?.lang).toBe('en');
    const refused = await create(t, { ...body, lang: 'fr' });
    expect([refused.status, refused.body.content.errors[0]?.code, refused.body.content.errors[0]?.field]).toEqual([400, 'invalid_request', 'lang']);
  });

  it('confirms with the e-mail, each leg’s terminals with address, departure and boarding 10 minutes before, and what was paid', async () => {
    const code = await paidInEnglish();
    const data = await confirmation(code);
    expect(data.contact_email).toBe(contact.email);
    expect(data.lang).toBe('en');
    const [leg] = data.legs;
    expect(leg).toMatchObject({ direction: 'departure', origin: { name: 'Central Camionera de Puerto Vallarta', time_zone: 'America/Mexico_City' } });
    expect(leg!.origin.address).toContain('Av. Las Palmas 300');
    expect(leg!.destination.address.length).toBeGreaterThan(10);
    expect(Date.parse(leg!.departure_datetime!) - Date.parse(leg!.boarding_datetime!)).toBe(10 * 60_000);
    expect(leg!.service_class).toBeTruthy();
    expect(data.paid).toMatchObject({ method: 'card', status: 'approved', currency: 'MXN', charged: null });
    expect(data.paid!.amount).toBeGreaterThan(0);
  });

  it('says what a foreign card was charged in USD', async () => {
    const data = await confirmation(await paidInEnglish('foreign'));
    expect(data.paid?.charged).toMatchObject({ currency: 'USD' });
    expect(data.paid!.charged!.amount).toBeGreaterThan(0);
  });

  it('writes the PDF in English with every character, each passenger, the terminal address, boarding time, class, total and the company', async () => {
    const code = await paidInEnglish();
    const data = await confirmation(code);
    const res = await t.app.request(`/api/websale/reservation/pdf?code=${code}&token=${data.link_token}&download=1`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tickets-${code}.pdf"`);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Outbound: Central Camionera de Puerto Vallarta → Nueva Central Camionera de Guadalajara');
    expect(text).not.toContain("!'");
    for (const name of ['Zoë Peña Ibáñez', 'Ñoño Çelik']) expect(text).toContain(`Passenger: ${name}`);
    expect(text).toContain('Av. Las Palmas 300, Col. Las Mojoneras');
    expect(text).toMatch(/Boarding \(10 min before\): \d{1,2}:\d{2} [AP]M/);
    expect(text).toMatch(/Class: \S+/);
    expect(text).toMatch(/Total paid: MX\$[\d,]+\.\d{2}(?! MXN)/);
    expect(text).toContain('Paid with: Credit or debit card');
    expect(text).toContain('RBA120315KM3');
    expect(text).toContain('Ruta Bahía Autotransportes');
    expect(text).toContain('Conditions of carriage');
  });

  it('opens the HTML ticket at an address that reopens with its token, and refuses it without', async () => {
    const code = await paidInEnglish();
    const { link_token: token } = await confirmation(code);
    const url = `/api/websale/reservation/html?code=${code}&token=${token}&view=1`;
    for (let visit = 0; visit < 2; visit++) {
      const page = await t.app.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('Zoë Peña Ibáñez');
      expect(html).toContain('Boarding (10 min before)');
    }
    const stranger = await t.app.request(`/api/websale/reservation/html?code=${code}&view=1`);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { content: { errors: Array<{ code: string }> } }).content.errors[0]?.code).toBe('reservation_not_found');
  });

  it('e-mails a text and an HTML part in English that name each passenger', async () => {
    const code = await paidInEnglish();
    const [email] = (await stored(t, code)).emails;
    expect(email?.subject).toBe(`Ruta Bahía: your tickets, reservation ${code}`);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, email!.id));
    const html = (row!.payload as { html?: string } | null)?.html ?? '';
    expect(row!.body).toContain('Thank you for travelling');
    expect(row!.body).toContain('Zoë Peña Ibáñez');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('Zoë Peña Ibáñez');
    expect(html).toContain('Av. Las Palmas 300');
    // docs/rules/invoicing.md#finding-the-reservation: the invoicing screen opened by the same link token, in the booking's language.
    expect(row!.body).toMatch(new RegExp(`Invoice your purchase here: \\S+/facturacion\\?code=${code}&token=[\\w-]+&lang=en`));
  });

  it('gives a store order one deadline for both legs, the reservation’s, on every PEND ticket', async () => {
    const code = await readyToPay(t, { date: '2026-03-26', seats: [11], returnDate: '2026-03-29' });
    const ordered = await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    expect(ordered.data?.payment).toBe('order_generated');
    const data = await confirmation(code);
    const [outbound, back] = data.legs;
    // The store's own deadline, when it comes before the PEND limit (15 minutes before the outbound).
    const holdLimit = Date.parse(outbound!.departure_datetime!) - 15 * 60_000;
    expect(outbound!.pend_deadline).toBe(new Date(Math.min(holdLimit, Date.parse(ordered.data!.order_deadline!))).toISOString());
    expect(back!.pend_deadline).toBe(outbound!.pend_deadline);
    expect(new Set(data.tickets.map((ticket) => ticket.pend_deadline))).toEqual(new Set([outbound!.pend_deadline]));
    expect(data.paid).toMatchObject({ method: 'oxxo', status: 'order_generated', order_reference: ordered.data?.order_reference });
    // Nothing paid yet: the e-mail offers no invoicing.
    const [email] = (await stored(t, code)).emails;
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, email!.id));
    expect(row!.body).not.toContain('/facturacion');
  });
});
