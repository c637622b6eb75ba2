import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../server/db/schema/reservations.schema';
import type { OutboxAttachment } from '../../server/notify/outbox';
import { defaultServerConfig } from '../../server/platform/config';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, contact, mailedTo, pay, readyToPay, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// The e-mails after a change in my reservation (docs/rules/my-reservation.md#changing-the-schedule, #cancelling), in
// the language the traveller booked in: after a schedule change, the tickets again with the new bus and seat and
// how the fare difference was settled; after a cancellation, which tickets and what comes back.

type Itinerary = { tickets: Array<{ ticket_id: number }> };
type Schedule = { schedule_id: number; schedule_detail_id: number; departure_time: string; fare_difference: number };
type Mail = { template: string; subject: string | null; body: string; html: string; attachments: OutboxAttachment[] };
const STRANGER = { flowToken: null } as const;

describe.each(engines)('itinerary e-mails ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A one-way reservation booked in `lang`, paid by card or ordered at OXXO, opened in my reservation. */
  async function bought(lang: 'es' | 'en', date: string, seat: number, method: 'card' | 'oxxo' = 'card') {
    const code = await readyToPay(t, { date, seats: [seat] });
    await t.database.db.update(reservations).set({ lang }).where(eq(reservations.code, code));
    await pay(t, method === 'card' ? { code, method, card: card(cards.approve) } : { code, method }, { key: `${code}-${method}` });
    const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent(contact.last_name)}`, STRANGER);
    expect(found.status).toBe(200);
    const { tickets } = found.body.content.data as Itinerary;
    // Changing and cancelling need the proof of the contact: the confirmation e-mail's link (decision 063).
    return { code, token: await emailLinkToken(t, code), ticketId: tickets[0]!.ticket_id };
  }

  async function moveTo(code: string, token: string, ticketId: number, date: string, time: string): Promise<Schedule> {
    const listed = await call(t.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${ticketId}&date=${date}`, STRANGER);
    const bus = (listed.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === `${time}:00`)!;
    const body = { token, ticket_id: ticketId, date, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, seat: 20 };
    const done = await call(t.app, `/api/itinerary/reservation/${code}/change_schedule`, { ...STRANGER, method: 'POST', body });
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    return bus;
  }

  const mails = async (code: string): Promise<Mail[]> =>
    (await mailedTo(t, code)).map((row) => ({ template: row.template, subject: row.subject, body: row.body, html: row.html, attachments: row.attachments }));
  const pdfText = async (mail: Mail) => {
    const pdf = Buffer.from(mail.attachments.find((a) => a.contentType === 'application/pdf')!.contentBase64, 'base64');
    return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
  };

  it('e-mails the tickets again after a schedule change, with the new bus and seat and the difference given back (en)', async () => {
    const { code, token, ticketId } = await bought('en', '2026-03-21', 7);
    // From the executive 15:30 to the first-class 13:00 of the same day: a cheaper fare, back to the card.
    const bus = await moveTo(code, token, ticketId, '2026-03-21', '13:00');
    expect(bus.fare_difference).toBeLessThan(0);
    const [changed, ...more] = (await mails(code)).filter((m) => m.template === 'schedule_changed');
    expect(more).toEqual([]);
    expect(changed!.subject).toBe(`Ruta Bahía: schedule changed, reservation ${code}`);
    const refund = `MX$${Math.abs(bus.fare_difference).toFixed(2)}`;
    for (const part of [changed!.body, changed!.html]) {
      expect(part).toContain(`Your outbound trip of reservation ${code} has changed: it now leaves on 2026/03/21 at 1:00 PM.`);
      expect(part).toContain(`We refunded the ${refund} difference to the card you paid with`);
    }
    expect(changed!.html).toMatch(/^<!doctype html><html lang="en">.*<meta name="viewport"/);
    expect(changed!.html).toMatch(/<img src="cid:qr-/);
    const pdf = await pdfText(changed!);
    expect(pdf).toContain('Seat: 20');
    expect(pdf).toContain('Departure: 1:00 PM');
    // What was really paid, net of the difference given back, alike on the page, the e-mail and its PDF (decision 070).
    const paidAt = Number((await stored(t, code)).payments[0]!.amount);
    const net = paidAt + bus.fare_difference;
    const money = (n: number) => `MX$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const page = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent(contact.last_name)}`, STRANGER);
    expect((page.body.content.data as { paid: unknown }).paid).toMatchObject({ amount: net, refunded: Math.abs(bus.fare_difference) });
    for (const part of [changed!.body, pdf]) {
      expect(part).toContain(`Paid: ${money(paidAt)}`);
      expect(part).toContain(`Refunded for a schedule change: -${refund}`);
      expect(part).toContain(`Total paid: ${money(net)}`);
    }
    expect(changed!.html).toContain(money(net));
  });

  it('says so in Spanish after a move to a bus of the same fare', async () => {
    const { code, token, ticketId } = await bought('es', '2026-03-22', 8);
    await moveTo(code, token, ticketId, '2026-03-23', '10:30');
    const [changed] = (await mails(code)).filter((m) => m.template === 'schedule_changed');
    expect(changed!.subject).toBe(`Ruta Bahía: cambio de horario, reservación ${code}`);
    expect(changed!.body).toContain(`Tu viaje de ida de la reservación ${code} cambió: ahora sale el 2026/03/23 a las 10:30 AM.`);
    expect(changed!.body).toContain('Sin diferencia de tarifa.');
    expect(await pdfText(changed!)).toContain('Asiento: 20');
  });

  it('e-mails what was cancelled and that nothing comes back, in English, readable on a phone', async () => {
    const { code, token } = await bought('en', '2026-03-24', 9, 'oxxo');
    const done = await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token } });
    expect(done.status).toBe(200);
    const [cancelled] = (await mails(code)).filter((m) => m.template === 'reservation_cancelled');
    expect(cancelled!.subject).toBe(`Ruta Bahía: you cancelled tickets of reservation ${code}`);
    for (const part of [cancelled!.body, cancelled!.html]) {
      expect(part).toContain(`We cancelled tickets ${code}-1 of your reservation ${code}`);
      expect(part).toContain('Nothing was charged for them, so there is no refund.');
    }
    expect(cancelled!.html).toMatch(/^<!doctype html><html lang="en">.*<meta name="viewport" content="width=device-width,initial-scale=1">/);
  });
});
