import { describe, expect, it } from 'vitest';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { everyEngine } from './support/engines';
import { toursTestApp } from './support/tours-app';

// Cancelling a tour booking by its tours' policies (docs/rules/tours.md#cancellation-policy): quoted, then
// cancelled with the card refunded once and the places freed, the traveller e-mailed in their language; refused
// once a tour is past its free window. TEST_NOW is Tuesday 2026-03-10, 12:00 central Mexico.

interface Cancellation {
  status: string;
  allowed: boolean;
  refusal: string | null;
  refund: number;
  refund_to: string;
  refund_reference: string | null;
}

const card = { number: sandboxTestCards.approve, name: 'JOHN SMITH', expiry: '12/30', cvv: '123' };
const contact = { first_name: 'John', last_name: 'Smith', email: 'john.cancel@example.com', cell_phone: '3221234567', apply: true };

describe.each(everyEngine)('cancelling a tour booking on $name', (engine) => {
  const tours = toursTestApp(engine);
  const { api, data, idOf } = tours;

  async function firstSlot(slug: string, date: string) {
    const res = await api('getTourTimeslots', `/tour/catalog/timeslot?product_id=${idOf(slug)}&date=${date}`);
    return data<{ timeslot: Array<{ id: number; places_left: number }> }>(res).timeslot[0]!;
  }

  /** A family of three, paid by card, in `lang`: the booking's id. */
  async function paidBooking(slug: string, date: string, lang: 'es' | 'en', lastName = contact.last_name): Promise<string> {
    const slot = await firstSlot(slug, date);
    const cart = { shopping: { shopping: [{ product_id: idOf(slug), date, timeslot_id: slot.id, quantities: { adult: 2, minor: 1 } }] }, approve: true };
    const saved = await api('checkTourShopping', '/tour/check/shopping', { method: 'POST', body: cart, lang });
    const id = data<{ booking: { id: string } }>(saved).booking.id;
    await api('setTourCheckout', `/tour/sale/checkout?booking_id=${id}`, { method: 'PUT', body: { contact: { ...contact, last_name: lastName } } });
    const paid = await api('createTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'POST', body: { payment_type: 'credit', card, idempotency_key: `cancel-${slug}-${date}` } });
    expect(data<{ payment: { status: string } }>(paid).payment.status).toBe('approved');
    return id;
  }
  const quote = async (id: string) => data<{ cancellation: Cancellation }>(await api('getTourCancellation', `/tour/sale/cancel?booking_id=${id}`)).cancellation;
  const cancel = (id: string, lang?: string) => api('cancelTourBooking', `/tour/sale/cancel?booking_id=${id}`, { method: 'POST', lang });

  it('refunds the card in full, frees the places and e-mails the traveller, once', async () => {
    const before = (await firstSlot('yelapa', '2026-03-20')).places_left;
    const id = await paidBooking('yelapa', '2026-03-20', 'en');
    expect((await firstSlot('yelapa', '2026-03-20')).places_left).toBe(before - 3);
    const quoted = await quote(id);
    expect(quoted).toMatchObject({ status: 'confirmed', allowed: true, refusal: null, refund_to: 'card', refund_reference: null });
    expect(quoted.refund).toBeGreaterThan(0);

    const done = await cancel(id);
    expect(done.status).toBe(200);
    const cancelled = data<{ cancellation: Cancellation }>(done).cancellation;
    expect(cancelled).toMatchObject({ status: 'cancelled', allowed: false, refund: quoted.refund, refund_to: 'card' });
    expect(cancelled.refund_reference).toBeTruthy();
    expect((await firstSlot('yelapa', '2026-03-20')).places_left).toBe(before);

    // A repeat answers the same refund and sends nothing more.
    const again = data<{ cancellation: Cancellation }>(await cancel(id)).cancellation;
    expect(again.refund_reference).toBe(cancelled.refund_reference);
    const mail = (await createDrizzleOutbox(tours.t.database.db, tours.t.clock).list({ recipient: contact.email })).filter((m) => m.template === 'tour_booking_cancelled');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Ruta Bahía: you cancelled your tours booking T/);
    expect(mail[0]!.body).toContain('We refunded');
    expect(mail[0]!.body).toContain('Yelapa');
  });

  it('refuses once a tour is past its free window, and leaves the booking paid', async () => {
    const id = await paidBooking('yelapa', '2026-03-21', 'es');
    // Yelapa gives 24 h: the day before at noon is past it for a 9:00 start.
    tours.t.clock.set('2026-03-20T18:00:00Z');
    expect(await quote(id)).toMatchObject({ allowed: false, refusal: 'cancellation_window_passed' });
    const refused = await cancel(id);
    expect(refused.status).toBe(409);
    expect(refused.body.content.errors[0]).toMatchObject({ code: 'cancellation_window_passed' });
    expect((await quote(id)).status).toBe('confirmed');
  });

  it('cancels nothing that was never paid, and nothing unknown', async () => {
    const slot = await firstSlot('yelapa', '2026-03-22');
    const open = await api('checkTourShopping', '/tour/check/shopping', { method: 'POST', body: { shopping: { shopping: [{ product_id: idOf('yelapa'), date: '2026-03-22', timeslot_id: slot.id, quantities: { adult: 1, minor: 0 } }] } } });
    const id = data<{ booking: { id: string } }>(open).booking.id;
    expect((await cancel(id)).body.content.errors[0]).toMatchObject({ code: 'booking_not_cancellable' });
    expect((await cancel('x'.repeat(22))).status).toBe(404);
  });
  it('a code with the surname, or with the read token it answers, reads the booking and never gets what cancels it', async () => {
    const id = await paidBooking('yelapa', '2026-03-23', 'es');
    type Ticket = { booking_id: string | null; read_token: string; number: string };
    const ticketOf = (res: { body: { content: { data: unknown } } }) => data<{ ticket: Ticket }>(res).ticket;
    const own = ticketOf(await api('getTourTicket', `/tour/sale/ticket?booking_id=${id}`));
    expect(own.booking_id).toBe(id);

    const bySurname = await api('getTourTicket', `/tour/sale/ticket?code=${own.number}&last_name=${encodeURIComponent('SMITH')}`);
    expect(bySurname.status).toBe(200);
    expect(ticketOf(bySurname)).toMatchObject({ booking_id: null, number: own.number, read_token: own.read_token });
    expect(JSON.stringify(bySurname.body)).not.toContain(id);

    const byToken = await api('getTourTicket', `/tour/sale/ticket?code=${own.number}&read_token=${own.read_token}`);
    expect(ticketOf(byToken)).toMatchObject({ booking_id: null, number: own.number });
    // Another token, or both ways at once, opens nothing; the token is not the booking's id.
    expect((await api('getTourTicket', `/tour/sale/ticket?code=${own.number}&read_token=${'A'.repeat(22)}`)).status).toBe(404);
    expect((await api('getTourTicket', `/tour/sale/ticket?code=${own.number}&last_name=Smith&read_token=${own.read_token}`)).status).toBe(400);
    expect((await cancel(own.read_token)).status).toBe(404);
    expect((await quote(id)).status).toBe('confirmed');

    // Once cancelled, the kept token says so rather than "not available yet".
    expect((await cancel(id)).status).toBe(200);
    const gone = await api('getTourTicket', `/tour/sale/ticket?code=${own.number}&read_token=${own.read_token}`);
    expect(gone.status).toBe(409);
    expect(gone.body.content.errors[0]).toMatchObject({ code: 'booking_cancelled' });
  });

  it('either surname of a contact with two finds the booking, in any case, with accents or none; another does not', async () => {
    const id = await paidBooking('yelapa', '2026-03-24', 'es', 'Ramírez Núñez');
    const { number } = data<{ ticket: { number: string } }>(await api('getTourTicket', `/tour/sale/ticket?booking_id=${id}`)).ticket;
    const bySurname = (lastName: string) => api('getTourTicket', `/tour/sale/ticket?code=${number}&last_name=${encodeURIComponent(lastName)}`);
    for (const lastName of ['Ramírez', 'ramirez', 'Núñez', 'Ramírez Núñez', 'RAMIREZ NUNEZ']) expect((await bySurname(lastName)).status, lastName).toBe(200);
    for (const lastName of ['Ramos', 'Nunez Ramirez']) expect((await bySurname(lastName)).status, lastName).toBe(404);
  });
});
