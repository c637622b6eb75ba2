import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { ACCEPT_COOKIE_DAYS, cookieConsentMachine } from './cookie-consent.machine';
import type { ConsentChoice } from './cookie-consent.ports';
import { cookieConsentModelEvents, type CookieConsentModelEvent } from './cookie-consent.test-model';

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;
// The graph is explored with the completion events of the invoked actors as ordinary events,
// so the model covers what the cookie read and write can answer, not only what the user does.
type ModelEvent = CookieConsentModelEvent;
const modelEvents = cookieConsentModelEvents;

const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context, snapshot.status]);

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
  const reads: Deferred<ConsentChoice | null>[] = [];
  const writes: Array<Deferred<void> & { days: number; choice: ConsentChoice }> = [];
  const actor = createActor(
    cookieConsentMachine.provide({
      actors: {
        readConsent: fromPromise(() => {
          const d = deferred<ConsentChoice | null>();
          reads.push(d);
          return d.promise;
        }),
        writeConsent: fromPromise<void, { days: number; choice: ConsentChoice }>(({ input }) => {
          const d = Object.assign(deferred<void>(), { days: input.days, choice: input.choice });
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
    case 'consent.reject':
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
    expect(h.actor.getSnapshot().can({ type: 'consent.reject' })).toBe(true);
  },
  saving: (h, expected) => {
    expect(h.writes.at(-1)).toMatchObject({ days: ACCEPT_COOKIE_DAYS, choice: expected.context.choice });
  },
  accepted: (h) => {
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().can({ type: 'consent.accept' })).toBe(false);
  },
  rejected: (h) => {
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actor.getSnapshot().can({ type: 'consent.reject' })).toBe(false);
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

const plan = planPaths(
  { machine: cookieConsentMachine, events: () => modelEvents, serializeState, stateKey, describeEvent: (event) => event.type },
  { cover: 'edges' },
);

const runner: MachinePathRunner<Harness, Snapshot, ModelEvent> = {
  start: async () => {
    const harness = createHarness();
    await settle();
    return harness;
  },
  execute,
  check: checkState,
  stop: (harness) => harness.actor.stop(),
};

describe('cookie-consent chart, model-based paths', () => {
  it.each(plan.paths.map((path) => [path.title, path] as const))('walks %s', async (_, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, ModelEvent>);
  });

  it('reaches every state of the chart and has an assertion for each', () => {
    expect(plan.coverage.states.missing).toEqual([]);
    expect(missingAssertions(plan, stateAssertions)).toEqual([]);
  });

  it('fires every transition the chart declares', () => {
    expect(plan.coverage.transitions.missing).toEqual([]);
  });

  it('covers every answer of the cookie read and both answers of each write', () => {
    const targets = plan.edges.map((edge) => `${stateKey(edge.source)}>${stateKey(edge.target)}`);
    expect(new Set(targets)).toEqual(
      new Set([
        'checking>accepted',
        'checking>rejected',
        'checking>shown',
        'shown>saving',
        'saving>accepted',
        'saving>rejected',
        'saving>shown',
      ]),
    );
  });
});
