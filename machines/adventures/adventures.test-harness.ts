import { createActor, fromPromise } from 'xstate';
import { adventuresMachine } from './adventures.machine';
import type { OrderRef, TicketFile } from './adventures.ports';
import { T0 } from './adventures.test-model';

// The adventures chart with every slot a stub call the test answers, and what it asked the edge to keep (the
// order's cookie) and to hand over (the ticket's file).

export type AdventuresSlot = 'loadAdventures' | 'loadDates' | 'openOrder' | 'loadOrder' | 'checkPayment' | 'downloadTicket' | 'emailTicket' | 'pay';
interface Call {
  slot: AdventuresSlot;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const slots: AdventuresSlot[] = ['loadAdventures', 'loadDates', 'openOrder', 'loadOrder', 'checkPayment', 'downloadTicket', 'emailTicket', 'pay'];

export function createAdventuresHarness(savedOrder: OrderRef | null) {
  const calls: Call[] = [];
  const stored: Array<OrderRef | null> = [];
  const saved: Array<TicketFile | null> = [];
  const slot = (name: AdventuresSlot) => fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls.push({ slot: name, input, resolve, reject }))) as never;
  const logic = adventuresMachine.provide({
    actors: Object.fromEntries(slots.map((name) => [name, slot(name)])) as never,
    actions: {
      storeOrder: (_, params) => void stored.push(params.order),
      saveTicket: (_, params) => void saved.push(params.file),
    },
  });
  const actor = createActor(logic, { input: { savedOrder, now: () => T0 } });
  actor.start();
  return { actor, calls, stored, saved };
}
