import { fromPromise, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine';
import { describePaymentEvent, paymentModelEvents, T0, type PaymentModelEvent } from '../../../machines/payment/payment.test-model';
import type { ChartModel } from '../lib/plan';

// The checkout as the tours shop invokes it (machines/tours/paying.states.ts): a card or cash at OXXO, and a
// deadline of its own, the hold's end, so its `expired` state is reached when the page's clock passes it.

type Snapshot = SnapshotFrom<typeof paymentMachine>;

const never = fromPromise(() => new Promise<never>(() => undefined));

export const paymentOnToursModel: ChartModel<Snapshot, PaymentModelEvent> = {
  machine: paymentMachine.provide({ actors: { charge: never as never } }),
  input: { amount: 2580, service: 'tours', order: { bookingId: 'bk' }, methods: ['card', 'oxxo'], deadline: T0 + 15 * 60_000, now: () => T0 },
  // The schedule change's page walks the broken connections; here the methods, what they give, and the deadline.
  events: (snapshot) => paymentModelEvents(snapshot, false).filter((event) => !event.type.startsWith('xstate.error.')),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => String(snapshot.value),
  describeEvent: describePaymentEvent,
  // The page's clock passed the hold: the server still holds the places the page let go.
  endsChain: (event) => event.type.startsWith('xstate.after.deadline.'),
};
