import { and } from 'xstate';
import type { PaymentInput, PaymentOutput } from '../payment/payment.ports';
import { answered, onResult } from '../shared/result-invoke';
import { away } from './checkout.states';
import { adventuresSetup, orderRef, type AdventuresContext } from './adventures.setup';

// /aventuras/pago: the order held at the partner is paid through the checkout (machines/payment), by card only
// (the partner holds for minutes), its deadline the order's; then the payment check: the partner confirmed (the
// ticket) or refused after the charge (refunded whole, said on the page and by e-mail in the traveller's
// language). The partner not answering before the charge refuses it: nothing charged, try again or another date.

const paid = ({ event }: { event: { output: PaymentOutput } }) => ({ output: event.output });

export const payInput = ({ context }: { context: AdventuresContext }): PaymentInput => ({
  amount: context.order?.total ?? 0,
  service: 'adventures',
  order: orderRef({ context }),
  methods: ['card'],
  deadline: context.holdEndsAt,
  ...(context.now ? { now: context.now } : {}),
});

/** Nothing is left while the bank is asked (notAtBank); otherwise the order is let go, never charged. */
const awayUnlessAtBank = {
  'adventures.browse': { ...away['adventures.browse'], guard: 'notAtBank' },
  'dates.open': { ...away['dates.open'], guard: and(['adventureChosen', 'notAtBank']) },
} as const;

export const heldStates = adventuresSetup.createStateConfig({
  initial: 'paying',
  on: awayUnlessAtBank,
  states: {
    // The checkout's deadline is the order's, so its own `expired` ends the payment in time.
    paying: {
      on: { 'payment.attempt': { actions: { type: 'assignAttempt', params: ({ event }) => ({ status: event.status }) } } },
      invoke: {
        id: 'pay',
        src: 'pay',
        input: payInput,
        onDone: [
          { guard: { type: 'checkoutPaid', params: paid }, target: '#adventures.checking', actions: { type: 'assignCharged', params: paid } },
          { guard: { type: 'checkoutExpired', params: paid }, target: '#adventures.expired', actions: 'leaveBank' },
          // The partner did not answer before the charge, or the order could not be paid: nothing was charged.
          { target: 'failed', actions: ['leaveBank', { type: 'assignPaymentRefusal', params: paid }] },
        ],
      },
    },
    failed: {
      after: { holdEnds: { target: '#adventures.expired' } },
      on: { 'step.retry': { target: 'paying', actions: 'clearErrors' } },
    },
  },
});

// The payment check: the charge's answer already says how the partner answered; the order is read again, and
// while the partner's confirmation is still under way (another request is finishing it), read again later.
export const checkingStates = adventuresSetup.createStateConfig({
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: orderRef,
        ...onResult({
          ok: [
            { guard: 'orderConfirmed', target: '#adventures.ticket', actions: { type: 'assignOrder', params: answered } },
            { guard: 'orderRefunded', target: '#adventures.refunded', actions: { type: 'assignOrder', params: answered } },
            { guard: 'orderPaid', target: 'waiting', actions: { type: 'assignOrder', params: answered } },
          ],
          refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'failed', actions: 'assignUnavailable' },
        }),
      },
    },
    waiting: { after: { recheck: { target: 'asking' } } },
    failed: { on: { 'step.retry': { target: 'asking', actions: 'clearErrors' } } },
  },
});
