import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tourDates, tourTimeslots } from '../../server/db/schema/tours.schema';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { everyEngine, sameOriginHeaders, TEST_NOW } from './support/engines';
import { toursTestApp } from './support/tours-app';

// The tours sale (docs/rules/tours.md, decision 054) on the seeded catalogue: the cart priced by the server, the
// party rules, the approval that holds places with its countdown, a hold run out by the clock, a sold-out
// refusal, the contact, card payments (approved, declined then approved, 3-D Secure), the OXXO order, the
// booking and its e-mail, the ticket and the reservation check. TEST_NOW is Tuesday 2026-03-10, 12:00 local.
// Each test books its own tour days, so a hold one leaves never counts against another.

type Q = { adult: number; minor: number; inapam?: number; infant?: number };
interface Slot {
  id: number;
  date: string;
  start_time: string;
  places_left: number;
}
interface Booking {
  id: string;
  status: string;
  approved: boolean;
  code: string | null;
  seconds_left: number | null;
  hold_expires_at: string | null;
  shopping: { shopping: Array<{ subtotal: number; name: string; slug: string; image: string; start_time: string; timeslot_id: number }>; total: number };
}
interface Payment {
  number: number;
  status: string;
  amount: number;
  methods: string[];
  code: string | null;
  challenge_url: string | null;
  reference: string | null;
  barcode: string | null;
  deadline: string | null;
}

const card = (number: string) => ({ number, name: 'ANA PEÑA', expiry: '12/30', cvv: '123' });
const contact = { first_name: 'Ana', last_name: 'Peña', email: 'ana@example.com', cell_phone: '3221234567', apply: true };

