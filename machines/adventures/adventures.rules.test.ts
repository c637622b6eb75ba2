import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CARDS } from '../payment/payment.test-model';
import { paymentMachine } from '../payment/payment.machine';
import type { ChargeAnswer, ChargeInput } from '../payment/payment.ports';
import { adventuresMachine } from './adventures.machine';
import type { OrderRef } from './adventures.ports';
import { adventuresAnswer, CHECKOUT, daysOf, FIRST_DEPARTURE, HOLD_SECONDS, ok, orderOf, ORDER_REF, partnerDown, refused, SURF, T0 } from './adventures.test-model';

// The flow's rules as transitions, with the real checkout inside: the order's deadline is the checkout's, so an
// expired hold is never charged; the partner down at the charge leaves the order held and nothing charged; the
// traveller cannot leave while the bank is asked; a departure that filled up sends them back to the dates.

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const stub = (answer: unknown) => fromPromise(async () => answer);

function heldFlow(charge: (input: ChargeInput) => Promise<unknown>, open: unknown = ok(orderOf('held')), checked: unknown = ok(orderOf('confirmed'))) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const stored: Array<OrderRef | null> = [];
  const charges: ChargeInput[] = [];
  const logic = adventuresMachine.provide({
    actors: {
      loadAdventures: stub(adventuresAnswer),
      loadDates: stub(ok(daysOf('group'))),
      openOrder: stub(open),
      checkPayment: stub(checked),
      pay: paymentMachine.provide({
        actors: {
          charge: fromPromise(async ({ input }: { input: ChargeInput }) => {
            charges.push(input);
            return (await charge(input)) as ChargeAnswer;
          }),
        },
      }),
    } as never,
    actions: { storeOrder: (_, params) => void stored.push(params.order) },
  });
  const actor = createActor(logic, { input: { savedOrder: null, now: () => clock.now() }, clock }).start();
  return { actor, clock, stored, charges };
}

async function toPayment(flow: ReturnType<typeof heldFlow>) {
  await settle();
  flow.actor.send({ type: 'adventure.choose', code: SURF.code });
  await settle();
  flow.actor.send({ type: 'departure.choose', availabilityId: FIRST_DEPARTURE });
  flow.actor.send({ type: 'dates.submit' });
  flow.actor.send({ type: 'checkout.submit', ...CHECKOUT });
  await settle();
}

const payByCard = (flow: ReturnType<typeof heldFlow>) => flow.actor.getSnapshot().children.pay!.send({ type: 'payment.submit', card: CARDS.approve });

describe('adventures chart: the hold', () => {
  it('ends the payment at the order deadline, on the chart clock, and never charges', async () => {
    const flow = heldFlow(async () => ok({ status: 'paid', receipt: orderOf('confirmed') }));
    await toPayment(flow);
    expect(flow.actor.getSnapshot().matches({ held: 'paying' })).toBe(true);
    expect(flow.stored).toEqual([ORDER_REF]);
    flow.clock.increment(HOLD_SECONDS * 1000 - 1000);
    expect(flow.actor.getSnapshot().matches({ held: 'paying' })).toBe(true);
    flow.clock.increment(1000);
    await settle();
    expect(flow.actor.getSnapshot().matches('expired')).toBe(true);
    // The cookie lets the order go; the card was never sent.
    expect(flow.stored.at(-1)).toBeNull();
    expect(flow.charges).toEqual([]);
  });

  it('runs out while the traveller reads why the partner did not answer', async () => {
    const flow = heldFlow(async () => partnerDown);
    await toPayment(flow);
    payByCard(flow);
    await settle();
    expect(flow.actor.getSnapshot().matches({ held: 'failed' })).toBe(true);
    flow.clock.increment(HOLD_SECONDS * 1000);
    expect(flow.actor.getSnapshot().matches('expired')).toBe(true);
  });
});

describe('adventures chart: the partner fails', () => {
  it('before the charge: the order stays held, nothing is charged, and the traveller pays again with a new attempt', async () => {
    let answer: unknown = partnerDown;
    const flow = heldFlow(async () => answer);
    await toPayment(flow);
    payByCard(flow);
    await settle();
    const { context } = flow.actor.getSnapshot();
    expect(flow.actor.getSnapshot().matches({ held: 'failed' })).toBe(true);
    expect(context.errors).toEqual([{ service: 'adventures', code: 'partner_unavailable' }]);
    expect(context.order?.status).toBe('held');
    answer = ok({ status: 'paid', receipt: orderOf('confirmed') });
    flow.actor.send({ type: 'step.retry' });
    await settle();
    payByCard(flow);
    await settle();
    expect(flow.actor.getSnapshot().matches('ticket')).toBe(true);
    expect(flow.charges).toHaveLength(2);
    expect(flow.charges[0]!.attemptKey).not.toBe(flow.charges[1]!.attemptKey);
  });

  it('before the order opens, a departure that filled up sends the traveller back to the dates, which say so', async () => {
    const flow = heldFlow(async () => undefined, refused('departure_not_available', 'availability_id'));
    await toPayment(flow);
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.matches({ dates: 'choosing' })).toBe(true);
    expect(snapshot.context).toMatchObject({ availabilityId: null, order: null, errors: [{ service: 'adventures', code: 'departure_not_available', field: 'availability_id' }] });
    expect(flow.stored).toEqual([]);
  });
});

describe('adventures chart: the partner refuses after the charge', () => {
  it('shows the refund the payment check read, and keeps the order for a reload', async () => {
    const flow = heldFlow(async () => ok({ status: 'paid', receipt: orderOf('refunded') }), ok(orderOf('held')), ok(orderOf('refunded')));
    await toPayment(flow);
    payByCard(flow);
    await settle();
    expect(flow.actor.getSnapshot().matches('refunded')).toBe(true);
    expect(flow.actor.getSnapshot().context.order).toMatchObject({ status: 'refunded', failure: 'partner_refused' });
    expect(flow.stored).toEqual([ORDER_REF]);
  });
});

describe('adventures chart: while the bank is asked', () => {
  it('keeps the traveller on the payment until the charge answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const flow = heldFlow(() => new Promise((resolve) => (answer = resolve)));
    await toPayment(flow);
    payByCard(flow);
    await settle();
    expect(flow.actor.getSnapshot().context.atBank).toBe(true);
    flow.actor.send({ type: 'adventures.browse' });
    flow.actor.send({ type: 'dates.open' });
    expect(flow.actor.getSnapshot().matches({ held: 'paying' })).toBe(true);
    answer(ok({ status: 'paid', receipt: orderOf('confirmed') }));
    await settle();
    expect(flow.actor.getSnapshot().matches('ticket')).toBe(true);
    expect(flow.actor.getSnapshot().context.atBank).toBe(false);
  });
});
