import { describe, expect, it } from 'vitest';
import { createHarness, ok, oneWaySearch, settle, T0 } from './reservation.test-harness';

// The server owns the payment window (PAYMENT_MINUTES): when it answers the creation with its own
// deadline, the chart's countdown and expiry follow it rather than the local 15-minute estimate.

const MINUTE = 60_000;

async function createdWith(answer: object) {
  const h = createHarness({});
  await settle();
  await h.answer('loadOrigins', ok([]));
  h.actor.send({ type: 'search.change', patch: oneWaySearch });
  h.actor.send({ type: 'search.submit' });
  await settle();
  await h.answer('createReservation', ok({ code: 'PV0002', ...answer }));
  return h;
}

describe('payment deadline from the server', () => {
  it('uses the deadline the server answered with', async () => {
    const h = await createdWith({ payment_deadline: T0 + 2 * MINUTE });
    expect(h.actor.getSnapshot().context.paymentDeadline).toBe(T0 + 2 * MINUTE);
    h.clock.increment(2 * MINUTE);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('expired');
  });

  it('falls back to the hold minutes when the server gives none', async () => {
    const h = await createdWith({});
    expect(h.actor.getSnapshot().context.paymentDeadline).toBe(T0 + 15 * MINUTE);
  });

  it('does not keep the deadline inside the reservation data', async () => {
    const h = await createdWith({ payment_deadline: T0 + 2 * MINUTE });
    expect(h.actor.getSnapshot().context.reservation).not.toHaveProperty('payment_deadline');
  });
});