describe.each(everyEngine)('tours sale on $name', (engine) => {
  const tours = toursTestApp(engine);
  const { api, data, idOf } = tours;
  const errorOf = (res: { body: { content: { errors: Array<{ code: string; field?: string }> } } }) => res.body.content.errors[0];

  async function slot(slug: string, date: string, index = 0): Promise<Slot> {
    const res = await api('getTourTimeslots', `/tour/catalog/timeslot?product_id=${idOf(slug)}&date=${date}`);
    return data<{ timeslot: Slot[] }>(res).timeslot[index]!;
  }
  const item = (slug: string, s: Slot, quantities: Q) => ({ product_id: idOf(slug), date: s.date, timeslot_id: s.id, quantities });
  function save(cart: unknown[], options: { bookingId?: string; approve?: boolean; lang?: string } = {}) {
    const query = options.bookingId ? `?booking_id=${options.bookingId}` : '';
    return api('checkTourShopping', `/tour/check/shopping${query}`, { method: 'POST', lang: options.lang, body: { shopping: { shopping: cart }, approve: options.approve ?? false } });
  }
  const bookingOf = (res: Awaited<ReturnType<typeof save>>) => data<{ booking: Booking }>(res).booking;
  const shopping = async (id: string) => data<{ booking: Booking }>(await api('getTourShopping', `/tour/check/shopping?booking_id=${id}`)).booking;
  const setContact = (id: string, c: unknown) => api('setTourCheckout', `/tour/sale/checkout?booking_id=${id}`, { method: 'PUT', body: { contact: c } });
  const pay = (id: string, body: unknown) => api('createTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'POST', body });
  const payment = async (id: string) => data<{ payment: Payment }>(await api('getTourPayment', `/tour/sale/payment?booking_id=${id}`)).payment;

  /** A booking approved and held, with its contact and the terms accepted. */
  async function heldBooking(slug: string, date: string, quantities: Q = { adult: 2, minor: 0 }, lang?: string): Promise<string> {
    const held = bookingOf(await save([item(slug, await slot(slug, date), quantities)], { approve: true, lang }));
    expect(held.status).toBe('held');
    expect((await setContact(held.id, contact)).status).toBe(200);
    return held.id;
  }

  it('saves a cart priced by the server from the timeslot, and saves it again under the same id', async () => {
    const s = await slot('yelapa', '2026-03-12');
    const sent = { ...item('yelapa', s, { adult: 2, minor: 1, infant: 1 }), subtotal: 1, name: 'cheap' };
    const res = await save([sent]);
    expect(res.status).toBe(200);
    const booking = bookingOf(res);
    expect(booking.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(booking).toMatchObject({ status: 'open', approved: false, code: null, seconds_left: null, hold_expires_at: null });
    expect(booking.shopping.total).toBe(1290 * 2 + 645);
    expect(booking.shopping.shopping[0]).toMatchObject({ subtotal: 3225, name: 'Yelapa: playa y cascada', slug: 'yelapa', start_time: '09:00:00' });
    expect(data<{ checkout: { booking_id: string; contact: null } }>(res).checkout).toMatchObject({ booking_id: booking.id, contact: null, total: 3225 });
    expect((await slot('yelapa', '2026-03-12')).places_left).toBe(20);

    const again = bookingOf(await save([item('yelapa', s, { adult: 1, minor: 0, inapam: 1 })], { bookingId: booking.id, lang: 'en' }));
    expect(again).toMatchObject({ id: booking.id, status: 'open' });
    expect(again.shopping.shopping[0]).toMatchObject({ subtotal: 1935, name: 'Yelapa: beach and waterfall' });
    expect((await shopping(booking.id)).shopping.total).toBe(1935);
  });

  it("refuses a party the tour does not take, a timeslot not on sale and an unknown booking, naming the item", async () => {
    const marietas = await slot('islas-marietas', '2026-03-13');
    const yelapa = await slot('yelapa', '2026-03-13');
    const tequila = await slot('degustacion-tequila', '2026-03-13');
    const refused = async (cart: unknown[], options: { bookingId?: string; approve?: boolean } = {}) => {
      const res = await save(cart, options);
      return { status: res.status, ...errorOf(res) };
    };
    expect(await refused([item('yelapa', yelapa, { adult: 1, minor: 0 }), item('islas-marietas', marietas, { adult: 1, minor: 0, infant: 1 })])).toMatchObject({ status: 400, code: 'infants_not_allowed', field: 'shopping.1' });
    expect(await refused([item('yelapa', yelapa, { adult: 1, minor: 0, infant: 2 })])).toMatchObject({ status: 400, code: 'infants_exceed_adults', field: 'shopping.0' });
    expect(await refused([item('degustacion-tequila', tequila, { adult: 1, minor: 0 })])).toMatchObject({ code: 'party_too_small' });
    expect(await refused([item('islas-marietas', marietas, { adult: 8, minor: 3 })])).toMatchObject({ code: 'party_too_large' });
    expect(await refused([{ ...item('yelapa', yelapa, { adult: 1, minor: 0 }), date: '2026-03-14' }])).toMatchObject({ status: 409, code: 'timeslot_unavailable', field: 'shopping.0' });
    expect(await refused([item('yelapa', yelapa, { adult: 1, minor: 0 })], { bookingId: 'nope-nope-nope' })).toMatchObject({ status: 404, code: 'booking_not_found' });
    expect(await refused([], { approve: true })).toMatchObject({ status: 400, code: 'shopping_empty' });
  });

  it('approves and holds every place, an infant too, counting down by the server clock; a save lets the hold go', async () => {
    const s = await slot('yelapa', '2026-03-14');
    const res = await save([item('yelapa', s, { adult: 2, minor: 1, infant: 1 })], { approve: true });
    const held = bookingOf(res);
    expect(held).toMatchObject({ status: 'held', approved: true, seconds_left: 900, hold_expires_at: '2026-03-10T18:15:00.000Z' });
    expect((await slot('yelapa', '2026-03-14')).places_left).toBe(16);
    tours.t.clock.advance(100_000);
    expect(await shopping(held.id)).toMatchObject({ status: 'held', seconds_left: 800 });
    const session = await api('checkTourShopping', `/tour/check/shopping?booking_id=${held.id}`, { method: 'POST', body: { session: true } });
    expect(session.status).toBe(200);

    const saved = bookingOf(await save([item('yelapa', s, { adult: 2, minor: 0 })], { bookingId: held.id }));
    expect(saved).toMatchObject({ status: 'open', approved: false, seconds_left: null });
    expect((await slot('yelapa', '2026-03-14')).places_left).toBe(20);
  });

  it('lets a hold run out by the clock: expired, the session over, the places back, the payment refused', async () => {
    const id = await heldBooking('yelapa', '2026-03-15', { adult: 3, minor: 0 });
    expect((await slot('yelapa', '2026-03-15')).places_left).toBe(17);
    tours.t.clock.advance(900_000);
    expect(await shopping(id)).toMatchObject({ status: 'expired', seconds_left: 0 });
    const session = await api('checkTourShopping', `/tour/check/shopping?booking_id=${id}`, { method: 'POST', body: { session: true } });
    expect([session.status, errorOf(session)?.code]).toEqual([410, 'session_expired']);
    expect((await slot('yelapa', '2026-03-15')).places_left).toBe(20);
    const paid = await pay(id, { payment_type: 'credit', card: card(sandboxTestCards.approve), idempotency_key: 'expired-key-1' });
    expect([paid.status, errorOf(paid)?.code]).toEqual([410, 'hold_expired']);
    const missing = await api('checkTourShopping', '/tour/check/shopping?booking_id=unknown-booking', { method: 'POST', body: { session: true } });
    expect([missing.status, errorOf(missing)?.code]).toEqual([404, 'booking_not_found']);
  });

  it('refuses a sold-out timeslot naming its item and holds nothing', async () => {
    const a = await slot('sayulita', '2026-03-16');
    const b = await slot('canopy-sierra-madre', '2026-03-16');
    const [day] = await tours.t.database.db.select({ id: tourDates.id }).from(tourDates).where(and(eq(tourDates.productId, idOf('canopy-sierra-madre')), eq(tourDates.date, '2026-03-16')));
    await tours.t.database.db.update(tourTimeslots).set({ capacity: 3 }).where(and(eq(tourTimeslots.tourDateId, day!.id), eq(tourTimeslots.id, b.id)));
    const res = await save([item('sayulita', a, { adult: 2, minor: 0 }), item('canopy-sierra-madre', b, { adult: 2, minor: 2 })], { approve: true });
    expect([res.status, errorOf(res)]).toEqual([409, expect.objectContaining({ code: 'timeslot_sold_out', field: 'shopping.1' })]);
    expect((await slot('sayulita', '2026-03-16')).places_left).toBe(20);
    expect((await slot('canopy-sierra-madre', '2026-03-16')).places_left).toBe(3);
  });

  it('keeps the contact, its mobile in E.164 of any country, refusing one wrong for its country; pays only with the terms accepted', async () => {
    const id = await heldBooking('yelapa', '2026-03-17');
    for (const cell_phone of ['322 123', '+1 415 555 0123', '+1415555', '+5232212345678']) {
      const bad = await setContact(id, { ...contact, cell_phone });
      expect([bad.status, errorOf(bad)?.field], cell_phone).toEqual([400, 'contact.cell_phone']);
    }
    const foreign = await setContact(id, { ...contact, cell_phone: '+14155550123' });
    expect(data<{ checkout: { contact: unknown } }>(foreign).checkout.contact).toMatchObject({ cell_phone: '+14155550123' });
    const ok = await setContact(id, { ...contact, apply: false });
    expect(data<{ checkout: unknown }>(ok).checkout).toMatchObject({ booking_id: id, contact: { ...contact, cell_phone: '+523221234567', apply: false }, total: 2580 });
    const refused = await pay(id, { payment_type: 'credit', card: card(sandboxTestCards.approve), idempotency_key: 'terms-key-1' });
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'terms_not_accepted']);
  });

  it('confirms a booking paid by card with its code; the same request again charges nothing more', async () => {
    const id = await heldBooking('yelapa', '2026-03-18');
    expect(await payment(id)).toMatchObject({ number: 0, status: 'process', amount: 2580, methods: ['credit', 'debit', 'oxxo'], code: null });
    const request = { payment_type: 'credit', card: card(sandboxTestCards.approve), idempotency_key: 'card-key-0001' };
    const paid = data<{ payment: Payment }>(await pay(id, request)).payment;
    expect(paid).toMatchObject({ number: 1, status: 'approved', amount: 2580 });
    expect(paid.code).toMatch(/^T[A-HJ-KM-NP-Z2-9]{6}$/);
    expect(await shopping(id)).toMatchObject({ status: 'confirmed', code: paid.code });
    const again = data<{ payment: Payment }>(await pay(id, request)).payment;
    expect(again).toMatchObject({ status: 'approved', code: paid.code, number: 1 });
    const charges = (await tours.t.gateway.ledger()).filter((e) => e.idempotencyKey === `tour-${id}-card-key-0001`);
    expect(charges).toHaveLength(1);
    // Sold: the places stay taken once the hold's time is over.
    tours.t.clock.advance(3_600_000);
    expect((await slot('yelapa', '2026-03-18')).places_left).toBe(18);
  });

  it('takes another card with a new key after a decline, and answers a 3-D Secure challenge', async () => {
    const id = await heldBooking('yelapa', '2026-03-19');
    const declined = await pay(id, { payment_type: 'debit', card: card(sandboxTestCards.insufficientFunds), idempotency_key: 'declined-0001' });
    expect([declined.status, errorOf(declined)?.code]).toEqual([409, 'payment_declined']);
    expect(await payment(id)).toMatchObject({ number: 1, status: 'decline' });
    const challenged = data<{ payment: Payment }>(await pay(id, { payment_type: 'credit', card: card(sandboxTestCards.challenge), idempotency_key: 'challenge-0002' })).payment;
    expect(challenged).toMatchObject({ number: 2, status: 'process', code: null });
    expect(challenged.challenge_url).toContain('/tours/pago');
    const answer = (code: string, number = 2) =>
      api('updateTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'PUT', body: { number, idempotency_key: 'challenge-0002', challenge_code: code } });
    const wrongNumber = await answer('123456', 1);
    expect([wrongNumber.status, errorOf(wrongNumber)?.code]).toEqual([409, 'challenge_not_pending']);
    const done = data<{ payment: Payment }>(await answer('123456')).payment;
    expect(done).toMatchObject({ number: 2, status: 'approved' });
    expect(done.code).toMatch(/^T/);
  });

  it('orders at an OXXO store with a reference and a deadline, the places held until then; not the day before', async () => {
    const id = await heldBooking('jardin-botanico-vallarta', '2026-03-20');
    const ordered = data<{ payment: Payment }>(await pay(id, { payment_type: 'oxxo', idempotency_key: 'oxxo-key-0001' })).payment;
    expect(ordered).toMatchObject({ status: 'order_generated', number: 1, deadline: '2026-03-12T18:00:00.000Z' });
    expect(ordered.reference).toMatch(/^93\d{12}$/);
    expect(ordered.barcode).toMatch(/^[01]+$/);
    expect(ordered.code).toMatch(/^T/);
    expect(await shopping(id)).toMatchObject({ status: 'ordered', hold_expires_at: '2026-03-12T18:00:00.000Z' });
    const check = await api('checkTourReservation', `/tour/check/reservation?booking_id=${id}`, { method: 'POST' });
    expect(data<{ reservation: unknown }>(check).reservation).toEqual({ booking_id: id, code: ordered.code, status: 'pending' });
    tours.t.clock.advance(3_600_000);
    expect((await slot('jardin-botanico-vallarta', '2026-03-20')).places_left).toBe(14);

    tours.t.clock.set(TEST_NOW);
    const tomorrow = await heldBooking('yelapa', '2026-03-11');
    expect((await payment(tomorrow)).methods).toEqual(['credit', 'debit']);
    const refused = await pay(tomorrow, { payment_type: 'oxxo', idempotency_key: 'oxxo-key-0002' });
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'payment_type_not_allowed']);
  });

  it('confirms the booking once with its e-mail, and shows the ticket as JSON, PDF and HTML, by id or code and surname', async () => {
    const id = await heldBooking('vallarta-centro-y-sabores', '2026-03-21', { adult: 2, minor: 1, infant: 1 }, 'en');
    const unpaid = await api('createTourBooking', `/tour/sale/booking?booking_id=${id}`, { method: 'POST' });
    expect([unpaid.status, errorOf(unpaid)?.code]).toEqual([409, 'payment_not_approved']);
    const notYet = await api('checkTourReservation', `/tour/check/reservation?booking_id=${id}`, { method: 'POST' });
    expect([notYet.status, notYet.body.content.errors]).toEqual([404, [{ code: 'reservation_not_found', message: 'No se encontró la reservación.' }]]);
    const code = data<{ payment: Payment }>(await pay(id, { payment_type: 'credit', card: card(sandboxTestCards.approve), idempotency_key: 'ticket-key-01' })).payment.code!;

    for (let i = 0; i < 2; i++) {
      const booked = await api('createTourBooking', `/tour/sale/booking?booking_id=${id}`, { method: 'POST' });
      expect(data<{ booking: Booking }>(booked).booking).toMatchObject({ id, status: 'confirmed', code });
    }
    const mail = await createDrizzleOutbox(tours.t.database.db, tours.t.clock).list({ recipient: contact.email });
    const mine = mail.filter((m) => m.template === 'tour_ticket_confirmation' && (m.subject ?? '').includes(code));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachments[0]?.contentType).toBe('application/pdf');
    const check = await api('checkTourReservation', `/tour/check/reservation?booking_id=${id}`, { method: 'POST' });
    expect(data<{ reservation: unknown }>(check).reservation).toEqual({ booking_id: id, code, status: 'confirmed' });

    const json = await api('getTourTicket', `/tour/sale/ticket?booking_id=${id}`);
    const ticket = data<{ ticket: { number: string; passes: Array<{ code: string; person_type: string; qr: string }>; pdf: string; html: string } }>(json).ticket;
    expect(ticket.number).toBe(code);
    expect(ticket.passes.map((p) => [p.code, p.person_type])).toEqual([
      [`${code}-1-1`, 'adult'],
      [`${code}-1-2`, 'adult'],
      [`${code}-1-3`, 'minor'],
      [`${code}-1-4`, 'infant'],
    ]);
    expect(ticket.passes[0]!.qr).toContain('<svg');
    expect(Buffer.from(ticket.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const byCode = await api('getTourTicket', `/tour/sale/ticket?code=${code.toLowerCase()}&last_name=PENA`);
    expect(byCode.status).toBe(200);
    const wrong = await api('getTourTicket', `/tour/sale/ticket?code=${code}&last_name=Perez`);
    expect([wrong.status, errorOf(wrong)?.code]).toEqual([404, 'booking_not_found']);

    const pdf = await tours.t.app.request(`/api/tours/tour/sale/ticket?booking_id=${id}&file_type=pdf`, { headers: sameOriginHeaders() });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const html = await tours.t.app.request(`/api/tours/tour/sale/ticket?booking_id=${id}&file_type=html`, { headers: sameOriginHeaders() });
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(await html.text()).toContain(code);
    // My reservation's links send no header: the language is the link's own.
    const linked = await tours.t.app.request(`/api/tours/tour/sale/ticket?code=${code}&last_name=pena&file_type=html&lang=es`, { headers: sameOriginHeaders() });
    expect(await linked.text()).toContain('Boleto de tour');
    const english = await tours.t.app.request(`/api/tours/tour/sale/ticket?code=${code}&last_name=pena&file_type=html&lang=en`, { headers: sameOriginHeaders() });
    expect(await english.text()).toContain('Tour ticket');
  });
});
