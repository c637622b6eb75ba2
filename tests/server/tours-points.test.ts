import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loyaltyMembers, pointsLedger } from '../../server/db/schema/loyalty.schema';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { sandboxTestCards } from '../../server/payments/sandbox-card-gateway';
import { call, everyEngine } from './support/engines';
import { toursTestApp } from './support/tours-app';

// A frequent traveller's points paying a tour booking (decision 069): the balance offered with the member's
// session, points beside a card and points alone, debited in the transaction that confirms the booking and given
// back to their pool when it is cancelled (the card's part to the card); refused without a session, beyond the
// pool or the total, and beside a store order. And a store (OXXO) order cancelled before it is paid: the places
// free, the reference void. TEST_NOW is Tuesday 2026-03-10, 12:00 central Mexico.

const PLATINUM = ['3300000003', 'Platino#2024'] as const; // 5,400 points
const CLASSIC = ['3100000001', 'Clasico#2024'] as const; // 250 points
const GOLD = ['3200000002', 'Oro#2024'] as const; // 1,200 points
const card = { number: sandboxTestCards.approve, name: 'ANA MARTINEZ', expiry: '12/30', cvv: '123' };
const contact = { first_name: 'Ana', last_name: 'Martínez', email: 'ana.tours.points@example.com', cell_phone: '3319876543', apply: true };

interface Payment {
  status: string;
  amount: number;
  code: string | null;
  payment_type?: string;
  reference: string | null;
  points: { type: string; amount: number } | null;
  points_balances: { traveller_loyalty: number; traveller_prepaid: number } | null;
}
interface Cancellation {
  status: string;
  allowed: boolean;
  refund: number;
  refund_to: string;
  refund_points: number;
  refund_reference: string | null;
}

