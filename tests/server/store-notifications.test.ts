import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/display-format';
import { paymentAttempts } from '../../server/db/schema/payment-attempts.schema';
import { storePaymentEvents } from '../../server/db/schema/store-payments.schema';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { signStoreNotification } from '../../server/payments/store-signature';
import { everyEngine } from './support/engines';
import { toursTestApp } from './support/tours-app';
import { confirm, pay as payReservation, readyToPay, stored } from './support/payments';
import { send, tillPays } from './support/store-till';

// The store network's notification that cash was paid at a till (openapi/payments.yaml, decision 056): a tour
// booking ordered at OXXO is confirmed and its tickets e-mailed once; a repeat of the event sells nothing more;
// a bad signature, an unknown reference and a wrong amount are refused and change nothing; cash after the
// order's deadline confirms nothing and is recorded as money to give back, the traveller told. A bus reservation's
// PEND tickets become E-tickets. TEST_NOW is Tuesday 2026-03-10, 12:00 local; a store order lasts 48 hours.

interface Payment {
  status: string;
  amount: number;
  code: string | null;
  reference: string | null;
  deadline: string | null;
}

const contact = { first_name: 'Ana', last_name: 'Peña', email: 'ana.oxxo@example.com', cell_phone: '3221234567', apply: true };

