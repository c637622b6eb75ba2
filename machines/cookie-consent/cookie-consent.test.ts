import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { ACCEPT_COOKIE_DAYS, cookieConsentMachine } from './cookie-consent.machine';
import { cookieConsentModelEvents, type CookieConsentModelEvent } from './cookie-consent.test-model';

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;
// The graph is explored with the completion events of the invoked actors as ordinary events,
// so the model covers what the cookie read and write can answer, not only what the user does.
type ModelEvent = CookieConsentModelEvent;
const modelEvents = cookieConsentModelEvents;

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context, snapshot.status]);
const serializeEvent = (event: ModelEvent) => JSON.stringify(event);
// Only events the current state handles: an actor error event nobody handles would put the
// whole chart in its error status, which models a crash rather than a visitor's path.
const traversal = {
  events: ((snapshot: Snapshot) => modelEvents.filter((event) => snapshot.can(event as never))) as never,
  serializeState,
  serializeEvent: serializeEvent as never,
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// The system under test: the real chart with stub I/O whose answers the path decides.
function createHarness() {
  const reads: Deferred<boolean>[] = [];
  const writes: Array<Deferred<void> & { days: number }> = [];
  const actor = createActor(
    cookieConsentMachine.provide({
      actors: {
        readConsent: fromPromise(() => {
          const d = deferred<boolean>();
          reads.push(d);
          return d.promise;
        }),
        writeConsent: fromPromise<void, { days: number }>(({ input }) => {
          const d = Object.assign(deferred<void>(), { days: input.days });
          writes.push(d);
          return d.promise;
        }),
      },
    }),
  ).start();
  return { actor, reads, writes };
}
type Harness = ReturnType<typeof createHarness>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function execute(harness: Harness, event: ModelEvent): Promise<void> {
  switch (event.type) {
    case 'consent.accept':
      harness.actor.send(event);
      break;
    case 'xstate.done.actor.readConsent':
      harness.reads.at(-1)!.resolve(event.output);
      break;
    case 'xstate.error.actor.readConsent':
      harness.reads.at(-1)!.reject(new Error(String(event.error)));
      break;
    case 'xstate.done.actor.writeConsent':
      harness.writes.at(-1)!.resolve();
      break;
    case 'xstate.error.actor.writeConsent':
      harness.writes.at(-1)!.reject(new Error(String(event.error)));
      break;
  }
  await settle();
}

// One assertion per state of the chart; the coverage test below fails if a reachable state lacks one.
const stateAssertions: Record<string, (harness: Harness, expected: Snapshot) => void> = {
  checking: (h) => {
    expect(h.reads).toHaveLength(1);
    expect(h.writes).toHaveLength(0);
  },
  shown: (h, expected) => {
    expect(h.actor.getSnapshot().context.writeFailed).toBe(expected.context.writeFailed);
    expect(h.actor.getSnapshot().can({ type: 'consent.accept' })).toBe(true);
  },
  accepting: (h) => {
    expect(h.writes.length).toBeGreaterThan(0);
    expect(h.writes.at(-1)!.days).toBe(ACCEPT_COOKIE_DAYS);
  },
  hidden: (h) => {
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().can({ type: 'consent.accept' })).toBe(false);
  },
};

function stateKey(snapshot: Snapshot): string {
  return String(snapshot.value);
}

async function checkState(harness: Harness, expected: Snapshot) {
  expect(harness.actor.getSnapshot().value).toEqual(expected.value);
  const assertion = stateAssertions[stateKey(expected)];
  if (!assertion) throw new Error(`No assertion for state ${stateKey(expected)}`);
  assertion(harness, expected);
}

const shortestPaths = getShortestPaths(cookieConsentMachine, traversal);
const adjacency = getAdjacencyMap(cookieConsentMachine, traversal);
const pathTo = new Map(shortestPaths.map((path) => [serializeState(path.state), path]));

// Transition coverage: the shortest path to each edge's source followed by the edge itself.
// Edges that leave the state unchanged are ignored events, not transitions.
interface Edge {
  source: string;
  event: ModelEvent;
  target: Snapshot;
}
type Transition = { event: ModelEvent; state: Snapshot };
const edges: Edge[] = Object.entries(adjacency).flatMap(([source, value]) =>
  (Object.values(value.transitions) as Transition[])
    .filter(({ state }) => serializeState(state) !== source)
    .map(({ event, state }) => ({ source, event, target: state })),
);

async function runPath(path: StatePath<Snapshot, ModelEvent>, extra?: Edge) {
  const harness = createHarness();
  await settle();
  const [initial, ...rest] = path.steps;
  await checkState(harness, initial!.state);
  for (const step of rest) {
    await execute(harness, step.event);
    await checkState(harness, step.state);
  }
  if (extra) {
    await execute(harness, extra.event);
    await checkState(harness, extra.target);
  }
  harness.actor.stop();
}

describe('cookie-consent chart, model-based paths', () => {
  it.each(shortestPaths.map((path) => [serializeState(path.state), path] as const))('reaches %s', async (_, path) => {
    await runPath(path as StatePath<Snapshot, ModelEvent>);
  });

  it.each(edges.map((edge) => [`${edge.source} --${serializeEvent(edge.event)}-->`, edge] as const))(
    'takes %s',
    async (_, edge) => {
      const prefix = pathTo.get(edge.source);
      if (!prefix) throw new Error(`Source ${edge.source} is not reachable`);
      await runPath(prefix as StatePath<Snapshot, ModelEvent>, edge);
    },
  );

  it('has an assertion for every reachable state and every state node', () => {
    const reachable = new Set(shortestPaths.map((path) => stateKey(path.state)));
    const declared = Object.keys(cookieConsentMachine.root.states);
    expect([...reachable].sort()).toEqual(declared.sort());
    for (const key of reachable) expect(stateAssertions, `assertion for ${key}`).toHaveProperty(key);
  });

  it('explores every transition the chart declares', () => {
    // Each declared transition (event type per state) must appear among the explored edges,
    // so adding a transition without a model event makes this fail.
    const declared = Object.entries(cookieConsentMachine.root.states).flatMap(([key, node]) =>
      [...node.transitions.keys()].map((eventType) => `${key}:${eventType}`),
    );
    const explored = new Set(
      edges.map((edge) => `${JSON.parse(edge.source)[0]}:${edge.event.type}`),
    );
    for (const transition of declared) expect(explored, transition).toContain(transition);
  });

  it('covers both answers of the cookie read and both answers of the write', () => {
    const targets = edges.map((edge) => `${JSON.parse(edge.source)[0]}>${stateKey(edge.target)}`);
    expect(new Set(targets)).toEqual(
      new Set(['checking>hidden', 'checking>shown', 'shown>accepting', 'accepting>hidden', 'accepting>shown']),
    );
  });
});
