import { fromPromise, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine';
import { describePaymentEvent, paymentModelEvents, seatLostAnswer, testInput, type PaymentModelEvent } from '../../../machines/payment/payment.test-model';
import type { ChartModel } from '../lib/plan';

// The card checkout as the browser path tests explore it, on the page of a flow that sells through it (the
// schedule change's dearer bus): the sandbox's test cards typed, the server's answer released at the gate or
// broken. The server answers by the card, so the model offers only the answer each card gets, and the seat lost
// to another traveller meanwhile.

type Snapshot = SnapshotFrom<typeof paymentMachine>;

export type PaymentPathEvent = PaymentModelEvent;

const never = fromPromise(() => new Promise<never>(() => undefined));

export const paymentPathModel: ChartModel<Snapshot, PaymentPathEvent> = {
  machine: paymentMachine.provide({ actors: { charge: never as never } }),
  input: testInput,
  // Besides the answer each card gets, the approving card's charge can find its seat taken meanwhile (another
  // traveller buys it over the API before the charge is released): the checkout ends refused.
  events: (snapshot) => [
    ...paymentModelEvents(snapshot, false),
    ...(snapshot.matches('charging') && snapshot.context.cardEnding === '4242' ? [{ type: 'xstate.done.actor.charge' as const, output: seatLostAnswer }] : []),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => String(snapshot.value),
  describeEvent: describePaymentEvent,
};
