import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pendView } from './pend.machine';
import { PEND_POLL_MS, PEND_RETRY_MS } from './pend.setup';
import { CODE, createPendHarness, DEPARTURE, MINUTE, settle, stubbedPendMachine, type Calls } from './pend.test-harness';

// Clock-driven: the PEND limits are departure − 30 min (appear by) and departure − 15 min (seat
// released), whatever the clock did in between; the payment is asked for every PEND_POLL_MS.

const value = (h: { actor: { getSnapshot(): { value: unknown } } }) => h.actor.getSnapshot().value;
const notPaid = { ok: true, data: { paid: false } };
const paid = { ok: true, data: { paid: true } };

describe('PEND hold on the tickets page', () => {
  it('moves to last call 30 minutes before, and past the hold limit asks once more before releasing the seat', async () => {
    const h = createPendHarness();
    h.calls.checkPayment[0]!.resolve(notPaid);
    h.clock.set(DEPARTURE - 30 * MINUTE - 1);
    await settle();
    expect(pendView(h.actor.getSnapshot())).toBe('held');
    h.clock.increment(1);
    await settle();
    expect(pendView(h.actor.getSnapshot())).toBe('lastCall');
    h.clock.set(DEPARTURE - 15 * MINUTE - 1);
    await settle();
    expect(pendView(h.actor.getSnapshot())).toBe('lastCall');
    const asked = h.calls.checkPayment.length;
    h.clock.increment(1);
    await settle();
    expect(value(h)).toBe('lastCheck');
    expect(h.calls.checkPayment).toHaveLength(asked + 1);
    h.calls.checkPayment.at(-1)!.resolve(notPaid);
    await settle();
    expect(value(h)).toBe('expired');
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('starts in last call, or with the last check, when opened late', async () => {
    expect(value(createPendHarness({}, DEPARTURE - 20 * MINUTE))).toEqual({ pending: { phase: 'lastCall', payment: 'checking' } });
    const late = createPendHarness({}, DEPARTURE - 15 * MINUTE);
    expect(value(late)).toBe('lastCheck');
    expect(late.calls.checkPayment).toHaveLength(1);
    late.calls.checkPayment[0]!.resolve(paid);
    await settle();
    expect(value(late)).toBe('paid');
    expect(late.calls.announcePaid).toBe(1);
  });

  it('asks the server with the reservation code, again every poll interval, and sooner when the traveller asks', async () => {
    const h = createPendHarness();
    expect(h.calls.checkPayment[0]!.input).toEqual({ code: CODE });
    h.calls.checkPayment[0]!.resolve(notPaid);
    await settle();
    expect(value(h)).toEqual({ pending: { phase: 'held', payment: 'waiting' } });
    h.clock.increment(PEND_POLL_MS - 1);
    await settle();
    expect(h.calls.checkPayment).toHaveLength(1);
    h.clock.increment(1);
    await settle();
    expect(h.calls.checkPayment).toHaveLength(2);
    h.calls.checkPayment[1]!.resolve(notPaid);
    await settle();
    h.actor.send({ type: 'payment.check' });
    expect(h.calls.checkPayment).toHaveLength(3);
  });

  it('reports what the traveller\'s own check found (still pending, and when), never a quiet poll', async () => {
    const h = createPendHarness();
    h.calls.checkPayment[0]!.resolve(notPaid);
    await settle();
    // The first check and the polls are the page's own: nothing to report.
    expect(h.actor.getSnapshot().context.foundPendingAt).toBeNull();
    h.actor.send({ type: 'payment.check' });
    expect(h.actor.getSnapshot().context).toMatchObject({ asked: true, foundPendingAt: null });
    const askedAt = h.clock.now();
    h.calls.checkPayment.at(-1)!.resolve(notPaid);
    await settle();
    expect(h.actor.getSnapshot().context).toMatchObject({ asked: false, foundPendingAt: askedAt });
    // A later poll keeps what the traveller was told; asking again clears it until the answer.
    h.clock.increment(PEND_POLL_MS);
    await settle();
    h.calls.checkPayment.at(-1)!.resolve(notPaid);
    await settle();
    expect(h.actor.getSnapshot().context.foundPendingAt).toBe(askedAt);
    h.actor.send({ type: 'payment.check' });
    expect(h.actor.getSnapshot().context.foundPendingAt).toBeNull();
    h.calls.checkPayment.at(-1)!.resolve(paid);
    await settle();
    expect(value(h)).toBe('paid');
  });

  it('retries a failed check after a shorter delay, keeping the reason', async () => {
    const h = createPendHarness();
    h.calls.checkPayment[0]!.resolve({ ok: false, errors: [{ code: 'reservation_not_found' }] });
    await settle();
    expect(value(h)).toEqual({ pending: { phase: 'held', payment: 'failed' } });
    expect(h.actor.getSnapshot().context.error).toBe('reservation_not_found');
    h.clock.increment(PEND_RETRY_MS);
    await settle();
    expect(h.calls.checkPayment).toHaveLength(2);
    h.calls.checkPayment[1]!.reject(new Error('down'));
    await settle();
    expect(h.actor.getSnapshot().context.error).toBe('unavailable');
    h.actor.send({ type: 'payment.check' });
    h.calls.checkPayment[2]!.resolve(notPaid);
    await settle();
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the E-tickets once paid, and the limits no longer apply', async () => {
    const h = createPendHarness();
    h.clock.set(DEPARTURE - 16 * MINUTE);
    await settle();
    h.calls.checkPayment[0]!.resolve(paid);
    await settle();
    h.clock.set(DEPARTURE);
    await settle();
    expect(value(h)).toBe('paid');
    expect(h.calls.announcePaid).toBe(1);
  });

  it('applies the limits on deadline.check when the timers have not fired (a sleeping tab)', () => {
    let now = DEPARTURE - 60 * MINUTE;
    const calls: Calls = { checkPayment: [], announcePaid: 0 };
    const actor = createActor(stubbedPendMachine(calls), { input: { code: CODE, departureAt: DEPARTURE, now: () => now } }).start();
    now = DEPARTURE - 25 * MINUTE;
    actor.send({ type: 'deadline.check' });
    expect(pendView(actor.getSnapshot())).toBe('lastCall');
    now = DEPARTURE - 10 * MINUTE;
    actor.send({ type: 'deadline.check' });
    expect(actor.getSnapshot().value).toBe('lastCheck');
    const held = createActor(stubbedPendMachine(calls), { input: { code: CODE, departureAt: DEPARTURE, now: () => now - 60 * MINUTE } }).start();
    now += 55 * MINUTE;
    held.send({ type: 'deadline.check' });
    expect(held.getSnapshot().value).toBe('lastCheck');
    actor.stop();
    held.stop();
  });

  it('releases the seat when the last check cannot reach the server', async () => {
    const h = createPendHarness({}, DEPARTURE - 15 * MINUTE);
    h.calls.checkPayment[0]!.reject(new Error('down'));
    await settle();
    expect(value(h)).toBe('expired');
    expect(h.calls.announcePaid).toBe(0);
  });

  it('drops a check in flight when the hold ends and asks again', async () => {
    const h = createPendHarness();
    h.clock.set(DEPARTURE - 15 * MINUTE);
    await settle();
    expect(value(h)).toBe('lastCheck');
    h.calls.checkPayment[0]!.resolve(paid);
    await settle();
    expect(value(h)).toBe('lastCheck');
    h.calls.checkPayment[1]!.resolve(paid);
    await settle();
    expect(value(h)).toBe('paid');
  });
});
