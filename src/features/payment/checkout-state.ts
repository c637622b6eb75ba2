import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment/payment.machine';

// The checkout chart's actor as its screens receive it from the flow that invoked it (a type only: the chart
// itself travels with the flow).

export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
export type CheckoutStep = 'entering' | 'charging' | 'challenge' | 'answering' | 'paid' | 'ordered' | 'refused' | 'expired';

export const selectCheckoutStep = (s: PaymentSnapshot) => s.value as CheckoutStep;
