import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { pendView } from './pend.machine';
import { PEND_POLL_MS, PEND_RETRY_MS } from './pend.setup';
import { CODE, createPendHarness, DEPARTURE, MINUTE, settle, stubbedPendMachine, T0, type PendHarness } from './pend.test-harness';

// Model-based paths (decision 007) for a reservation's PEND hold, replayed on the real chart with
// stub slots. The graph runs at a fixed instant; its timer events become clock moves in the replay.
// The limits' timers are offered while a check is in flight, as in the browser: a jump of the
// clock to a limit would otherwise fire the poll timer too.

const machine = stubbedPendMachine({ checkPayment: [], announcePaid: 0 });
type Snapshot = SnapshotFrom<typeof machine>;
type ModelEvent = { type: string; [key: string]: unknown };

const appearByEvent = { type: 'xstate.after.untilAppearBy.pend.pending.phase.held' };
const holdEndsEvent = { type: 'xstate.after.untilHoldEnds.pend.pending' };
const pollEvent = { type: 'xstate.after.pollInterval.pend.pending.payment.waiting' };
const retryEvent = { type: 'xstate.after.retryDelay.pend.pending.payment.failed' };
const limitEvents = new Set([appearByEvent.type, holdEndsEvent.type]);
const modelEvents: ModelEvent[] = [
  { type: 'payment.check' },
  { type: 'xstate.done.actor.checkPayment', output: { ok: true, data: { paid: false } } },
  { type: 'xstate.done.actor.checkPayment', output: { ok: true, data: { paid: true } } },
  { type: 'xstate.done.actor.checkPayment', output: { ok: false, errors: [{ code: 'reservation_not_found' }] } },
  { type: 'xstate.error.actor.checkPayment', error: 'down' },
  appearByEvent,
  holdEndsEvent,
  pollEvent,
  retryEvent,
];

const checking = (s: Snapshot) => s.matches({ pending: { payment: 'checking' } });
const key = (s: Snapshot) => JSON.stringify(s.value);
const serializeState = (s: Snapshot) => {
  // When a check found the payment pending is a time; the graph runs at a fixed one, the replay does not.
  const { now: _now, foundPendingAt, ...rest } = s.context;
  return JSON.stringify([s.value, rest, foundPendingAt !== null]);
};

async function execute(h: PendHarness, event: ModelEvent) {
  if (event.type === appearByEvent.type) h.clock.set(DEPARTURE - 30 * MINUTE);
  else if (event.type === holdEndsEvent.type) h.clock.set(DEPARTURE - 15 * MINUTE);
  else if (event.type === pollEvent.type) h.clock.increment(PEND_POLL_MS);
  else if (event.type === retryEvent.type) h.clock.increment(PEND_RETRY_MS);
  else if (event.type === 'xstate.done.actor.checkPayment') h.calls.checkPayment.at(-1)!.resolve(event.output);
  else if (event.type === 'xstate.error.actor.checkPayment') h.calls.checkPayment.at(-1)!.reject(new Error('down'));
  else h.actor.send(event as never);
  await settle();
}

const snap = (h: PendHarness) => h.actor.getSnapshot();
const asking = (h: PendHarness) => expect(h.calls.checkPayment.at(-1)!.input).toEqual({ code: CODE });
const held = (h: PendHarness) => {
  expect(pendView(snap(h))).toBe('held');
  expect(h.clock.now()).toBeLessThan(snap(h).context.appearBy);
};
const lastCall = (h: PendHarness) => {
  expect(pendView(snap(h))).toBe('lastCall');
  expect(h.clock.now()).toBeGreaterThanOrEqual(snap(h).context.appearBy);
  expect(h.clock.now()).toBeLessThan(snap(h).context.holdUntil);
};
const waiting = (h: PendHarness) => {
  expect(snap(h).context.error).toBeNull();
  expect(snap(h).can({ type: 'payment.check' })).toBe(true);
};
const failed = (h: PendHarness) => {
  expect(snap(h).context.error).not.toBeNull();
  expect(snap(h).can({ type: 'payment.check' })).toBe(true);
};
const stateAssertions: Record<string, (h: PendHarness) => void> = {
  '{"pending":{"phase":"held","payment":"checking"}}': (h) => (held(h), asking(h)),
  '{"pending":{"phase":"held","payment":"waiting"}}': (h) => (held(h), waiting(h)),
  '{"pending":{"phase":"held","payment":"failed"}}': (h) => (held(h), failed(h)),
  '{"pending":{"phase":"lastCall","payment":"checking"}}': (h) => (lastCall(h), asking(h)),
  '{"pending":{"phase":"lastCall","payment":"waiting"}}': (h) => (lastCall(h), waiting(h)),
  '{"pending":{"phase":"lastCall","payment":"failed"}}': (h) => (lastCall(h), failed(h)),
  '"lastCheck"': (h) => {
    expect(h.clock.now()).toBeGreaterThanOrEqual(snap(h).context.holdUntil);
    asking(h);
  },
  '"paid"': (h) => {
    expect(snap(h).status).toBe('done');
    expect(h.calls.announcePaid).toBe(1);
  },
  '"expired"': (h) => {
    expect(h.clock.now()).toBeGreaterThanOrEqual(snap(h).context.holdUntil);
    expect(snap(h).status).toBe('done');
    expect(h.calls.announcePaid).toBe(0);
  },
};

function checkState(h: PendHarness, expected: Snapshot) {
  expect(serializeState(snap(h) as Snapshot)).toBe(serializeState(expected));
  const assertion = stateAssertions[key(expected)];
  if (!assertion) throw new Error(`No assertion for state ${key(expected)}`);
  assertion(h);
}

// The graph runs at a fixed instant, where `deadline.check` finds no limit passed: its branches each
// need a limit behind the clock and are covered in pend.deadline.test.ts.
const clockOnly = ['pending.phase.held on deadline.check #0', 'pending.phase.held on deadline.check #1', 'pending.phase.lastCall on deadline.check #0'];

const plan = planPaths(
  {
    machine,
    input: { code: CODE, departureAt: DEPARTURE, now: () => T0 },
    events: (s: Snapshot) => modelEvents.filter((e) => !limitEvents.has(e.type) || checking(s)),
    serializeState,
    stateKey: key,
    // The routers the chart passes through on its way to a stable state are not states a page shows.
    ignoredLeaves: ['pending.phase.routing', 'opening'],
  },
  { cover: 'edges' },
);

const runner: MachinePathRunner<PendHarness, Snapshot, ModelEvent> = {
  start: () => createPendHarness(),
  execute,
  check: checkState,
  stop: (h) => h.actor.stop(),
};

describe('PEND chart, model-based paths', () => {
  it.each(plan.paths.map((p) => [p.title, p] as const))('walks %s', async (_, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, ModelEvent>);
  });

  it('reaches every state of the chart and has an assertion for each', () => {
    expect(plan.coverage.states.missing).toEqual([]);
    expect(missingAssertions(plan, stateAssertions)).toEqual([]);
  });

  it('fires every transition the chart declares but the limits the clock must pass', () => {
    expect(plan.coverage.transitions.missing).toEqual(clockOnly);
  });

  it('covers paying in either phase and at the last check, expiring from either phase and a failed check', () => {
    const moves = new Set(plan.edges.map((e) => `${pendView(e.source)}>${key(e.target)}`));
    for (const m of ['held>"paid"', 'lastCall>"paid"', 'checking>"paid"', 'held>"lastCheck"', 'lastCall>"lastCheck"', 'checking>"expired"']) expect(moves, m).toContain(m);
  });
});