describe.each(everyEngine)('tours paid with points on $name', (engine) => {
  const tours = toursTestApp(engine);
  const { api, data, idOf } = tours;

  const errorOf = (res: { body: { content: { errors: Array<{ code: string; field?: string }> } } }) => res.body.content.errors[0];
  async function signIn([card, password]: readonly [string, string]): Promise<string> {
    const res = await call(tours.t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: card, password } });
    return (res.body.content.data as { session: string }).session;
  }
  async function ledger(cardNumber: string, code: string): Promise<number[]> {
    const [member] = await tours.t.database.db.select({ id: loyaltyMembers.id }).from(loyaltyMembers).where(eq(loyaltyMembers.cardNumber, cardNumber));
    const rows = await tours.t.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.memberId, member!.id), eq(pointsLedger.reservationCode, code)));
    return rows.map((r) => Number(r.points));
  }
  async function placesLeft(slug: string, date: string): Promise<number> {
    const res = await api('getTourTimeslots', `/tour/catalog/timeslot?product_id=${idOf(slug)}&date=${date}`);
    return data<{ timeslot: Array<{ places_left: number }> }>(res).timeslot[0]!.places_left;
  }
  /** One adult held with the contact and the terms accepted: the booking's id. */
  async function held(slug: string, date: string): Promise<string> {
    const res = await api('getTourTimeslots', `/tour/catalog/timeslot?product_id=${idOf(slug)}&date=${date}`);
    const slot = data<{ timeslot: Array<{ id: number }> }>(res).timeslot[0]!;
    const saved = await api('checkTourShopping', '/tour/check/shopping', { method: 'POST', body: { shopping: { shopping: [{ product_id: idOf(slug), date, timeslot_id: slot.id, quantities: { adult: 1, minor: 0 } }] }, approve: true } });
    const id = data<{ booking: { id: string } }>(saved).booking.id;
    await api('setTourCheckout', `/tour/sale/checkout?booking_id=${id}`, { method: 'PUT', body: { contact } });
    return id;
  }
  const payment = async (id: string, session?: string) => data<{ payment: Payment }>(await api('getTourPayment', `/tour/sale/payment?booking_id=${id}`, { headers: session ? { session } : {} })).payment;
  const pay = (id: string, body: unknown, session?: string) => api('createTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'POST', body, headers: session ? { session } : {} });
  const quote = async (id: string) => data<{ cancellation: Cancellation }>(await api('getTourCancellation', `/tour/sale/cancel?booking_id=${id}`)).cancellation;
  const cancel = async (id: string) => data<{ cancellation: Cancellation }>(await api('cancelTourBooking', `/tour/sale/cancel?booking_id=${id}`, { method: 'POST' })).cancellation;
  const mailsTo = async (template: string) => (await createDrizzleOutbox(tours.t.database.db, tours.t.clock).list({ recipient: contact.email })).filter((m) => m.template === template);

  it('pays partly with points beside a card, debited with the sale; cancelled, the points go back to points and the rest to the card', async () => {
    const session = await signIn(PLATINUM);
    const id = await held('yelapa', '2026-03-24');
    expect((await payment(id)).points_balances).toBeNull();
    const offer = await payment(id, session);
    expect(offer).toMatchObject({ amount: 1290, points_balances: { traveller_loyalty: 5400 } });

    const paid = data<{ payment: Payment }>(await pay(id, { payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 300 }, idempotency_key: 'points-split-01' }, session)).payment;
    expect(paid).toMatchObject({ status: 'approved', amount: 1290, points: { type: 'traveller_loyalty', amount: 300 } });
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-300]);
    // The same request again charges and spends nothing more.
    await pay(id, { payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 300 }, idempotency_key: 'points-split-01' }, session);
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-300]);

    expect(await quote(id)).toMatchObject({ allowed: true, refund: 990, refund_to: 'card', refund_points: 300 });
    const cancelled = await cancel(id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 990, refund_to: 'card', refund_points: 300 });
    expect(cancelled.refund_reference).toBeTruthy();
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-300, 300]);
    await cancel(id);
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-300, 300]);
    const [mail] = await mailsTo('tour_booking_cancelled');
    expect(mail?.body).toContain('990.00 MXN a la tarjeta');
    expect(mail?.body).toContain('Devolvimos 300.00 PTS a tu saldo de viajero frecuente.');
  });

  it('pays wholly with points, no card asked; cancelled, they all go back to their pool', async () => {
    const session = await signIn(PLATINUM);
    const id = await held('jardin-botanico-vallarta', '2026-03-24');
    const paid = data<{ payment: Payment }>(await pay(id, { payment_type: 'credit', points: { type: 'traveller_loyalty', amount: 950 }, idempotency_key: 'points-whole-01' }, session)).payment;
    expect(paid).toMatchObject({ status: 'approved', payment_type: 'traveller_loyalty', points: { type: 'traveller_loyalty', amount: 950 } });
    expect(paid.code).toMatch(/^T/);
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-950]);
    expect(await mailsTo('tour_ticket_confirmation')).not.toHaveLength(0);

    expect(await cancel(id)).toMatchObject({ status: 'cancelled', refund: 0, refund_to: 'points', refund_points: 950, refund_reference: null });
    expect(await ledger(PLATINUM[0], paid.code!)).toEqual([-950, 950]);
  });

  it('refuses points without a session, beyond the pool or the total, and beside a store order, spending nothing', async () => {
    const session = await signIn(CLASSIC);
    const id = await held('sayulita', '2026-03-25');
    const cases: Array<[unknown, string | undefined, number, string]> = [
      [{ payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 100 }, idempotency_key: 'points-refused-1' }, undefined, 401, 'traveller_session_invalid'],
      [{ payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 300 }, idempotency_key: 'points-refused-2' }, session, 409, 'insufficient_points'],
      [{ payment_type: 'credit', card, points: { type: 'traveller_prepaid', amount: 10 }, idempotency_key: 'points-refused-3' }, session, 409, 'insufficient_points'],
      [{ payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 1000 }, idempotency_key: 'points-refused-4' }, session, 400, 'points_exceed_total'],
      [{ payment_type: 'oxxo', points: { type: 'traveller_loyalty', amount: 100 }, idempotency_key: 'points-refused-5' }, session, 400, 'points_not_with_order'],
    ];
    for (const [body, header, status, code] of cases) {
      const refused = await pay(id, body, header);
      expect([refused.status, errorOf(refused)?.code]).toEqual([status, code]);
    }
    // Nothing was paid or spent: the booking is still held, and the pool still holds its 250 points.
    expect((await payment(id, session)).points_balances).toEqual({ traveller_loyalty: 250, traveller_prepaid: 0 });
    const paid = data<{ payment: Payment }>(await pay(id, { payment_type: 'credit', card, points: { type: 'traveller_loyalty', amount: 250 }, idempotency_key: 'points-refused-6' }, session)).payment;
    expect(paid).toMatchObject({ status: 'approved', points: { amount: 250 } });
    expect((await payment(id, session)).points_balances).toBeNull();
  });

  it("answers the bank's 3-D Secure code with the points it started with; a pool spent meanwhile refuses it before the bank", async () => {
    const session = await signIn(GOLD);
    const answer = (id: string, key: string) => api('updateTourPayment', `/tour/sale/payment?booking_id=${id}`, { method: 'PUT', body: { number: 1, idempotency_key: key, challenge_code: '123456' } });
    const challenge = { ...card, number: sandboxTestCards.challenge };

    const first = await held('yelapa', '2026-03-27');
    const waiting = data<{ payment: Payment }>(await pay(first, { payment_type: 'credit', card: challenge, points: { type: 'traveller_loyalty', amount: 200 }, idempotency_key: 'points-3ds-01' }, session)).payment;
    expect(waiting).toMatchObject({ status: 'process', code: null });
    const paid = data<{ payment: Payment }>(await answer(first, 'points-3ds-01')).payment;
    expect(paid).toMatchObject({ status: 'approved', points: { amount: 200 } });
    expect(await ledger(GOLD[0], paid.code!)).toEqual([-200]);

    // 1,000 left: 500 wait on the bank's code while 950 pay another booking whole.
    const second = await held('yelapa', '2026-03-28');
    await pay(second, { payment_type: 'credit', card: challenge, points: { type: 'traveller_loyalty', amount: 500 }, idempotency_key: 'points-3ds-02' }, session);
    const other = await held('jardin-botanico-vallarta', '2026-03-28');
    expect((await pay(other, { payment_type: 'credit', points: { type: 'traveller_loyalty', amount: 950 }, idempotency_key: 'points-3ds-03' }, session)).status).toBe(200);
    const refused = await answer(second, 'points-3ds-02');
    expect([refused.status, errorOf(refused)?.code]).toEqual([409, 'insufficient_points']);
    expect((await payment(second, session)).points_balances).toEqual({ traveller_loyalty: 50, traveller_prepaid: 0 });
  });

  it('cancels a store order before it is paid: nothing to refund, the places free, the reference void', async () => {
    const before = await placesLeft('vallarta-centro-y-sabores', '2026-03-26');
    const id = await held('vallarta-centro-y-sabores', '2026-03-26');
    const ordered = data<{ payment: Payment }>(await pay(id, { payment_type: 'oxxo', idempotency_key: 'points-oxxo-01' })).payment;
    expect(ordered.status).toBe('order_generated');
    expect(await placesLeft('vallarta-centro-y-sabores', '2026-03-26')).toBe(before - 1);

    expect(await quote(id)).toMatchObject({ status: 'ordered', allowed: true, refund: 0, refund_to: 'none', refund_points: 0 });
    expect(await cancel(id)).toMatchObject({ status: 'cancelled', refund: 0, refund_to: 'none' });
    expect(await placesLeft('vallarta-centro-y-sabores', '2026-03-26')).toBe(before);
    const check = await api('checkTourReservation', `/tour/check/reservation?booking_id=${id}`, { method: 'POST' });
    expect(data<{ reservation: { status: string } }>(check).reservation.status).toBe('cancelled');
    const mail = (await mailsTo('tour_booking_cancelled')).find((m) => m.body.includes(ordered.reference!));
    expect(mail?.body).toContain(`La referencia de pago ${ordered.reference} ya no es válida: no la pagues en la tienda.`);
  });
});