describe.each(everyEngine)('store payment notifications on $name', (engine) => {
  const toursApp = toursTestApp(engine);
  const { api: tours, data, idOf } = toursApp;

  /** A tour booking held with its contact, in `lang`, ordered at OXXO or paid by card. */
  async function heldBooking(slug: string, date: string, lang: 'es' | 'en'): Promise<string> {
    const productId = idOf(slug);
    const slots = data<{ timeslot: Array<{ id: number; date: string }> }>(await tours('getTourTimeslots', `/tour/catalog/timeslot?product_id=${productId}&date=${date}`)).timeslot;
    const cart = [{ product_id: productId, date, timeslot_id: slots[0]!.id, quantities: { adult: 2, minor: 0 } }];
    const held = data<{ booking: { id: string } }>(await tours('checkTourShopping', '/tour/check/shopping', { method: 'POST', lang, body: { shopping: { shopping: cart }, approve: true } })).booking;
    expect((await tours('setTourCheckout', `/tour/sale/checkout?booking_id=${held.id}`, { method: 'PUT', body: { contact } })).status).toBe(200);
    return held.id;
  }
  async function orderedAtStore(slug: string, date: string, lang: 'es' | 'en' = 'es') {
    const id = await heldBooking(slug, date, lang);
    const payment = data<{ payment: Payment }>(await tours('createTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'POST', body: { payment_type: 'oxxo', idempotency_key: `oxxo-${id.slice(0, 10)}` } })).payment;
    expect(payment).toMatchObject({ status: 'order_generated', deadline: '2026-03-12T18:00:00.000Z' });
    return { id, reference: payment.reference!, amountCents: Math.round(payment.amount * 100), code: payment.code! };
  }
  const booking = async (id: string) => data<{ booking: { status: string; code: string } }>(await tours('getTourShopping', `/tour/check/shopping?booking_id=${id}`)).booking;
  const payment = async (id: string) => data<{ payment: Payment }>(await tours('getTourPayment', `/tour/sale/payment?booking_id=${id}`)).payment;
  const mailTo = async (template: string, code: string) =>
    (await createDrizzleOutbox(toursApp.t.database.db, toursApp.t.clock).list({ recipient: contact.email })).filter((m) => m.template === template && (m.subject ?? '').includes(code));

  it("e-mails the store order in the traveller's language: the reference, its barcode, the amount and the deadline", async () => {
    const order = await orderedAtStore('jardin-botanico-vallarta', '2026-03-24', 'en');
    const [mail, ...more] = await mailTo('tour_store_order', order.code);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Ruta Bahía: pay for your tour booking ${order.code} at OXXO`);
    const spaced = order.reference.replace(/(\d{4})(?=\d)/g, '$1 ');
    // 2026-03-12T18:00Z is noon in central Mexico.
    for (const text of [`Reference: ${spaced}`, `Amount: ${formatMoney(order.amountCents / 100, 'en')}`, 'Pay before: 2026/03/12 12:00 PM (central Mexico time)']) expect(mail!.body).toContain(text);
    const barcode = mail!.attachments.find((a) => a.contentType === 'image/png');
    expect(barcode?.cid).toBeTruthy();
    expect(mail!.html).toContain(`src="cid:${barcode!.cid}"`);
    expect(await mailTo('tour_ticket_confirmation', order.code)).toEqual([]);
  });

  it('confirms the booking when the cash arrives, records it as a payment and e-mails the tickets once', async () => {
    const order = await orderedAtStore('jardin-botanico-vallarta', '2026-03-25', 'en');
    toursApp.t.clock.advance(3_600_000);
    const paid = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: `evt-${order.id}` });
    expect([paid.status, paid.data]).toEqual([200, { event_id: `evt-${order.id}`, outcome: 'confirmed', repeated_event: false }]);
    expect(await booking(order.id)).toMatchObject({ status: 'confirmed', code: order.code });
    expect(await payment(order.id)).toMatchObject({ status: 'approved', code: order.code });
    const [attempt] = await toursApp.t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, `tour:${order.id}`));
    expect(attempt).toMatchObject({ status: 'approved', amountCents: order.amountCents });

    // The network repeats it; the client asks for the booking: nothing more is sold or sent.
    const again = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: `evt-${order.id}` });
    expect(again.data).toEqual({ event_id: `evt-${order.id}`, outcome: 'confirmed', repeated_event: true });
    expect((await tours('createTourBooking', `/tour/sale/booking?booking_id=${order.id}`, { method: 'POST' })).status).toBe(200);
    const tickets = await mailTo('tour_ticket_confirmation', order.code);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.subject).toBe(`Ruta Bahía: your tour ticket, booking ${order.code}`);
    expect(tickets[0]!.attachments.map((a) => a.contentType)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
    expect(tickets[0]!.body).toContain('Cash at OXXO');

    // Another event for the same reference is money paid twice: recorded to give back, nothing sold.
    const twice = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: `evt-${order.id}-2` });
    expect(twice.data).toMatchObject({ outcome: 'repeated', repeated_event: false });
    const [event] = await toursApp.t.database.db.select().from(storePaymentEvents).where(eq(storePaymentEvents.eventId, `evt-${order.id}-2`));
    expect(event).toMatchObject({ refundDueCents: order.amountCents });
    expect(await mailTo('tour_ticket_confirmation', order.code)).toHaveLength(1);
  });

  it('refuses a bad signature, an unknown reference and a wrong amount, and changes nothing', async () => {
    const order = await orderedAtStore('jardin-botanico-vallarta', '2026-03-26');
    const forged = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, secret: 'not-the-secret' });
    expect([forged.status, forged.error?.code]).toEqual([401, 'signature_invalid']);
    const stale = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, at: new Date(toursApp.t.clock.now().getTime() - 600_000) });
    expect([stale.status, stale.error?.code]).toEqual([401, 'signature_invalid']);
    // A signed body changed on the way (the amount raised) no longer matches its signature.
    const body = JSON.stringify({ id: 'evt-tampered', type: 'order.paid', data: { object: { id: 'ord-1', amount: 1, currency: 'MXN', paid_at: 1773165600, payment_method: { type: 'oxxo', reference: order.reference } } } });
    const signature = signStoreNotification('sandbox-store-notification-secret', body, toursApp.t.clock.now());
    const tampered = await send(toursApp.t, body.replace('"amount":1,', `"amount":${order.amountCents},`), { 'content-type': 'application/json', 'x-store-signature': signature });
    expect([tampered.status, tampered.error?.code]).toEqual([401, 'signature_invalid']);
    // No signature at all is not a provider's call: the site's CSRF check refuses it.
    const unsigned = await send(toursApp.t, body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(403);

    const unknown = await tillPays(toursApp.t, { reference: '93000000000000', amountCents: order.amountCents });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'reference_unknown']);
    const short = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents - 100, eventId: 'evt-short' });
    expect([short.status, short.error?.code]).toEqual([409, 'amount_mismatch']);
    expect(await booking(order.id)).toMatchObject({ status: 'ordered' });
    expect(await toursApp.t.database.db.select().from(storePaymentEvents).where(eq(storePaymentEvents.reference, order.reference))).toEqual([]);
    // The network's corrected delivery of the same event then pays it.
    const right = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: 'evt-short' });
    expect(right.data).toMatchObject({ outcome: 'confirmed' });
  });

  it('confirms nothing when the cash arrives after the deadline: recorded to give back, the traveller told', async () => {
    const order = await orderedAtStore('jardin-botanico-vallarta', '2026-03-27');
    toursApp.t.clock.set('2026-03-12T18:00:01Z');
    const late = await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: `late-${order.id}` });
    expect([late.status, late.data]).toEqual([200, { event_id: `late-${order.id}`, outcome: 'late', repeated_event: false }]);
    expect(await booking(order.id)).toMatchObject({ status: 'expired' });
    const [event] = await toursApp.t.database.db.select().from(storePaymentEvents).where(eq(storePaymentEvents.eventId, `late-${order.id}`));
    expect(event).toMatchObject({ outcome: 'late', refundDueCents: order.amountCents, orderRef: `tour:${order.id}` });
    expect(await mailTo('tour_ticket_confirmation', order.code)).toEqual([]);
    const [told, ...more] = await mailTo('tour_store_late', order.code);
    expect(more).toEqual([]);
    expect(told!.body).toContain('Te devolvemos el importe completo');
    // Repeated, it tells nobody twice.
    await tillPays(toursApp.t, { reference: order.reference, amountCents: order.amountCents, eventId: `late-${order.id}` });
    expect(await mailTo('tour_store_late', order.code)).toHaveLength(1);
  });

  it('cancels a booking paid in cash at a store by giving the cash back at a ticket office, told in the e-mail; an unpaid order is let go', async () => {
    const cancellation = async (id: string, method = 'GET') =>
      data<{ cancellation: { allowed: boolean; refund: number; refund_to: string; refund_reference: string | null; status: string } }>(
        await tours(method === 'GET' ? 'getTourCancellation' : 'cancelTourBooking', `/tour/sale/cancel?booking_id=${id}`, { method, lang: 'en' }),
      ).cancellation;
    const paidOrder = await orderedAtStore('jardin-botanico-vallarta', '2026-03-27', 'en');
    await tillPays(toursApp.t, { reference: paidOrder.reference, amountCents: paidOrder.amountCents, eventId: `evt-cancel-${paidOrder.id}` });
    const amount = paidOrder.amountCents / 100;
    expect(await cancellation(paidOrder.id)).toMatchObject({ allowed: true, refund: amount, refund_to: 'office' });
    expect(await cancellation(paidOrder.id, 'POST')).toMatchObject({ status: 'cancelled', refund: amount, refund_to: 'office', refund_reference: null });
    const [mail] = await mailTo('tour_booking_cancelled', paidOrder.code);
    expect(mail?.body).toContain(`We give you back MX$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} in cash, the payment you made at the store, at any of our ticket offices: show the code ${paidOrder.code}`);

    // Not paid yet: nothing to give back, and the reference stops counting (the booking is cancelled).
    const unpaid = await orderedAtStore('jardin-botanico-vallarta', '2026-03-27', 'es');
    expect(await cancellation(unpaid.id)).toMatchObject({ allowed: true, refund: 0, refund_to: 'none' });
    expect(await cancellation(unpaid.id, 'POST')).toMatchObject({ status: 'cancelled', refund: 0, refund_to: 'none' });
    const late = await tillPays(toursApp.t, { reference: unpaid.reference, amountCents: unpaid.amountCents, eventId: `evt-after-cancel-${unpaid.id}` });
    expect(late.data?.outcome).not.toBe('confirmed');
    expect(await booking(unpaid.id)).toMatchObject({ status: 'cancelled' });
  });

  it('e-mails the tickets of a card payment when it is settled, once', async () => {
    const id = await heldBooking('jardin-botanico-vallarta', '2026-03-28', 'es');
    const card = { number: sandboxTestCards.approve, name: 'ANA PEÑA', expiry: '12/30', cvv: '123' };
    const paid = data<{ payment: Payment }>(await tours('createTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'POST', body: { payment_type: 'credit', card, idempotency_key: 'card-mail-0001' } })).payment;
    expect(await mailTo('tour_ticket_confirmation', paid.code!)).toHaveLength(1);
    await tours('createTourBooking', `/tour/sale/booking?booking_id=${id}`, { method: 'POST' });
    expect(await mailTo('tour_ticket_confirmation', paid.code!)).toHaveLength(1);
  });

  it("turns a bus reservation's PEND tickets into E-tickets when its store cash arrives", async () => {
    const code = await readyToPay(toursApp.t, { seats: [14] });
    const ordered = await payReservation(toursApp.t, { code, method: 'oxxo' }, { key: `${code}-oxxo-1` });
    const reference = ordered.data!.order_reference!;
    const amountCents = Math.round(ordered.data!.amount.amount * 100);
    // The order's e-mail: pending, never confirmed; what to pay with and by when (noon central Mexico time).
    const [orderMail] = (await stored(toursApp.t, code)).emails;
    for (const text of ['pendiente de pago', `Referencia: ${reference.replace(/(\d{4})(?=\d)/g, '$1 ')}`, `Importe: ${formatMoney(amountCents / 100)} MXN`, 'Paga antes del: 2026/03/12 12:00 PM']) expect(orderMail!.body).toContain(text);
    expect(orderMail!.body).not.toContain('está confirmada');
    const html = (orderMail!.payload as { html: string }).html;
    expect(html).toMatch(/<img src="cid:barcode-\d+@/);
    // The payment summary, written with the tickets, knows the order: its reference and its deadline.
    expect(html).toMatch(/Paga antes de<\/th><td[^>]*>2026\/03\/12 12:00 PM</);
    const wrong = await tillPays(toursApp.t, { reference, amountCents: amountCents + 1 });
    expect(wrong.error?.code).toBe('amount_mismatch');
    const paid = await tillPays(toursApp.t, { reference, amountCents, eventId: `bus-${code}` });
    expect(paid.data).toMatchObject({ outcome: 'confirmed' });
    const tickets = (await confirm(toursApp.t, code)).tickets!;
    expect(tickets).toEqual([expect.objectContaining({ ticket_type: 'E-ticket', pin: expect.any(String) })]);
    const db = await stored(toursApp.t, code);
    expect(db.payments.find((p) => p.orderReference === reference)).toMatchObject({ status: 'approved' });
    expect(db.holds.map((h) => h.expiresAt)).toEqual([null]);
    // The order's e-mail, then the tickets' one.
    expect(db.emails).toHaveLength(2);
    const again = await tillPays(toursApp.t, { reference, amountCents, eventId: `bus-${code}` });
    expect(again.data).toMatchObject({ outcome: 'confirmed', repeated_event: true });
    expect((await stored(toursApp.t, code)).emails).toHaveLength(2);
  });

  it("confirms no bus reservation whose store order's deadline passed", async () => {
    const code = await readyToPay(toursApp.t, { seats: [15] });
    const ordered = await payReservation(toursApp.t, { code, method: 'oxxo' }, { key: `${code}-oxxo-1` });
    toursApp.t.clock.set('2026-03-12T18:00:00Z');
    const late = await tillPays(toursApp.t, { reference: ordered.data!.order_reference!, amountCents: Math.round(ordered.data!.amount.amount * 100) });
    expect(late.data).toMatchObject({ outcome: 'late' });
    expect((await stored(toursApp.t, code)).tickets.map((x) => x.type)).toEqual(['PEND']);
  });
});
