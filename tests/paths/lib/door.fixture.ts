import { createActor, setup, type SnapshotFrom } from 'xstate';
import type { ChartModel } from './plan';
import type { PathRunner } from './run-path';

// A chart small enough that its paths and coverage are known by hand, for the generator's own
// tests: a door that opens, closes, locks and unlocks; `kick` is guarded by a rule that never
// holds, so `broken` is unreachable and that transition is never taken.

export const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } | { type: 'door.unlock' } | { type: 'door.kick' } },
  guards: { doorIsWeak: () => false },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'opened', 'door.lock': 'locked', 'door.kick': { guard: 'doorIsWeak', target: 'broken' } } },
    opened: { on: { 'door.close': 'closed' } },
    locked: { on: { 'door.unlock': 'closed' } },
    broken: { type: 'final' },
  },
});

export type DoorSnapshot = SnapshotFrom<typeof doorMachine>;
export type DoorEvent = { type: 'door.open' | 'door.close' | 'door.lock' | 'door.unlock' | 'door.kick' };

export const doorModel: ChartModel<DoorSnapshot, DoorEvent> = {
  machine: doorMachine,
  events: () => [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock' }, { type: 'door.unlock' }, { type: 'door.kick' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  stateKey: (snapshot) => String(snapshot.value),
};

/**
 * A stand-in user interface for the door: the real chart behind a list of named buttons and a
 * status line, as a page would show them. `labels` lets a test break the interface.
 */
export function doorPage(labels: Partial<Record<DoorEvent['type'], string>> = {}) {
  const names: Record<DoorEvent['type'], string> = {
    'door.open': 'Open',
    'door.close': 'Close',
    'door.lock': 'Lock',
    'door.unlock': 'Unlock',
    'door.kick': 'Kick',
    ...labels,
  };
  const actor = createActor(doorMachine).start();
  return {
    status: () => `The door is ${String(actor.getSnapshot().value)}`,
    buttons: () => (Object.keys(names) as Array<DoorEvent['type']>).filter((type) => actor.getSnapshot().can({ type })).map((type) => names[type]),
    click(name: string) {
      const type = (Object.keys(names) as Array<DoorEvent['type']>).find((key) => names[key] === name);
      if (!type || !this.buttons().includes(name)) throw new Error(`no button named "${name}"`);
      actor.send({ type });
    },
  };
}
export type DoorPage = ReturnType<typeof doorPage>;

const expectStatus = (page: DoorPage, status: string) => {
  if (page.status() !== status) throw new Error(`expected "${status}", saw "${page.status()}"`);
};

export const doorRunner: PathRunner<DoorSnapshot, DoorEvent, DoorPage> = {
  start: async () => undefined,
  executors: {
    'door.open': async (page) => page.click('Open'),
    'door.close': async (page) => page.click('Close'),
    'door.lock': async (page) => page.click('Lock'),
    'door.unlock': async (page) => page.click('Unlock'),
    'door.kick': async (page) => page.click('Kick'),
  },
  assertions: {
    closed: async (page) => expectStatus(page, 'The door is closed'),
    opened: async (page) => expectStatus(page, 'The door is opened'),
    locked: async (page) => expectStatus(page, 'The door is locked'),
  },
  stateKey: doorModel.stateKey,
};
