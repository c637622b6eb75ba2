import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { card, createPaymentHarness, emptyCalls, MINUTE, settle, stubbedPaymentMachine, T0, type PaymentHarness } from './payment.harness';
import type { PaymentContext } from './payment.setup';

// Model-based paths (decision 007): paths come from xstate/graph over the chart with stub actors,
// then replay on a real actor whose stubs answer as the path says.

const machine = stubbedPaymentMachine(emptyCalls());
type Snapshot = SnapshotFrom<typeof machine>;
type ModelEvent = { type: string; [key: string]: unknown };

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: 'down' });
// The deadline timer of each waiting state, as the graph sees it; the replay moves the clock instead.
const deadlineEvent = (state: string): ModelEvent => ({ type: `xstate.after.untilDeadline.payment.${state}` });

const modelEvents: ModelEvent[] = [
  { type: 'payment.submit', method: card },
  { type: 'payment.order', kind: 'oxxo' },
  { type: 'challenge.submit', code: '123456' },
  { type: 'challenge.cancel' },
  { type: 'payment.retry' },
  { type: 'confirm.retry' },
  { type: 'payment.late', chargeId: 'ch_late' },
  done('charge', { status: 'approved', chargeId: 'ch_1' }),
  done('charge', { status: 'challenge_required', challengeId: '3ds_1' }),
  done('charge', { status: 'declined', reason: 'insufficient_funds' }),
  error('charge'),
  done('completeChallenge', { status: 'approved', chargeId: 'ch_2' }),
  done('completeChallenge', { status: 'declined', reason: 'challenge_failed' }),
  error('completeChallenge'),
  done('confirm', { outcome: 'confirmed' }),
  done('confirm', { outcome: 'rehold' }),
  done('confirm', { outcome: 'refund' }),
  done('confirm', { outcome: 'failed', reason: 'db' }),
  error('confirm'),
  done('createOrder', { status: 'order_generated', reference: '93123456789012', payBy: T0 + 60 * MINUTE }),
  done('createOrder', { status: 'refused', reason: 'pend_limit_passed' }),
  error('createOrder'),
  deadlineEvent('process'),
  deadlineEvent('challenge'),
  deadlineEvent('declined'),
];

// The attempt counter grows on every retry; leaving it out keeps the explored graph finite.
const serializeState = (s: Snapshot) => {
  const { attempt: _attempt, now: _now, ...rest } = s.context as PaymentContext;
  return JSON.stringify([s.value, rest]);
};
const serializeEvent = (e: ModelEvent) => JSON.stringify(e);
const traversal = {
  input: { reservationCode: 'ACD347', amountCents: 123450, deadline: T0 + 15 * MINUTE, now: () => T0 },
  events: ((s: Snapshot) => modelEvents.filter((e) => s.can(e as never))) as never,
  serializeState: serializeState as never,
  serializeEvent: serializeEvent as never,
};

async function execute(h: PaymentHarness, event: ModelEvent) {
  const [, kind, , id] = /^xstate\.(done|error|after)\.(actor\.)?(.+)$/.exec(event.type) ? event.type.split('.') : [];
  if (event.type.startsWith('xstate.after.')) h.clock.set(T0 + 15 * MINUTE);
  else if (kind === 'done') h.calls[id as keyof typeof h.calls].at(-1)!.resolve(event.output);
  else if (kind === 'error') h.calls[id as keyof typeof h.calls].at(-1)!.reject(new Error('down'));
  else h.actor.send(event as never);
  await settle();
}

const ctx = (h: PaymentHarness) => h.actor.getSnapshot().context;
const stateAssertions: Record<string, (h: PaymentHarness) => void> = {
  process: (h) => expect(ctx(h).status).toBe('process'),
  charging: (h) => {
    const input = h.calls.charge.at(-1)!.input as { idempotencyKey: string; amountCents: number; method: unknown };
    expect(input).toMatchObject({ amountCents: 123450, method: card, idempotencyKey: `ACD347:charge:${ctx(h).attempt}` });
    // Card data is in the call only, never in the (persisted) context.
    expect(JSON.stringify(ctx(h))).not.toContain('4242');
  },
  challenge: (h) => expect(ctx(h).challengeId).toBe('3ds_1'),
  completingChallenge: (h) => expect(h.calls.completeChallenge.at(-1)!.input).toEqual({ challengeId: '3ds_1', code: '123456' }),
  declined: (h) => {
    expect(ctx(h).status).toBe('decline');
    expect(ctx(h).declineReason).toEqual(expect.any(String));
  },
  confirming: (h) =>
    expect(h.calls.confirm.at(-1)!.input).toEqual({ reservationCode: 'ACD347', chargeId: ctx(h).chargeId, confirmationKey: 'ACD347:confirm' }),
  confirmFailed: (h) => expect(h.actor.getSnapshot().can({ type: 'confirm.retry' })).toBe(true),
  ordering: (h) => expect(h.calls.createOrder.at(-1)!.input).toEqual({ reservationCode: 'ACD347', kind: 'oxxo', amountCents: 123450 }),
  approved: (h) => {
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(ctx(h).status).toBe('approved');
    expect(ctx(h).lateOutcome === null || ctx(h).lateOutcome === 'rehold').toBe(true);
  },
  orderGenerated: (h) => {
    expect(ctx(h).status).toBe('order_generated');
    expect(ctx(h).order).toEqual({ reference: '93123456789012', payBy: T0 + 60 * MINUTE });
  },
  refunded: (h) => {
    expect(ctx(h).status).toBe('decline');
    expect(ctx(h).lateOutcome).toBe('refund');
  },
  expired: (h) => {
    expect(ctx(h).status).toBe('decline');
    expect(h.actor.getSnapshot().can({ type: 'payment.submit', method: card })).toBe(false);
  },
};

