import { answered, onResult } from '../shared/result-invoke';
import { newPaymentKey } from './attempt-key';
import { paymentSetup } from './payment.setup';

// The checkout (docs/architecture.md#selling-through-the-checkout): one chart for paying an amount for an
// order, invoked as a child actor by the flow that sells it. The traveller chooses among the methods the order
// offers (a card; cash at a store; the office; a member's points, whole or beside a card), and pays. The bank
// approves, declines (the traveller tries again: a new attempt, which the declined one never blocks) or asks
// for its 3-D Secure code; a store or the office gives an order to pay later. The chart ends paid, ordered,
// refused for a reason of the order (a seat taken meanwhile) or expired at the order's deadline, and hands
// that to its parent, which decides what follows.

const deadline = { deadline: { guard: 'deadlineSet' as const, target: 'expired' } };

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({
    amount: input.amount,
    service: input.service,
    order: input.order,
    methods: input.methods ?? ['card'],
    method: input.methods?.[0] ?? 'card',
    balances: input.points ?? null,
    pointsPart: null,
    pointsIssue: null,
    deadline: input.deadline ?? null,
    now: input.now,
    cardEnding: null,
    attemptKey: null,
    declineReason: null,
    errors: [],
    outcome: null,
  }),
  initial: 'entering',
  output: ({ context }) => context.outcome ?? { status: 'refused', errors: [] },
  states: {
    entering: {
      entry: { type: 'tellParent', params: { type: 'payment.attempt', status: 'open' } },
      after: deadline,
      on: {
        'payment.method': { guard: { type: 'methodOffered', params: ({ event }) => ({ method: event.method }) }, actions: { type: 'assignMethod', params: ({ event }) => ({ method: event.method }) } },
        'payment.submit': {
          guard: { type: 'submittable', params: ({ event }) => ({ card: event.card }) },
          target: 'charging',
          actions: { type: 'assignSubmission', params: ({ event }) => ({ card: event.card }) },
        },
        'points.apply': [
          {
            guard: { type: 'pointsApplicable', params: ({ event }) => event },
            actions: [{ type: 'assignPointsPart', params: ({ event }) => ({ type: event.pointsType, amount: event.amount }) }, 'keepOfferedMethod'],
          },
          { actions: [{ type: 'refusePoints', params: ({ event }) => event }] },
        ],
        'points.remove': { actions: 'clearPointsPart' },
      },
    },
    charging: {
      entry: { type: 'tellParent', params: { type: 'payment.attempt', status: 'process' } },
      invoke: {
        id: 'charge',
        src: 'charge',
        // The attempt's key is made here, in the call's input and never in the context (attempt-key.ts).
        input: ({ context, event }) => ({
          order: context.order,
          method: context.method,
          card: event.type === 'payment.submit' ? (event.card ?? null) : null,
          points: context.pointsPart,
          challengeCode: null,
          attemptKey: newPaymentKey(),
        }),
        ...onResult({
          ok: [
            { guard: 'paid', target: 'paid', actions: { type: 'assignOutcome', params: answered } },
            { guard: 'ordered', target: 'ordered', actions: { type: 'assignOutcome', params: answered } },
            { guard: 'challenged', target: 'challenge', actions: { type: 'assignAttempt', params: answered } },
            { guard: 'declined', target: 'entering', actions: [{ type: 'assignDecline', params: answered }, { type: 'tellParent', params: { type: 'payment.attempt', status: 'decline' } }] },
            { guard: 'payerRefused', target: 'entering', actions: { type: 'assignRefusal', params: answered } },
          ],
          refused: { target: 'refused', actions: { type: 'assignOrderRefused', params: answered } },
          unavailable: { target: 'entering', actions: 'assignUnavailable' },
        }),
      },
    },
    challenge: {
      after: deadline,
      on: {
        'payment.challenge': { target: 'answering' },
        'payment.restart': { target: 'entering', actions: 'clearCard' },
      },
    },
    answering: {
      invoke: {
        id: 'answerChallenge',
        src: 'charge',
        input: ({ context, event }) => ({
          order: context.order,
          method: context.method,
          card: null,
          points: context.pointsPart,
          challengeCode: event.type === 'payment.challenge' ? event.code : null,
          attemptKey: context.attemptKey ?? newPaymentKey(),
        }),
        ...onResult({
          ok: [
            { guard: 'paid', target: 'paid', actions: { type: 'assignOutcome', params: answered } },
            // A wrong code declines this attempt: the next card, or the same one again, is a new attempt.
            { guard: 'declined', target: 'entering', actions: [{ type: 'assignDecline', params: answered }, 'clearAttempt', { type: 'tellParent', params: { type: 'payment.attempt', status: 'decline' } }] },
            { guard: 'payerRefused', target: 'entering', actions: [{ type: 'assignRefusal', params: answered }, 'clearAttempt'] },
          ],
          refused: { target: 'refused', actions: { type: 'assignOrderRefused', params: answered } },
          // The code may not have arrived: the challenge is still open, the traveller sends it again.
          unavailable: { target: 'challenge', actions: 'assignUnavailable' },
        }),
      },
    },
    paid: { type: 'final' },
    ordered: { type: 'final' },
    refused: { type: 'final' },
    expired: { type: 'final', entry: 'assignExpired' },
  },
});
