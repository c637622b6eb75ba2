import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { paymentMachine } from '../payment/payment.machine';
import type { ChargeAnswer, ChargeInput } from '../payment/payment.ports';
import { ok, settle, type Harness } from './reservation.test-harness';
import { toPayment } from './reservation.test-flow';
import { persistReservationFlow } from './reservation-persistence';

// The payment step with the real checkout (machines/payment) invoked as its child, the checkout's charge a
// stub: what the reservation gives it (total, methods, points, its access), what it takes back (receipt,
// method, refusals), the step rules' "payment in process", and card data kept out of the stored flow.

const card = { number: '4000000000003220', name: 'ANA LOPEZ', expiry: '12/30', cvv: '123' };
const options = { methods: ['card', 'oxxo', 'office'], total: 915, points: { traveller_loyalty: 300, traveller_prepaid: 0 } };

function withCheckout() {
  const charges: Array<{ input: ChargeInput; resolve: (answer: ChargeAnswer) => void }> = [];
  const charge = fromPromise<ChargeAnswer, ChargeInput>(({ input }) => new Promise((resolve) => charges.push({ input, resolve })));
  return { charges, pay: paymentMachine.provide({ actors: { charge } }) };
}

/** The payment step's options answered as a member sees them, the checkout running. */
async function paying() {
  const { charges, pay } = withCheckout();
  const h: Harness = await toPayment({}, { pay }, options);
  const checkout = () => h.actor.getSnapshot().children.pay!;
  return { h, charges, checkout, answer: async (answer: ChargeAnswer) => (charges.at(-1)!.resolve(answer), settle()) };
}

const receipt = (status: string, extra: object = {}) => ({ method: 'card', status, ...extra });

