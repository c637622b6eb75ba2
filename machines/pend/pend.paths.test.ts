import { describe, expect, it } from 'vitest';
import type { AnyStateNode, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { PEND_POLL_MS, PEND_RETRY_MS, pendView } from './pend.machine';
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
  const { now: _now, ...rest } = s.context;
  return JSON.stringify([s.value, rest]);
};
const serializeEvent = (e: ModelEvent) => JSON.stringify(e);
const traversal = {
  input: { code: CODE, departureAt: DEPARTURE, now: () => T0 },
  events: ((s: Snapshot) => modelEvents.filter((e) => (!limitEvents.has(e.type) || checking(s)) && s.can(e as never))) as never,
  serializeState: serializeState as never,
  serializeEvent: serializeEvent as never,
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

const shortestPaths = getShortestPaths(machine, traversal);
const adjacency = getAdjacencyMap(machine, traversal);
const pathTo = new Map(shortestPaths.map((p) => [serializeState(p.state as Snapshot), p]));
type Transition = { event: ModelEvent; state: Snapshot };
const edges = Object.entries(adjacency).flatMap(([source, value]) =>
  (Object.values(value.transitions) as Transition[]).filter(({ state }) => serializeState(state) !== source).map(({ event, state }) => ({ source, event, target: state })),
);

async function runPath(path: StatePath<Snapshot, ModelEvent>, extra?: { event: ModelEvent; target: Snapshot }) {
  const h = createPendHarness();
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

const transient = new Set(['opening', 'routing']);

/** Stable state values: every combination of a parallel state's regions, without the transient routers. */
function stableValues(node: AnyStateNode): unknown[] {
  const children = (Object.values(node.states) as AnyStateNode[]).filter((c) => !transient.has(c.key));
  if (children.length === 0) return [null];
  if (node.type === 'parallel') {
    return children.reduce<Array<Record<string, unknown>>>(
      (combos, region) => combos.flatMap((combo) => stableValues(region).map((v) => ({ ...combo, [region.key]: v }))),
      [{}],
    );
  }
  return children.flatMap((c) => stableValues(c).map((v) => (v === null ? c.key : { [c.key]: v })));
}

/** Every declared transition as `<state path>:<event type>`. */
function declaredTransitions(node: AnyStateNode, path: string[] = []): string[] {
  const own = [...node.transitions.keys()].map((t) => `${path.join('.')}:${t}`);
  return [...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap((c) => declaredTransitions(c, [...path, c.key]))];
}

/** The declared transitions an event can take from a state value: the active nodes' own. */
function activePaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return [path.join('.'), [...path, value].join('.')].filter(Boolean);
  return [path.join('.'), ...Object.entries(value as object).flatMap(([k, v]) => activePaths(v, [...path, k]))].filter(Boolean);
}

// Guarded branches that need the clock past a limit while the graph stands still: covered in pend.deadline.test.ts.
const clockOnly = new Set(['pending.phase.held:deadline.check', 'pending.phase.lastCall:deadline.check']);

describe('PEND chart, model-based paths', () => {
  it.each(shortestPaths.map((p) => [serializeState(p.state as Snapshot), p] as const))('reaches %s', async (_, path) => {
    await runPath(path as StatePath<Snapshot, ModelEvent>);
  });

  it.each(edges.map((e) => [`${e.source} --${serializeEvent(e.event)}-->`, e] as const))('takes %s', async (_, edge) => {
    const prefix = pathTo.get(edge.source);
    if (!prefix) throw new Error(`Source ${edge.source} is not reachable`);
    await runPath(prefix as StatePath<Snapshot, ModelEvent>, edge);
  });

  it('reaches every stable state and has an assertion for each', () => {
    const reachable = new Set(shortestPaths.map((p) => key(p.state as Snapshot)));
    expect([...reachable].sort()).toEqual(stableValues(machine.root).map((v) => JSON.stringify(v)).sort());
    for (const k of reachable) expect(stateAssertions, `assertion for ${k}`).toHaveProperty([k]);
  });

  it('explores every transition the chart declares', () => {
    const declared = declaredTransitions(machine.root).filter((t) => !t.startsWith(':'));
    const explored = new Set<string>();
    for (const e of edges) {
      const value = JSON.parse(e.source)[0];
      for (const path of activePaths(value)) explored.add(`${path}:${e.event.type}`);
    }
    for (const transition of declared) if (!clockOnly.has(transition) && !transient.has(transition.split(':')[0]!.split('.').at(-1)!)) expect(explored, transition).toContain(transition);
  });

  it('covers paying in either phase and at the last check, expiring from either phase and a failed check', () => {
    const moves = new Set(edges.map((e) => `${pendView({ matches: (v: never) => machine.resolveState({ value: JSON.parse(e.source)[0], context: {} as never }).matches(v) })}>${key(e.target)}`));
    for (const m of ['held>"paid"', 'lastCall>"paid"', 'checking>"paid"', 'held>"lastCheck"', 'lastCall>"lastCheck"', 'checking>"expired"']) expect(moves, m).toContain(m);
  });
});
