import { describe, expect, it } from 'vitest';
import { ok, settle } from './reservation.test-harness';
import { toPayment } from './reservation.test-flow';
import { persistReservationFlow } from './reservation-persistence';

// The payment and tickets part of the reservation chart: idempotency keys, the 3-D Secure code,
// the outcome kept for the tickets page, card data kept out of the stored flow.

const card = { number: '4000000000003220', name: 'ANA LOPEZ', expiry: '12/30', cvv: '123' };

describe('reservation chart payment', () => {
  it('completes a 3-D Secure challenge with the same idempotency key and no card', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    const first = h.lastInput('confirmPayment') as { payment: { idempotencyKey: string; details: object } };
    expect(first.payment.idempotencyKey).toMatch(/^pay-/);
    expect(first.payment.details).toEqual({ card });
    // Card data rides on the event only.
    expect(JSON.stringify(h.actor.getSnapshot().context)).not.toContain('4000000000003220');

    await h.answer('confirmPayment', ok({ status: 'process', challengeId: 'ch_1' }));
    expect(h.actor.getSnapshot().matches({ booking: { step: { confirmingPayment: 'awaiting' } } })).toBe(true);
    expect(h.actor.getSnapshot().context.paymentOutcome?.challengeId).toBe('ch_1');

    h.actor.send({ type: 'payment.challenge', code: '123456' });
    await settle();
    const second = h.lastInput('confirmPayment') as { payment: { idempotencyKey: string; details: object } };
    expect(second.payment).toEqual({ method: 'card', idempotencyKey: first.payment.idempotencyKey, details: { challenge_code: '123456' } });

    await h.answer('confirmPayment', ok({ status: 'approved' }));
    const tickets = [{ number: 'PV0001-1', type: 'E-ticket', passengerType: 'adult', passengerName: 'ANA', leg: 'departure', seat: 1, departure: null, pin: '1234', pendDeadline: null, price: 915, validUntil: null }];
    await h.answer('confirmReservation', ok({ tickets }));
    expect(h.actor.getSnapshot().matches({ tickets: 'loading' })).toBe(true);
    expect(h.actor.getSnapshot().context.tickets).toEqual(tickets);
  });

  it('keeps the link confirm answers with the tickets, stores it with the flow, and drops it with the reservation', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    await h.answer('confirmPayment', ok({ status: 'approved' }));
    const ticketsLink = { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' };
    await h.answer('confirmReservation', ok({ tickets: [], ticketsLink }));
    expect(h.actor.getSnapshot().matches('tickets')).toBe(true);
    expect(h.actor.getSnapshot().context.ticketsLink).toEqual(ticketsLink);
    // Persisted like the flow token, so a reload of the tickets page keeps it.
    expect(JSON.stringify(persistReservationFlow(h.actor))).toContain('link-PV0001');
    h.actor.send({ type: 'flow.leave' });
    expect(h.actor.getSnapshot().matches('search')).toBe(true);
    expect(h.actor.getSnapshot().context.ticketsLink).toBeNull();
  });

  it('keeps what confirm answers for the tickets page (legs, payment, e-mail), with the flow, and drops it with the reservation', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    await h.answer('confirmPayment', ok({ status: 'approved' }));
    const terminal = { name: 'Central Camionera de Puerto Vallarta', address: 'Av. Las Palmas 300', timeZone: 'America/Mexico_City' };
    const confirmation = {
      email: 'ana@correo.mx',
      legs: [{ leg: 'departure' as const, origin: terminal, destination: terminal, departure: '2026-12-05T12:00:00.000Z', boarding: '2026-12-05T11:50:00.000Z', arrival: null, serviceClass: null, pendDeadline: null }],
      paid: { method: 'card', status: 'approved' as const, amount: 915, charged: null, orderReference: null, orderDeadline: null },
    };
    await h.answer('confirmReservation', ok({ tickets: [], confirmation }));
    expect(h.actor.getSnapshot().context.confirmation).toEqual(confirmation);
    expect(JSON.stringify(persistReservationFlow(h.actor))).toContain('ana@correo.mx');
    h.actor.send({ type: 'flow.leave' });
    expect(h.actor.getSnapshot().context.confirmation).toBeNull();
  });

  it('gives a retry after a decline a new key', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    const firstKey = (h.lastInput('confirmPayment') as { payment: { idempotencyKey: string } }).payment.idempotencyKey;
    await h.answer('confirmPayment', ok({ status: 'decline', declineReason: 'insufficient_funds' }));
    expect(h.actor.getSnapshot().context.errors).toEqual([{ service: 'websale', code: 'payment_declined' }]);
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    const secondKey = (h.lastInput('confirmPayment') as { payment: { idempotencyKey: string } }).payment.idempotencyKey;
    expect(secondKey).not.toBe(firstKey);
  });

  it('stores a flow saved mid-charge with a masked card and the same key', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'card', details: { card } });
    await settle();
    const stored = JSON.stringify(persistReservationFlow(h.actor));
    expect(stored).not.toContain('4000000000003220');
    expect(stored).not.toContain('"123"');
    expect(stored).toContain('•••• 3220');
    expect(stored).toContain(h.actor.getSnapshot().context.paymentKey!);
  });

  it('keeps the store reference for the tickets page', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.submit', method: 'oxxo' });
    await settle();
    await h.answer('confirmPayment', ok({ status: 'order_generated', orderReference: '9300 1234', orderDeadline: '2026-12-02T18:00:00Z' }));
    expect(h.actor.getSnapshot().context.paymentOutcome?.orderReference).toBe('9300 1234');
    expect(h.actor.getSnapshot().context.reservation.payment).toBe('order_generated');
  });
});
