import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { paymentMachine } from '../payment/payment.machine';
import { toursMachine } from './tours.machine';
import { bookingOf, CONTACT, HOLD_SECONDS, ITEM_A, ITEM_B, offer, T0 } from './tours.test-model';
import { createToursHarness } from './tours.test-harness';

// The shop's rules as transitions (docs/rules/tours.md#cart-and-session, #after-an-approved-purchase), and the
// checkout run inside it once, its deadline the hold's end.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function approvedHarness() {
  const h = createToursHarness(null);
  h.actor.send({ type: 'cart.add', item: ITEM_A });
  h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A]) });
  await settle();
  h.actor.send({ type: 'cart.review' });
  h.actor.send({ type: 'review.approve' });
  h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A], 'held', HOLD_SECONDS) });
  await settle();
  return h;
}

describe('tours chart: cart and session', () => {
  it('keeps only the booking id in the cart cookie, and deletes it when the cart is emptied', async () => {
    const h = createToursHarness(null);
    h.actor.send({ type: 'cart.add', item: ITEM_A });
    h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A]) });
    await settle();
    expect(h.stored).toEqual([{ cookie: 'cart', bookingId: 'bk-test-1' }]);
    h.actor.send({ type: 'cart.remove', index: 0 });
    expect(h.stored.at(-1)).toEqual({ cookie: 'cart', bookingId: null });
    expect(h.actor.getSnapshot().context).toMatchObject({ items: [], bookingId: null });
  });

  it('keeps the saved cart when a change is refused', async () => {
    const h = createToursHarness(null);
    h.actor.send({ type: 'cart.add', item: ITEM_A });
    h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A]) });
    await settle();
    h.actor.send({ type: 'cart.add', item: ITEM_B });
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'party_too_small', field: 'shopping.1.quantities' }] });
    await settle();
    expect(h.actor.getSnapshot().context.items.map((i) => i.slug)).toEqual([ITEM_A.slug]);
    expect(h.actor.getSnapshot().context.errors[0]?.code).toBe('party_too_small');
  });

  it('drops an approved selection on any navigation but the ticket, and sends the traveller to the tours search', async () => {
    const h = await approvedHarness();
    h.actor.send({ type: 'selection.abandon' });
    expect(h.actor.getSnapshot().matches({ cart: 'idle' })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({ bookingId: null, items: [], holdEndsAt: null });
    expect(h.stored.at(-1)).toBe('forgotten');
    expect(h.exits).toEqual(['flow.exit']);
  });

  it('drops an approved selection opened again from a cookie', async () => {
    const h = createToursHarness('bk-test-1');
    h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A], 'held', 120) });
    await settle();
    expect(h.actor.getSnapshot().matches({ cart: 'idle' })).toBe(true);
    expect(h.exits).toEqual(['flow.exit']);
  });
});

describe('tours chart: the hold', () => {
  it('runs out on the chart clock while the contact is typed', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const stub = (answer: unknown) => fromPromise(async () => answer);
    const logic = toursMachine.provide({
      actors: {
        saveCart: stub({ ok: true, data: bookingOf([ITEM_A]) }),
        approveCart: stub({ ok: true, data: bookingOf([ITEM_A], 'held', 60) }),
      } as never,
    });
    const actor = createActor(logic, { input: { savedBookingId: null, now: () => clock.now() }, clock }).start();
    actor.send({ type: 'cart.add', item: ITEM_A });
    await settle();
    actor.send({ type: 'cart.review' });
    actor.send({ type: 'review.approve' });
    await settle();
    expect(actor.getSnapshot().matches({ held: 'contact' })).toBe(true);
    clock.increment(59_000);
    expect(actor.getSnapshot().matches({ held: 'contact' })).toBe(true);
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().context.expired).toBe(true);
  });

  it('lets the checkout end the payment at the hold end: its own expired state', async () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const stub = (answer: unknown) => fromPromise(async () => answer);
    const logic = toursMachine.provide({
      actors: {
        saveCart: stub({ ok: true, data: bookingOf([ITEM_A]) }),
        approveCart: stub({ ok: true, data: bookingOf([ITEM_A], 'held', 120) }),
        saveContact: stub({ ok: true, data: {} }),
        checkSession: stub({ ok: true, data: bookingOf([ITEM_A], 'held', 100) }),
        loadPayment: stub(offer),
        pay: paymentMachine,
      } as never,
    });
    const actor = createActor(logic, { input: { savedBookingId: null, now: () => clock.now() }, clock }).start();
    actor.send({ type: 'cart.add', item: ITEM_A });
    await settle();
    actor.send({ type: 'cart.review' });
    actor.send({ type: 'review.approve' });
    await settle();
    actor.send({ type: 'contact.submit', contact: CONTACT });
    await settle();
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ held: { paying: 'checkout' } })).toBe(true);
    const checkout = actor.getSnapshot().children.pay!;
    let checkoutState: unknown = null;
    checkout.subscribe((s) => (checkoutState = (s as { value?: unknown }).value));
    clock.increment(120_000);
    expect(checkoutState).toBe('expired');
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});