describe('reservation payment step with the checkout', () => {
  it('gives the checkout the total, the methods, the member points and its access', async () => {
    const { checkout } = await paying();
    const context = (checkout().getSnapshot() as unknown as { context: { amount: number; methods: string[]; order: object; balances: unknown; deadline: unknown } }).context;
    // The reservation's deadline is its own region's (it holds the seats through every step).
    expect(context).toEqual(expect.objectContaining({ amount: 915, methods: ['card', 'oxxo', 'office'], order: { code: 'PV0001', flowToken: 'flow-PV0001' }, balances: options.points, deadline: null }));
  });

  it('pays by card through a 3-D Secure challenge, with the same attempt key and no card on the answer', async () => {
    const { h, charges, checkout, answer } = await paying();
    checkout().send({ type: 'payment.submit', card });
    await settle();
    expect(charges.at(-1)!.input).toMatchObject({ order: { code: 'PV0001' }, method: 'card', card, points: null });
    // An attempt at the bank is a payment in process; nothing is deleted nor left meanwhile.
    expect(h.actor.getSnapshot().context.reservation.payment).toBe('process');
    expect(h.actor.getSnapshot().can({ type: 'reservation.delete' })).toBe(false);
    h.actor.send({ type: 'step.back' });
    expect(h.actor.getSnapshot().matches({ booking: { step: { payment: 'paying' } } })).toBe(true);
    const key = charges.at(-1)!.input.attemptKey;
    await answer({ ok: true, data: { status: 'challenge', attemptKey: key } });
    checkout().send({ type: 'payment.challenge', code: '123456' });
    await settle();
    expect(charges.at(-1)!.input).toMatchObject({ card: null, challengeCode: '123456', attemptKey: key });
    await answer({ ok: true, data: { status: 'paid', receipt: receipt('approved', { charged: { amount: 50.5, currency: 'USD' } }) } });
    expect(h.actor.getSnapshot().matches({ confirmingReservation: 'submitting' })).toBe(true);
    const { context } = h.actor.getSnapshot();
    expect(context.reservation.payment).toBe('approved');
    expect(context.paymentMethod).toBe('card');
    expect(context.paymentOutcome).toMatchObject({ status: 'approved', charged: { amount: 50.5, currency: 'USD' } });
    const tickets = [{ number: 'PV0001-1', type: 'E-ticket', passengerType: 'adult', passengerName: 'ANA', leg: 'departure', seat: 1, departure: null, pin: '1234', pendDeadline: null, price: 915, validUntil: null }];
    await h.answer('confirmReservation', ok({ tickets }));
    expect(h.actor.getSnapshot().matches({ tickets: 'loading' })).toBe(true);
  });

  it('marks a decline as the reservation’s and lets the traveller pay again with a new key', async () => {
    const { h, charges, checkout, answer } = await paying();
    checkout().send({ type: 'payment.submit', card });
    await settle();
    const first = charges.at(-1)!.input.attemptKey;
    await answer({ ok: true, data: { status: 'declined', reason: 'insufficient_funds' } });
    expect(h.actor.getSnapshot().context.reservation.payment).toBe('decline');
    // Kept as the reservation's refusal: a step reopened after it says so.
    expect(h.actor.getSnapshot().context.errors).toEqual([{ service: 'websale', code: 'payment_declined' }]);
    expect(h.actor.getSnapshot().can({ type: 'reservation.delete' })).toBe(true);
    checkout().send({ type: 'payment.submit', card });
    await settle();
    expect(charges.at(-1)!.input.attemptKey).not.toBe(first);
  });

  it('applies a member’s points and pays the rest by card; cash is not offered beside points', async () => {
    const { charges, checkout } = await paying();
    checkout().send({ type: 'points.apply', pointsType: 'traveller_loyalty', amount: 200 });
    checkout().send({ type: 'payment.method', method: 'oxxo' });
    expect((checkout().getSnapshot() as unknown as { context: { method: string } }).context.method).toBe('card');
    checkout().send({ type: 'payment.submit', card });
    await settle();
    expect(charges.at(-1)!.input).toMatchObject({ method: 'card', points: { type: 'traveller_loyalty', amount: 200 } });
  });

  it('keeps the store reference for the tickets page', async () => {
    const { h, charges, checkout, answer } = await paying();
    checkout().send({ type: 'payment.method', method: 'oxxo' });
    checkout().send({ type: 'payment.submit' });
    await settle();
    expect(charges.at(-1)!.input).toMatchObject({ method: 'oxxo', card: null });
    await answer({ ok: true, data: { status: 'ordered', receipt: { method: 'oxxo', status: 'order_generated', orderReference: '9300 1234', orderDeadline: '2026-12-02T18:00:00Z' } } });
    const { context } = h.actor.getSnapshot();
    expect(context.paymentOutcome?.orderReference).toBe('9300 1234');
    expect(context.paymentMethod).toBe('oxxo');
    expect(context.reservation.payment).toBe('order_generated');
  });

  it('shows an order the server refused (seats lost) and asks for the payment again', async () => {
    const { h, checkout, answer } = await paying();
    checkout().send({ type: 'payment.submit', card });
    await settle();
    await answer({ ok: false, errors: [{ code: 'seat_taken', field: 'seats' }] });
    expect(h.actor.getSnapshot().matches({ booking: { step: { payment: 'failed' } } })).toBe(true);
    expect(h.actor.getSnapshot().context.errors).toEqual([{ service: 'websale', code: 'seat_taken', field: 'seats' }]);
    expect(h.actor.getSnapshot().can({ type: 'reservation.delete' })).toBe(true);
  });

  it('stores a flow saved mid-charge with the card masked and the attempt key kept', async () => {
    const { h, charges, checkout } = await paying();
    checkout().send({ type: 'payment.submit', card });
    await settle();
    const stored = JSON.stringify(persistReservationFlow(h.actor));
    expect(stored).not.toContain('4000000000003220');
    expect(stored).not.toContain('"123"');
    expect(stored).toContain('•••• 3220');
    expect(stored).toContain(charges.at(-1)!.input.attemptKey);
  });

  it('keeps the link and what confirm answers for the tickets page with the flow, and drops them with the reservation', async () => {
    const h = await toPayment();
    await h.answer('pay', { status: 'paid', receipt: receipt('approved') });
    const ticketsLink = { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' };
    const terminal = { name: 'Central Camionera de Puerto Vallarta', address: 'Av. Las Palmas 300', timeZone: 'America/Mexico_City' };
    const confirmation = {
      email: 'ana@correo.mx',
      legs: [{ leg: 'departure' as const, origin: terminal, destination: terminal, departure: '2026-12-05T12:00:00.000Z', boarding: '2026-12-05T11:50:00.000Z', arrival: null, serviceClass: null, pendDeadline: null }],
      paid: { method: 'card', status: 'approved' as const, amount: 915, charged: null, orderReference: null, orderDeadline: null },
    };
    await h.answer('confirmReservation', ok({ tickets: [], ticketsLink, confirmation }));
    expect(h.actor.getSnapshot().matches('tickets')).toBe(true);
    expect(h.actor.getSnapshot().context.ticketsLink).toEqual(ticketsLink);
    expect(h.actor.getSnapshot().context.confirmation).toEqual(confirmation);
    // Persisted like the flow token, so a reload of the tickets page keeps them.
    const stored = JSON.stringify(persistReservationFlow(h.actor));
    expect(stored).toContain('link-PV0001');
    expect(stored).toContain('ana@correo.mx');
    h.actor.send({ type: 'flow.leave' });
    expect(h.actor.getSnapshot().matches('search')).toBe(true);
    expect(h.actor.getSnapshot().context.ticketsLink).toBeNull();
    expect(h.actor.getSnapshot().context.confirmation).toBeNull();
  });
});
