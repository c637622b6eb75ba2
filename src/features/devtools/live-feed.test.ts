import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { fanOut } from './inspection';
import { MASK } from './mask-sensitive';
import { createLiveFeed } from './live-feed';
import { parseLiveMessage, type LiveMessage, type LiveSnapshotMessage } from './viewer/live-protocol';

// A small flow with a secret in its context and an invoked promise actor (which has no chart).
const machine = setup({
  types: { context: {} as { card: string }, events: {} as { type: 'card.enter'; card: string } | { type: 'pay' } | { type: 'leave' } },
  actors: { charge: fromPromise(async () => 'ok') },
}).createMachine({
  id: 'checkout',
  context: { card: '' },
  initial: 'entering',
  states: {
    entering: { on: { 'card.enter': { actions: assign({ card: ({ event }) => event.card }) }, pay: 'paying' } },
    paying: {
      initial: 'charging',
      states: { charging: { invoke: { src: 'charge', onDone: 'charged' } }, charged: { type: 'final' } },
      onDone: 'paid',
    },
    paid: { on: { leave: 'left' } },
    left: { type: 'final' },
  },
});

function harness() {
  const posted: LiveMessage[] = [];
  let clock = 1_000;
  const feed = createLiveFeed({ post: (message) => posted.push(structuredClone(message)), now: () => clock++, tab: 'tab-1' });
  const snapshots = () => posted.filter((m): m is LiveSnapshotMessage => m.type === 'snapshot');
  return { posted, feed, snapshots };
}

describe('createLiveFeed', () => {
  it('posts one small plain message per snapshot of a machine actor: ids, state value, status, time, never the context', async () => {
    const { feed, snapshots } = harness();
    const actor = createActor(machine, { inspect: feed.inspect }).start();
    actor.send({ type: 'card.enter', card: '4242424242424242' });
    actor.send({ type: 'pay' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('paid'));

    const messages = snapshots();
    expect(messages.map((m) => m.value)).toEqual(['entering', 'entering', { paying: 'charging' }, 'paid']);
    expect(messages[0]).toEqual({ type: 'snapshot', tab: 'tab-1', actorId: actor.id, sessionId: actor.sessionId, machineId: 'checkout', value: 'entering', status: 'active', at: 1_000 });
    expect(messages.every((m) => m.machineId === 'checkout')).toBe(true);
    expect(JSON.stringify(messages)).not.toContain('4242');
    expect(messages.every((m) => parseLiveMessage(m) !== null)).toBe(true);
    actor.stop();
  });

  it('masks the message with the inspector masking', () => {
    const { feed, snapshots } = harness();
    const secretive = setup({}).createMachine({ id: 'odd', initial: 'a', states: { a: {} } });
    const actor = createActor(secretive, { inspect: feed.inspect });
    const event = { type: '@xstate.snapshot', actorRef: actor, event: { type: 'x' }, snapshot: { value: { token: 'tok-1', note: '4242 4242 4242 4242' }, status: 'active' } };
    feed.inspect(event as unknown as InspectionEvent);
    expect(snapshots()[0]?.value).toEqual({ token: MASK, note: MASK });
  });

  it("answers a viewer's hello with the latest snapshot of each live actor, and forgets finished ones", async () => {
    const { posted, feed, snapshots } = harness();
    const first = createActor(machine, { inspect: feed.inspect }).start();
    const second = createActor(machine, { inspect: feed.inspect }).start();
    second.send({ type: 'pay' });
    await vi.waitFor(() => expect(second.getSnapshot().value).toBe('paid'));
    const third = createActor(machine, { inspect: feed.inspect }).start();
    third.send({ type: 'pay' });
    await vi.waitFor(() => expect(third.getSnapshot().value).toBe('paid'));
    third.send({ type: 'leave' });
    expect(snapshots().at(-1)).toMatchObject({ sessionId: third.sessionId, value: 'left', status: 'done' });

    posted.length = 0;
    feed.receive({ type: 'something else' });
    expect(posted).toEqual([]);
    feed.receive({ type: 'hello' });
    expect(snapshots().map((m) => [m.sessionId, m.value, m.status])).toEqual([
      [first.sessionId, 'entering', 'active'],
      [second.sessionId, 'paid', 'active'],
    ]);

    second.stop();
    expect(snapshots().at(-1)).toMatchObject({ sessionId: second.sessionId, status: 'stopped' });
    posted.length = 0;
    feed.receive({ type: 'hello' });
    expect(snapshots().map((m) => m.sessionId)).toEqual([first.sessionId]);
    first.stop();
  });

  it('says bye for its tab, and a failing channel never breaks the flow', () => {
    const { posted, feed } = harness();
    feed.bye();
    expect(posted).toEqual([{ type: 'bye', tab: 'tab-1', at: 1_000 }]);

    const broken = createLiveFeed({ post: () => { throw new Error('closed'); } });
    const actor = createActor(machine, { inspect: broken.inspect }).start();
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toEqual({ paying: 'charging' });
    actor.stop();
  });
});

describe('a tab going away', () => {
  it('posts nothing after its bye, and announces its live actors again when it comes back', async () => {
    const { posted, feed, snapshots } = harness();
    const actor = createActor(machine, { inspect: feed.inspect }).start();
    feed.bye();
    const bye = posted.at(-1)!;
    posted.length = 0;
    actor.send({ type: 'pay' });
    feed.receive({ type: 'hello' });
    expect(posted).toEqual([]);

    feed.back();
    expect(snapshots().map((m) => [m.sessionId, m.value])).toEqual([[actor.sessionId, { paying: 'charging' }]]);
    expect(bye.type).toBe('bye');
    expect(snapshots()[0]!.at).toBeGreaterThan((bye as { at: number }).at);
    actor.stop();
  });
});

describe('parseLiveMessage', () => {
  it('accepts the three message kinds and rejects anything else', () => {
    expect(parseLiveMessage({ type: 'hello', extra: 1 })).toEqual({ type: 'hello' });
    expect(parseLiveMessage({ type: 'bye', tab: 't', at: 1 })).toEqual({ type: 'bye', tab: 't', at: 1 });
    const snapshot = { type: 'snapshot', tab: 't', actorId: 'x:0', sessionId: 'x:0', machineId: 'm', value: 'a', status: 'active', at: 1 };
    expect(parseLiveMessage({ ...snapshot, context: { secret: 1 } })).toEqual(snapshot);
    expect(parseLiveMessage({ ...snapshot, status: 'weird' })).toBeNull();
    expect(parseLiveMessage({ ...snapshot, at: '1' })).toBeNull();
    expect(parseLiveMessage('hello')).toBeNull();
    expect(parseLiveMessage(null)).toBeNull();
  });
});

describe('fanOut', () => {
  it('is undefined for no listener, the listener itself for one, and calls each of several even when one throws', () => {
    expect(fanOut([])).toBeUndefined();
    const only = vi.fn();
    expect(fanOut([only])).toBe(only);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    const both = fanOut([() => { throw new Error('boom'); }, (event) => seen.push(event.type)]);
    both?.({ type: '@xstate.event' } as unknown as InspectionEvent);
    expect(seen).toEqual(['@xstate.event']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
