import { answered, onResult } from '../shared/result-invoke';
import { paymentSetup } from './payment.setup';

// The card checkout (docs/architecture.md#selling-through-the-card-checkout): one chart for paying an amount for an order,
// invoked as a child actor by the flow that sells it. The traveller types a card; the bank approves it,
// declines it (the traveller tries again: a new attempt, which the declined one never blocks) or asks for
// its 3-D Secure code. The chart ends paid (with the service's receipt) or refused for a reason of the order
// (a seat taken meanwhile), and hands that to its parent, which decides what follows.

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => ({ amount: input.amount, service: input.service, order: input.order, cardEnding: null, attemptKey: null, errors: [], outcome: null }),
  initial: 'entering',
  output: ({ context }) => context.outcome ?? { status: 'refused', errors: [] },
  states: {
    entering: {
      on: { 'payment.submit': { target: 'charging', actions: { type: 'assignCard', params: ({ event }) => ({ card: event.card }) } } },
    },
    charging: {
      invoke: {
        id: 'charge',
        src: 'charge',
        input: ({ context, event }) => ({ order: context.order, card: event.type === 'payment.submit' ? event.card : null, challengeCode: null, attemptKey: null }),
        ...onResult({
          ok: [
            { guard: 'paid', target: 'paid', actions: { type: 'assignPaid', params: answered } },
            { guard: 'challenged', target: 'challenge', actions: { type: 'assignAttempt', params: answered } },
            { guard: 'cardRefused', target: 'entering', actions: { type: 'assignRefusal', params: answered } },
          ],
          refused: { target: 'refused', actions: { type: 'assignOrderRefused', params: answered } },
          unavailable: { target: 'entering', actions: 'assignUnavailable' },
        }),
      },
    },
    challenge: {
      on: {
        'payment.challenge': { target: 'answering' },
        'payment.restart': { target: 'entering', actions: 'clearCard' },
      },
    },
    answering: {
      invoke: {
        id: 'answerChallenge',
        src: 'charge',
        input: ({ context, event }) => ({ order: context.order, card: null, challengeCode: event.type === 'payment.challenge' ? event.code : null, attemptKey: context.attemptKey }),
        ...onResult({
          ok: [
            { guard: 'paid', target: 'paid', actions: { type: 'assignPaid', params: answered } },
            // A wrong code declines this attempt: the next card, or the same one again, is a new attempt.
            { guard: 'cardRefused', target: 'entering', actions: [{ type: 'assignRefusal', params: answered }, 'clearAttempt'] },
          ],
          refused: { target: 'refused', actions: { type: 'assignOrderRefused', params: answered } },
          // The code may not have arrived: the challenge is still open, the traveller sends it again.
          unavailable: { target: 'challenge', actions: 'assignUnavailable' },
        }),
      },
    },
    paid: { type: 'final' },
    refused: { type: 'final' },
  },
});