function checkState(h: PaymentHarness, expected: Snapshot) {
  const actual = h.actor.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(serializeState(actual as Snapshot)).toBe(serializeState(expected));
  const assertion = stateAssertions[String(expected.value)];
  if (!assertion) throw new Error(`No assertion for state ${String(expected.value)}`);
  assertion(h);
}

const shortestPaths = getShortestPaths(machine, traversal);
const adjacency = getAdjacencyMap(machine, traversal);
const pathTo = new Map(shortestPaths.map((p) => [serializeState(p.state as Snapshot), p]));
type Transition = { event: ModelEvent; state: Snapshot };
const edges = Object.entries(adjacency).flatMap(([source, value]) =>
  (Object.values(value.transitions) as Transition[]).filter(({ state }) => serializeState(state) !== source).map(({ event, state }) => ({ source, event, target: state })),
);

async function runPath(path: StatePath<Snapshot, ModelEvent>, extra?: { event: ModelEvent; target: Snapshot }) {
  const h = createPaymentHarness();
  const [initial, ...rest] = path.steps;
  checkState(h, initial!.state);
  for (const step of rest) {
    await execute(h, step.event);
    checkState(h, step.state);
  }
  if (extra) {
    await execute(h, extra.event);
    checkState(h, extra.target);
  }
  h.actor.stop();
}

// Guarded fallbacks that only fire once the clock has passed the deadline; the graph runs at a
// fixed instant, so payment.deadline.test.ts drives them with a moving clock.
const clockOnly = new Set(['process:deadline.check', 'challenge:deadline.check', 'declined:deadline.check']);

describe('payment chart, model-based paths', () => {
  it.each(shortestPaths.map((p) => [serializeState(p.state as Snapshot), p] as const))('reaches %s', async (_, path) => {
    await runPath(path as StatePath<Snapshot, ModelEvent>);
  });

  it.each(edges.map((e) => [`${e.source} --${serializeEvent(e.event)}-->`, e] as const))('takes %s', async (_, edge) => {
    const prefix = pathTo.get(edge.source);
    if (!prefix) throw new Error(`Source ${edge.source} is not reachable`);
    await runPath(prefix as StatePath<Snapshot, ModelEvent>, edge);
  });

  it('reaches every declared state and has an assertion for each', () => {
    const reachable = new Set(shortestPaths.map((p) => String(p.state.value)));
    expect([...reachable].sort()).toEqual(Object.keys(machine.root.states).sort());
    for (const key of reachable) expect(stateAssertions, `assertion for ${key}`).toHaveProperty(key);
  });

  it('explores every transition the chart declares', () => {
    const declared = Object.entries(machine.root.states).flatMap(([key, node]) => [...node.transitions.keys()].map((type) => `${key}:${type}`));
    const explored = new Set(edges.map((e) => `${JSON.parse(e.source)[0]}:${e.event.type}`));
    for (const transition of declared) if (!clockOnly.has(transition)) expect(explored, transition).toContain(transition);
    expect(declared.filter((t) => clockOnly.has(t)).sort()).toEqual([...clockOnly].sort());
  });

  it('settles every outcome the issue names', () => {
    const targets = new Set(edges.map((e) => `${JSON.parse(e.source)[0]}>${String(e.target.value)}`));
    for (const t of ['charging>challenge', 'completingChallenge>confirming', 'declined>process', 'process>expired', 'challenge>expired', 'expired>confirming', 'confirming>refunded', 'ordering>orderGenerated']) {
      expect(targets, t).toContain(t);
    }
    const rehold = edges.find((e) => e.target.context.lateOutcome === 'rehold' && e.target.value === 'approved');
    expect(rehold).toBeDefined();
  });
});
