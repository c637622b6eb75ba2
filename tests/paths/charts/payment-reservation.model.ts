import { fromPromise, type SnapshotFrom } from 'xstate';
import { paymentMachine } from '../../../machines/payment/payment.machine';
import { busReservationInput, describePaymentEvent, paymentModelEvents, type PaymentModelEvent } from '../../../machines/payment/payment.test-model';
import type { ChartModel } from '../lib/plan';

// The checkout as a guest meets it on the bus reservation's payment step: every method the seeded server
// offers (a card, cash at OXXO or Openpay stores, the ticket office), the sandbox's test cards, the answer each
// gets (a cash method orders: a store reference, PEND tickets). The schedule change's page runs the card-only
// checkout with its seat lost (payment.model.ts); points are a member's (reservation paths, loyalty e2e).

type Snapshot = SnapshotFrom<typeof paymentMachine>;

const never = fromPromise(() => new Promise<never>(() => undefined));

export const paymentOnReservationModel: ChartModel<Snapshot, PaymentModelEvent> = {
  machine: paymentMachine.provide({ actors: { charge: never as never } }),
  input: busReservationInput,
  // The schedule change's page walks the broken connections; here the methods and what they give.
  events: (snapshot) => paymentModelEvents(snapshot, false).filter((event) => !event.type.startsWith('xstate.error.')),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => String(snapshot.value),
  describeEvent: describePaymentEvent,
};
