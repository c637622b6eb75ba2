import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createPendHarness, DEPARTURE, MINUTE, settle, stubbedPendMachine } from './pend.harness';

// Clock-driven: the PEND limits are departure − 30 min (appear by) and departure − 15 min (seat
// released), whatever the clock did in between.

const value = (h: { actor: { getSnapshot(): { value: unknown } } }) => h.actor.getSnapshot().value;

describe('PEND deadlines', () => {
  it('moves to last call 30 minutes before and releases the seat 15 minutes before departure', async () => {
    const h = createPendHarness();
    h.clock.set(DEPARTURE - 30 * MINUTE - 1);
    await settle();
    expect(value(h)).toEqual({ pending: 'held' });
    h.clock.increment(1);
    await settle();
    expect(value(h)).toEqual({ pending: 'lastCall' });
    h.clock.set(DEPARTURE - 15 * MINUTE - 1);
    await settle();
    expect(value(h)).toEqual({ pending: 'lastCall' });
    h.clock.increment(1);
    await settle();
    expect(value(h)).toBe('expired');
  });

  it('starts in last call or expired when created late', () => {
    expect(value(createPendHarness({}, DEPARTURE - 20 * MINUTE))).toEqual({ pending: 'lastCall' });
    expect(value(createPendHarness({}, DEPARTURE - 15 * MINUTE))).toBe('expired');
  });

  it('becomes an E-ticket when paid before the limit, and the limit no longer applies', async () => {
    const h = createPendHarness();
    h.clock.set(DEPARTURE - 16 * MINUTE);
    await settle();
    h.actor.send({ type: 'pend.pay', channel: 'call_centre' });
    h.calls.registerPayment[0]!.resolve({ ok: true });
    await settle();
    h.clock.set(DEPARTURE);
    await settle();
    expect(value(h)).toBe('eTicket');
    expect(h.actor.getSnapshot().context.paidBy).toBe('call_centre');
  });

  it('refuses payment once the limit has passed even if the timer has not fired', () => {
    let now = DEPARTURE - 60 * MINUTE;
    const calls = { registerPayment: [], exchangeAtOffice: [] };
    const actor = createActor(stubbedPendMachine(calls), { input: { ticketCode: 'ACD347-1', departureAt: DEPARTURE, now: () => now } }).start();
    now = DEPARTURE - 15 * MINUTE;
    actor.send({ type: 'pend.pay', channel: 'office' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(calls.registerPayment).toHaveLength(0);
  });

  it('applies the limit on deadline.check, and otherwise re-decides the phase', () => {
    let now = DEPARTURE - 60 * MINUTE;
    const actor = createActor(stubbedPendMachine({ registerPayment: [], exchangeAtOffice: [] }), {
      input: { ticketCode: 'ACD347-1', departureAt: DEPARTURE, now: () => now },
    }).start();
    now = DEPARTURE - 25 * MINUTE;
    actor.send({ type: 'deadline.check' });
    expect(actor.getSnapshot().value).toEqual({ pending: 'lastCall' });
    now = DEPARTURE - 10 * MINUTE;
    actor.send({ type: 'deadline.check' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('goes back to the phase it left after a refused payment, and expires if the limit passed meanwhile', async () => {
    const h = createPendHarness();
    h.clock.set(DEPARTURE - 20 * MINUTE);
    await settle();
    h.actor.send({ type: 'pend.pay', channel: 'store' });
    h.calls.registerPayment[0]!.resolve({ ok: false, reason: 'amount_mismatch' });
    await settle();
    expect(value(h)).toEqual({ pending: 'lastCall' });
    expect(h.actor.getSnapshot().context.error).toBe('amount_mismatch');
    h.actor.send({ type: 'pend.pay', channel: 'store' });
    h.clock.set(DEPARTURE - 14 * MINUTE);
    h.calls.registerPayment[1]!.reject(new Error('down'));
    await settle();
    expect(value(h)).toBe('expired');
  });

  it('turns an E-ticket into an OK ticket at the office, after departure too', async () => {
    const h = createPendHarness();
    h.actor.send({ type: 'pend.pay', channel: 'office' });
    h.calls.registerPayment[0]!.resolve({ ok: true });
    await settle();
    h.clock.set(DEPARTURE + MINUTE);
    h.actor.send({ type: 'ticket.exchange' });
    h.calls.exchangeAtOffice[0]!.resolve({ ok: true });
    await settle();
    expect(value(h)).toBe('ok');
  });
});
