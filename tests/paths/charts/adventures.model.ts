import { fromPromise, type SnapshotFrom } from 'xstate';
import { adventuresMachine } from '../../../machines/adventures/adventures.machine';
import { adventuresModelEvents, describeAdventuresEvent, ok, orderOf, ORDER_REF, T0, type AdventuresModelEvent } from '../../../machines/adventures/adventures.test-model';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The partner adventures as the browser path tests explore them, against the real server and its partner
// simulator: the surf lesson chosen from the list, an option and a departure, the checkout, the order held, the
// payment with the sandbox's approving card (the checkout runs freely; its own paths are payment.*), the payment
// check and the ticket; the partner down when the order opens and when the card is charged, refusing the
// confirmation after the charge (refunded), and the hold running out on the page's clock. The simulator is put
// into each failure mode for the one answer that needs it; a lost connection is the gate's `fail`.

type Snapshot = SnapshotFrom<typeof adventuresMachine>;

export type AdventuresPathEvent = AdventuresModelEvent;

const never = fromPromise(() => new Promise<never>(() => undefined));
const slots = ['loadAdventures', 'loadDates', 'openOrder', 'loadOrder', 'checkPayment', 'downloadTicket', 'emailTicket', 'pay'] as const;

export const adventuresPathModel: ChartModel<Snapshot, AdventuresPathEvent> = {
  machine: adventuresMachine.provide({ actors: Object.fromEntries(slots.map((slot) => [slot, never])) as never }),
  input: { savedOrder: null, now: () => T0 },
  // The refund's "Ver otras aventuras" is the same control the held order's failure and the expired order walk:
  // from the refund, only "another date" (a chain of its own would be one more browser test).
  events: (snapshot) => adventuresModelEvents(snapshot, false).filter((event) => !(snapshot.matches('refunded') && event.type === 'adventures.browse')),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: describeAdventuresEvent,
  // A page load with the adventures cookie starts the chart in `restoring`: the model below.
  ignoredLeaves: ['starting', 'restoring'],
  // The page's clock moved past a hold goes on: the next order is held anew, from the page's time when it is
  // opened, and the one let go lapses at the partner on its own.
};

/**
 * A page opened again while the partner is still confirming a charged order (a reload during the confirmation):
 * the chart asks the server where the order stands, waits, asks again, and shows the ticket once confirmed.
 */
export const adventuresKeptOrderModel: ChartModel<Snapshot, AdventuresPathEvent> = {
  ...adventuresPathModel,
  input: { savedOrder: ORDER_REF, now: () => T0 },
  events: (snapshot) => {
    if (snapshot.matches('restoring') || snapshot.matches({ checking: 'waiting' })) return adventuresModelEvents(snapshot, false);
    if (snapshot.matches({ checking: 'asking' })) return [{ type: 'xstate.done.actor.checkPayment', output: ok(orderOf('confirmed')) }];
    return [];
  },
  ignoredLeaves: ['starting'],
};
