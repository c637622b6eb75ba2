import type { PaymentInput, PaymentOutput } from '../payment/payment.ports';
import { answered, onResult } from '../shared/result-invoke';
import { bookingRef, type ToursContext } from './tours.setup';

// /tours/pago: the tour session checked, the amount and methods read, then the checkout (machines/payment) as
// a child, its deadline the hold's end so its own `expired` ends the payment in time
// (docs/architecture.md#selling-through-the-checkout). A substate of `held`.

const paid = ({ event }: { event: { output: PaymentOutput } }) => ({ output: event.output });
/** Up to the checkout the chart keeps the hold's end; the checkout keeps it while the traveller pays. */
const holdRunsOut = { holdEnds: { target: '#tours.expired' } } as const;

export const payingStates = {
  initial: 'checking',
  states: {
    // The tour session is still alive (the hold may have run out in another tab).
    checking: {
      after: holdRunsOut,
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: bookingRef,
        ...onResult({
          ok: [
            { guard: 'answerOk', target: 'loading' },
            { guard: 'holdGone', target: '#tours.expired' },
          ],
          refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'failed', actions: 'assignUnavailable' },
        }),
      },
    },
    loading: {
      after: holdRunsOut,
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: bookingRef,
        ...onResult({
          ok: { guard: 'answerOk', target: 'checkout', actions: { type: 'assignOffer', params: answered } },
          refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'failed', actions: 'assignUnavailable' },
        }),
      },
    },
    failed: {
      after: holdRunsOut,
      on: { 'step.retry': { target: 'checking', actions: 'clearErrors' } },
    },
    // The checkout's deadline is the hold's end, so its own `expired` ends the payment in time.
    checkout: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }: { context: ToursContext }): PaymentInput => ({
          amount: context.amount,
          service: 'tours',
          order: { bookingId: context.bookingId ?? '', amount: context.amount },
          methods: context.methods,
          // A signed-in member's points: all of the amount, or part of it beside a card (decision 069).
          points: context.points,
          deadline: context.holdEndsAt,
          ...(context.now ? { now: context.now } : {}),
        }),
        onDone: [
          { guard: { type: 'checkoutPaid', params: paid }, target: '#tours.booking' },
          { guard: { type: 'checkoutOrdered', params: paid }, target: '#tours.ordered', actions: [{ type: 'assignStoreOrder', params: paid }, { type: 'storeCart', params: () => ({ bookingId: null }) }] },
          { guard: { type: 'checkoutExpired', params: paid }, target: '#tours.expired' },
          { target: 'failed', actions: { type: 'assignPaymentRefusal', params: paid } },
        ],
      },
    },
  },
} as const;
