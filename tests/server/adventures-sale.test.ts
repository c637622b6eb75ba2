import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { openAdventuresApp, type AdventuresTestApp } from './support/adventures';
import { expectMatchesContract } from './support/contract';
import { call, everyEngine, TEST_NOW } from './support/engines';

// Partner adventures end to end against the OCTO simulator, on every engine: the list priced with the tax factor,
// the departures, the order held at the partner, the payment through the one checkout and the partner's
// confirmation, the ticket with the partner's reference; and each failure mode of the partner: down or slow
// before the payment (nothing charged), a hold run out (never charged), a refused or failed confirmation after
// the charge (refunded whole, the traveller e-mailed in their language), a confirmation whose answer was lost.

interface Order {
  order_id: string;
  booking_code: string;
  order_status: string;
  status: string;
  total: number;
  partner_total: number;
  deadline: string;
  seconds_left: number | null;
  partner_reference: string | null;
  failure: string | null;
  challenge_pending: boolean;
  lines: Array<{ unit: string; quantity: number; unit_price: number; subtotal: number }>;
}

const contact = { first_name: 'Ana', last_name: 'Peña', email: 'ana@example.com', cell_phone: '3221234567' };
const card = (number: string = sandboxTestCards.approve) => ({ number, name: 'ANA PEÑA', expiry: '12/30', cvv: '123' });

