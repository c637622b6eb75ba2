import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { MASK, maskSensitive } from './mask-sensitive';
import { maskInspection } from './masked-inspect';

const CARD = '4242424242424242';
const SECRETS = [CARD, '"123"', 'secreto', 'sess-1', 'tok-1', '9876'];

// A small flow holding everything the inspector must not see: a card in its context and events,
// a password in its input, a session and a token in an invoked child's input and output.
const machine = setup({
  types: {
    context: {} as { card: { number: string; cvv: string } | null; password: string; session: string | null },
    events: {} as { type: 'card.enter'; card: { number: string; cvv: string } } | { type: 'pay' },
    input: {} as { password: string },
  },
  actors: {
    charge: fromPromise(async ({ input }: { input: { session: string; token: string } }) => ({ pin: '9876', session: input.session })),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ card: null, password: input.password, session: null }),
  initial: 'entering',
  states: {
    entering: {
      on: { 'card.enter': { actions: assign({ card: ({ event }) => event.card }) }, pay: 'paying' },
    },
    paying: {
      invoke: {
        src: 'charge',
        input: () => ({ session: 'sess-1', token: 'tok-1' }),
        onDone: { target: 'paid', actions: assign({ session: ({ event }) => event.output.session }) },
      },
    },
    paid: {},
  },
});

async function runFlow(inspect: (event: InspectionEvent) => void) {
  const actor = createActor(machine, { input: { password: 'secreto' }, inspect }).start();
  actor.send({ type: 'card.enter', card: { number: CARD, cvv: '123' } });
  actor.send({ type: 'pay' });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('paid'));
  // The real context kept its values: only the inspector's copies are masked.
  expect(actor.getSnapshot().context.card?.number).toBe(CARD);
  return actor;
}

describe('maskInspection', () => {
  it('forwards only masked copies to a fake inspector, with stand-in actor refs', async () => {
    const received: InspectionEvent[] = [];
    const actor = await runFlow(maskInspection({ next: (event) => received.push(event) }));
    const types = new Set(received.map((event) => event.type));
    expect(types).toEqual(new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot', '@xstate.microstep', '@xstate.action']));

    // Everything the fake inspector could reach, including the actor's current snapshot.
    const reachable = received.map((event) => ({ ...event, current: event.actorRef.getSnapshot(), parent: (event.actorRef as { _parent?: unknown })._parent }));
    const text = JSON.stringify(reachable);
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    const cardEvent = received.find((event) => event.type === '@xstate.event' && event.event.type === 'card.enter');
    expect(cardEvent && 'event' in cardEvent && cardEvent.event).toEqual({ type: 'card.enter', card: { number: MASK, cvv: MASK } });
    const last = received.filter((event) => event.type === '@xstate.snapshot' && event.actorRef.sessionId === actor.sessionId).at(-1);
    expect(last && 'snapshot' in last && (last.snapshot as unknown as { context: unknown }).context).toEqual({
      card: { number: MASK, cvv: MASK },
      password: MASK,
      session: MASK,
    });
    // The stand-ins keep what the inspector needs to draw and link the actors.
    expect(cardEvent?.actorRef.sessionId).toBe(actor.sessionId);
    expect((cardEvent?.actorRef as unknown as { logic: { config: { id: string } } }).logic.config.id).toBe('payment');
    actor.stop();
  });

  it('accepts a plain callback', async () => {
    const next = vi.fn();
    const actor = await runFlow(maskInspection(next));
    expect(next).toHaveBeenCalled();
    expect(JSON.stringify(next.mock.calls.map(([event]) => (event as InspectionEvent).type === '@xstate.snapshot' ? event : null))).not.toContain(CARD);
    actor.stop();
  });

  it('with the real Stately inspector, its adapter only ever sends masked messages', async () => {
    const sent: StatelyInspectionEvent[] = [];
    const inspector = createInspector(
      { send: (event) => sent.push(event) },
      { serialize: (event) => maskSensitive(event) as StatelyInspectionEvent },
    );
    const actor = await runFlow(maskInspection(inspector.inspect));
    await vi.waitFor(() => expect(sent.some((event) => event.type === '@xstate.snapshot' && JSON.stringify(event.snapshot).includes('"paid"'))).toBe(true));
    const text = JSON.stringify(sent);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain(MASK);
    const registered = sent.filter((event) => event.type === '@xstate.actor').map((event) => event.name);
    expect(registered).toContain('payment');
    expect(sent.every((event) => typeof event.sessionId === 'string' && event.sessionId.length > 0)).toBe(true);
    actor.stop();
  });
});
