import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { paymentMachine } from './payment.machine';
import type { ChargeInput } from './payment.ports';
import type { PaymentInput } from './payment.ports';
import { ATTEMPT_KEY, CARDS, describePaymentEvent, fullInput, paymentModelEvents, testInput, type PaymentModelEvent } from './payment.test-model';

// Model-based paths (decision 007) for the checkout, replayed on the real chart with a stub charge: every
// method, points whole and split, the deadline, every answer a charge and a challenge's answer can get, each
// state asserted.

interface Call {
  input: ChargeInput;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

function createHarness(input: PaymentInput = fullInput) {
  const calls: Call[] = [];
  const charge = fromPromise(({ input }: { input: ChargeInput }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))) as never;
  const actor = createActor(paymentMachine.provide({ actors: { charge } }), { input }).start();
  return { actor, calls };
}
type Harness = ReturnType<typeof createHarness>;
type Snapshot = SnapshotFrom<typeof paymentMachine>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const snap = (h: Harness) => h.actor.getSnapshot();
const stateKey = (s: Snapshot) => String(s.value);

const lastCall = (h: Harness) => h.calls.at(-1)!.input;

const stateAssertions: Record<string, (h: Harness) => void> = {
  entering: (h) => {
    const { context } = snap(h);
    expect(context.attemptKey).toBeNull();
    // Cash to pay later is never offered beside points.
    if (context.pointsPart) expect(['oxxo', 'office']).not.toContain(context.method);
    if (context.pointsIssue) expect(context.pointsPart).toBeNull();
  },
  charging: (h) => {
    const { context } = snap(h);
    const input = lastCall(h);
    // The card goes with this call only: the context keeps its last four digits.
    expect(input.card?.number.slice(-4) ?? null).toBe(context.cardEnding);
    if (input.card) expect(JSON.stringify(context)).not.toContain(input.card.number);
    expect(input).toMatchObject({ order: fullInput.order, method: context.method, points: context.pointsPart, challengeCode: null });
    // Each attempt has a key of its own.
    expect(input.attemptKey).toMatch(/^pay-/);
    expect(h.calls.filter((call) => call.input.attemptKey === input.attemptKey)).toHaveLength(1);
  },
  challenge: (h) => {
    // The challenge names the card it is for, and keeps the attempt its code answers.
    expect(snap(h).context.attemptKey).toBe(ATTEMPT_KEY);
    expect(snap(h).context.cardEnding).toMatch(/^\d{4}$/);
  },
  answering: (h) => {
    expect(lastCall(h)).toMatchObject({ card: null, attemptKey: ATTEMPT_KEY, order: fullInput.order });
    expect(lastCall(h).challengeCode).toMatch(/^\d{6}$/);
  },
  paid: (h) => {
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ status: 'paid', receipt: { settledBy: 'card_charge' } });
  },
  ordered: (h) => {
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ status: 'ordered', receipt: { reference: '93000012345678' } });
  },
  refused: (h) => {
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ status: 'refused', errors: [{ code: 'seat_unavailable', field: 'seat' }] });
  },
  expired: (h) => {
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ status: 'expired' });
  },
};

const model = {
  machine: paymentMachine,
  input: fullInput,
  events: (s: Snapshot) => paymentModelEvents(s, true),
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
  stateKey,
  describeEvent: describePaymentEvent,
};

describe('checkout chart: every path', () => {
  const planned = planPaths(model);

  async function execute(h: Harness, event: PaymentModelEvent) {
    if (event.type.startsWith('xstate.done.actor.')) h.calls.at(-1)!.resolve((event as { output: unknown }).output);
    else if (event.type.startsWith('xstate.error.actor.')) h.calls.at(-1)!.reject(new Error('network'));
    else h.actor.send(event as never);
    await settle();
  }

  const runner: MachinePathRunner<Harness, Snapshot, PaymentModelEvent> = {
    start: async () => createHarness(),
    execute,
    check: (h, expected) => {
      expect(stateKey(snap(h))).toBe(stateKey(expected));
      stateAssertions[stateKey(expected)]!(h);
    },
    stop: (h) => h.actor.stop(),
  };

  it.each(planned.paths.map((p) => [p.title, p] as const))('walks %s', async (_title, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, PaymentModelEvent>);
  });

  it('reaches every state and fires every transition, each state asserted', () => {
    expect(planned.coverage.states.missing).toEqual([]);
    expect(planned.coverage.transitions.missing).toEqual([]);
    expect(missingAssertions(planned, stateAssertions)).toEqual([]);
  });
});

describe('checkout chart: attempts', () => {
  it('after a wrong 3-D Secure code, the next card is a new attempt with a key of its own', async () => {
    const h = createHarness(testInput);
    h.actor.send({ type: 'payment.submit', card: CARDS.challenge });
    await settle();
    h.calls.at(-1)!.resolve({ ok: true, data: { status: 'challenge', attemptKey: ATTEMPT_KEY } });
    await settle();
    h.actor.send({ type: 'payment.challenge', code: '000000' });
    await settle();
    expect(h.calls.at(-1)!.input.attemptKey).toBe(ATTEMPT_KEY);
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'payment_declined', field: 'card' }] });
    await settle();
    expect(snap(h).value).toBe('entering');
    expect(snap(h).context.errors).toEqual([{ service: 'itinerary', code: 'payment_declined', field: 'card' }]);
    h.actor.send({ type: 'payment.submit', card: CARDS.approve });
    await settle();
    expect(h.calls.at(-1)!.input).toMatchObject({ card: CARDS.approve, challengeCode: null, method: 'card', points: null });
    expect(h.calls.at(-1)!.input.attemptKey).not.toBe(ATTEMPT_KEY);
  });
});