describe.each(everyEngine)('partner adventures on $name', (engine) => {
  let a: AdventuresTestApp;
  let day = 0;
  beforeAll(async () => {
    a = await openAdventuresApp(engine);
  });
  afterAll(async () => {
    await a?.close();
  });
  beforeEach(() => {
    a.t.clock.set(TEST_NOW);
    a.simulator.setMode({ mode: 'normal' });
  });

  async function api(operationId: string, path: string, init: { method?: string; body?: unknown; lang?: string } = {}) {
    const res = await call(a.t.app, `/api/adventures${path}`, init);
    expect(res.body.http.code).toBe(res.status);
    expectMatchesContract('adventures', operationId, res.status, res.body);
    return res;
  }
  const errorOf = (res: { body: { content: { errors: Array<{ code: string }> } } }) => res.body.content.errors[0]?.code;
  const charges = async () => (await a.t.gateway.ledger()).filter((e) => e.reservationCode.startsWith('AV'));

  /** A departure of its own for each test (a day further each time), so holds never meet. */
  async function departure(product = 'surf-sayulita') {
    day += 1;
    const res = await api('adventureDates', `/tour/${product}/dates?days=40`);
    const dates = res.body.content.data as Array<{ date: string; departures: Array<{ availability_id: string; available: boolean }> }>;
    return dates[day]!.departures[0]!.availability_id;
  }
  async function hold(options: { lang?: string; minors?: number; product?: string } = {}) {
    const availability_id = await departure(options.product);
    const res = await api('adventureCheckout', `/tour/${options.product ?? 'surf-sayulita'}/checkout`, {
      method: 'POST',
      lang: options.lang,
      body: { brand_id: 1, operative_source: 'web', availability_id, adults: 2, minors: options.minors ?? 1, contact },
    });
    expect(res.status).toBe(200);
    return res.body.content.data as Order;
  }
  const pay = (order: Order, body: Record<string, unknown> = {}) =>
    api('adventureSendPayment', `/tour/${order.booking_code}/checkout`, { method: 'PUT', body: { order_id: order.order_id, payment_method: 'card', card: card(), idempotency_key: `key-${order.booking_code}`, ...body } });
  const check = (order: Order) => api('adventureCheckPayment', `/tour/${order.booking_code}/checkout?payment_method=card&order_id=${order.order_id}`);
  const partnerBooking = (order: Order) => a.simulator.store.all().find((b) => b.resellerReference === order.booking_code);

  it('lists the partner adventures with the tax factor in each price, in the language asked', async () => {
    const es = await api('adventuresList', '/tour/list?brand_id=1&operative_source=web&lang=es');
    const list = es.body.content.data as Array<{ booking_code: string; name: string; price_adult: number; total_adult: number; total_minor: number; tax_factor: number; options: unknown[] }>;
    const surf = list.find((x) => x.booking_code === 'surf-sayulita')!;
    expect(surf).toMatchObject({ name: 'Clase de surf en Sayulita', price_adult: 950, total_adult: 1045, total_minor: 770, tax_factor: 1.1 });
    expect(surf.options).toHaveLength(2);
    expect(list.map((x) => x.booking_code)).toEqual(expect.arrayContaining(['horseback-sierra', 'speedboat-caletas']));
    const en = await api('adventuresList', '/tour/list?brand_id=1&operative_source=web&lang=en');
    expect((en.body.content.data as Array<{ name: string }>).map((x) => x.name)).toContain('Speed-boat to Las Caletas');
  });

  it('holds, charges, has the partner confirm, and gives the ticket with the partner reference (e-mailed when asked)', async () => {
    const order = await hold();
    expect(order).toMatchObject({ order_status: 'held', status: 'process', total: 2 * 1045 + 770, partner_total: 2 * 950 + 700 });
    expect(order.lines).toEqual([
      { unit: 'adult', quantity: 2, unit_price: 1045, subtotal: 2090 },
      { unit: 'minor', quantity: 1, unit_price: 770, subtotal: 770 },
    ]);
    // The partner holds 30 minutes at most; the site asked 15 and stops taking the payment 2 minutes before.
    expect(new Date(order.deadline).getTime() - new Date(TEST_NOW).getTime()).toBe(13 * 60_000);
    expect(partnerBooking(order)?.status).toBe('ON_HOLD');

    const paid = (await pay(order)).body.content.data as Order;
    expect(paid).toMatchObject({ order_status: 'confirmed', status: 'approved', failure: null });
    const booking = partnerBooking(order)!;
    expect([booking.status, paid.partner_reference]).toEqual(['CONFIRMED', booking.supplierReference]);
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code).map((c) => [c.kind, c.money.cents])).toEqual([['charge', 286000]]);

    // The same request again charges nothing more.
    expect(((await pay(order)).body.content.data as Order).order_status).toBe('confirmed');
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code)).toHaveLength(1);

    const html = await api('adventureTicket', `/tour/${order.booking_code}/ticket?order_id=${order.order_id}&file_type=html&lang=en`);
    expect((html.body.content.data as { content: string }).content).toContain(booking.supplierReference);
    expect((html.body.content.data as { content: string }).content).toContain('Adventure ticket');
    const pdf = await api('adventureTicket', `/tour/${order.booking_code}/ticket?order_id=${order.order_id}&file_type=pdf&send_confirmation=true`);
    expect(Buffer.from((pdf.body.content.data as { content: string }).content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await createDrizzleOutbox(a.t.database.db, a.t.clock).list({ recipient: contact.email });
    expect(mails.find((m) => m.template === 'adventure_ticket' && m.subject?.includes(order.booking_code))?.body).toContain(booking.supplierReference);
  });

  it('opens an order only with its order id, and gives no ticket before the partner confirmed', async () => {
    const order = await hold();
    const wrong = await api('adventureCheckPayment', `/tour/${order.booking_code}/checkout?payment_method=card&order_id=${'0'.repeat(32)}`);
    expect([wrong.status, errorOf(wrong)]).toEqual([404, 'order_not_found']);
    const early = await api('adventureTicket', `/tour/${order.booking_code}/ticket?order_id=${order.order_id}&file_type=html`);
    expect([early.status, errorOf(early)]).toEqual([409, 'ticket_not_available']);
  });

  it.each([
    { mode: 'error' as const, what: 'a 5xx' },
    { mode: 'timeout' as const, what: 'no answer in time' },
    { mode: 'down' as const, what: 'a dropped connection' },
  ])('partner failing before the payment ($mode: $what): a clear refusal, nothing held or charged', async ({ mode }) => {
    const availability_id = await departure();
    a.simulator.setMode({ mode, operations: ['reserve'] });
    const res = await api('adventureCheckout', '/tour/surf-sayulita/checkout', { method: 'POST', body: { brand_id: 1, operative_source: 'web', availability_id, adults: 1, minors: 0, contact } });
    expect([res.status, errorOf(res)]).toEqual([503, 'partner_unavailable']);
    a.simulator.setMode({ mode: 'normal' });
    // The traveller tries again: it holds.
    const again = await api('adventureCheckout', '/tour/surf-sayulita/checkout', { method: 'POST', body: { brand_id: 1, operative_source: 'web', availability_id, adults: 1, minors: 0, contact } });
    expect(again.status).toBe(200);
  });

  it("takes a contact's mobile of any country and gives it to the partner in E.164; refuses one wrong for its country (decision 071)", async () => {
    const availability_id = await departure();
    const body = (cell_phone: string) => ({ brand_id: 1, operative_source: 'web', availability_id, adults: 1, minors: 0, contact: { ...contact, cell_phone } });
    const wrong = await api('adventureCheckout', '/tour/surf-sayulita/checkout', { method: 'POST', body: body('+1415555') });
    expect([wrong.status, wrong.body.content.errors[0]?.field]).toEqual([400, 'contact.cell_phone']);
    const held = await api('adventureCheckout', '/tour/surf-sayulita/checkout', { method: 'POST', body: body('+447400123456') });
    expect(held.status).toBe(200);
    expect(partnerBooking(held.body.content.data as Order)?.contact?.phoneNumber).toBe('+447400123456');
  });

  it('a slow partner within the time limit still sells', async () => {
    a.simulator.setMode({ mode: 'slow', delayMs: 60 });
    const order = await hold({ minors: 0 });
    expect(((await pay(order)).body.content.data as Order).order_status).toBe('confirmed');
  });

  it('the partner down when paying: refused before the bank is asked, nothing charged', async () => {
    const order = await hold();
    a.simulator.setMode({ mode: 'error', operations: ['booking'] });
    const res = await pay(order);
    expect([res.status, errorOf(res)]).toEqual([503, 'partner_unavailable']);
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code)).toEqual([]);
  });

  it('a hold past its deadline is never charged', async () => {
    const order = await hold();
    a.t.clock.advance(13 * 60_000);
    const res = await pay(order);
    expect([res.status, errorOf(res)]).toEqual([410, 'hold_expired']);
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code)).toEqual([]);
    expect(((await check(order)).body.content.data as Order).order_status).toBe('expired');
  });

  it('the partner refusing the confirmation: the charge refunded whole, the traveller told in English, the hold released', async () => {
    const order = await hold({ lang: 'en' });
    a.simulator.setMode({ mode: 'refuse_confirmation' });
    const res = await pay(order);
    expect(res.status).toBe(200);
    expect(res.body.content.data).toMatchObject({ order_status: 'refunded', status: 'decline', failure: 'partner_refused', partner_reference: null });
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code).map((c) => c.kind)).toEqual(['charge', 'refund']);
    expect(partnerBooking(order)?.status).toBe('CANCELLED');
    const mails = await createDrizzleOutbox(a.t.database.db, a.t.clock).list({ recipient: contact.email });
    const notice = mails.find((m) => m.template === 'adventure_refund' && m.subject?.includes(order.booking_code));
    expect(notice?.body).toContain('The whole charge was refunded to your card ending 4242');
  });

  it('the partner failing every confirmation: retried, then refunded, in Spanish', async () => {
    const order = await hold({ lang: 'es' });
    a.simulator.setMode({ mode: 'error', operations: ['confirm'] });
    const res = await pay(order);
    expect(res.body.content.data).toMatchObject({ order_status: 'refunded', failure: 'partner_unavailable' });
    expect(partnerBooking(order)?.confirmations).toBe(0);
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code).map((c) => c.kind)).toEqual(['charge', 'refund']);
    const mails = await createDrizzleOutbox(a.t.database.db, a.t.clock).list({ recipient: contact.email });
    expect(mails.find((m) => m.template === 'adventure_refund' && m.subject?.includes(order.booking_code))?.body).toContain('Te devolvimos el cargo completo');
  });

  it('a confirmation whose answer was lost is confirmed again: one booking, one charge', async () => {
    const order = await hold();
    a.simulator.setMode({ mode: 'confirm_twice' });
    const res = await pay(order);
    expect(res.body.content.data).toMatchObject({ order_status: 'confirmed', partner_reference: partnerBooking(order)!.supplierReference });
    expect(partnerBooking(order)?.confirmations).toBe(2);
    expect((await charges()).filter((c) => c.reservationCode === order.booking_code).map((c) => c.kind)).toEqual(['charge']);
  });

  it('a declined card leaves the order held; 3-D Secure is answered by the same request with the code', async () => {
    const order = await hold();
    const declined = await pay(order, { card: card(sandboxTestCards.insufficientFunds), idempotency_key: 'declined-0001' });
    expect([declined.status, errorOf(declined)]).toEqual([409, 'payment_declined']);
    expect(((await check(order)).body.content.data as Order).order_status).toBe('held');
    const challenged = (await pay(order, { card: card(sandboxTestCards.challenge), idempotency_key: 'challenge-0001' })).body.content.data as Order;
    expect(challenged).toMatchObject({ order_status: 'held', challenge_pending: true });
    const done = await pay(order, { card: undefined, challenge_code: '123456', idempotency_key: 'challenge-0001' });
    expect(done.body.content.data).toMatchObject({ order_status: 'confirmed' });
  });

  it('offers the card only, and a party with minors only where the partner takes them', async () => {
    const order = await hold();
    const cash = await pay(order, { payment_method: 'oxxo', card: undefined });
    expect([cash.status, errorOf(cash)]).toEqual([409, 'payment_method_not_allowed']);
  });
});
