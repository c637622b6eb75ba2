import { fromPromise, type SnapshotFrom } from 'xstate';
import { pendMachine } from '../../../machines/pend/pend.machine';
import type { PendEvent } from '../../../machines/pend/pend.setup';
import type { PaymentCheck } from '../../../machines/pend/pend.ports';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The PEND chart as the browser path tests explore it: a reservation paid in cash at a store, on
// its tickets page. The traveller asks for the payment check; the server answers it (paid once the
// ticket office registered the payment); time passes (the page's clock is moved to the limits, to
// the next poll and to the retry). The limits are moved to only while a check is held at the gate:
// a jump of days with the poll timer pending would fire it too, which the chart's timer event alone
// does not say.

type Snapshot = SnapshotFrom<typeof pendMachine>;

export const APPEAR_BY_EVENT = 'xstate.after.untilAppearBy.pend.pending.phase.held';
export const HOLD_ENDS_EVENT = 'xstate.after.untilHoldEnds.pend.pending';
export const POLL_EVENT = 'xstate.after.pollInterval.pend.pending.payment.waiting';
export const RETRY_EVENT = 'xstate.after.retryDelay.pend.pending.payment.failed';

export type PendPathEvent =
  | PendEvent
  | { type: 'xstate.done.actor.checkPayment'; output: PaymentCheck }
  | { type: 'xstate.error.actor.checkPayment'; error: unknown }
  | { type: typeof APPEAR_BY_EVENT }
  | { type: typeof HOLD_ENDS_EVENT }
  | { type: typeof POLL_EVENT }
  | { type: typeof RETRY_EVENT };

const limits = new Set<string>([APPEAR_BY_EVENT, HOLD_ENDS_EVENT]);

const events: PendPathEvent[] = [
  { type: 'payment.check' },
  { type: 'xstate.done.actor.checkPayment', output: { ok: true, data: { paid: false } } },
  // The ticket office registered the payment before the check reached the server.
  { type: 'xstate.done.actor.checkPayment', output: { ok: true, data: { paid: true } } },
  { type: 'xstate.error.actor.checkPayment', error: 'network' },
  { type: APPEAR_BY_EVENT },
  { type: HOLD_ENDS_EVENT },
  { type: POLL_EVENT },
  { type: RETRY_EVENT },
];

const never = fromPromise(() => new Promise<never>(() => undefined));
const T0 = Date.UTC(2026, 11, 1, 18, 0);
const DAY = 86_400_000;

export const pendPathModel: ChartModel<Snapshot, PendPathEvent> = {
  machine: pendMachine.provide({ actors: { checkPayment: never as never } }),
  // The model stands at one instant, days before the departure; the executors move the page's clock.
  input: { code: 'MODEL1', departureAt: T0 + 100 * DAY, now: () => T0 },
  events: (snapshot) => (snapshot.matches({ pending: { payment: 'checking' } }) ? events : events.filter((event) => !limits.has(event.type))),
  serializeState: (snapshot) => {
    const { now: _now, ...context } = snapshot.context;
    return JSON.stringify([snapshot.value, context]);
  },
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.checkPayment') return `${event.type}(${event.output.ok && event.output.data.paid ? 'paid' : 'not paid'})`;
    if (event.type === APPEAR_BY_EVENT) return 'time → appear by';
    if (event.type === HOLD_ENDS_EVENT) return 'time → hold ends';
    if (event.type === POLL_EVENT) return 'time → next check';
    if (event.type === RETRY_EVENT) return 'time → retry';
    return event.type;
  },
  // Left at once by eventless transitions.
  ignoredLeaves: ['opening', 'pending.phase.routing'],
};
