import type { SnapshotFrom } from 'xstate';
import type { ChargeAnswer, PaymentInput } from './payment.ports';
import type { paymentMachine } from './payment.machine';

// The events of the card checkout's path models, shared by the machine paths (payment.paths.test.ts) and
// the browser paths (tests/paths/charts/payment.model.ts): the traveller's gestures with the sandbox's test
// cards, and the answers the charge can get. In the browser the server answers by the card typed, so there
// the model offers only the answer the card gets (`allAnswers` false).

export const CARDS = {
  approve: { number: '4242424242424242', name: 'Ana López', expiry: '12/30', cvv: '123' },
  decline: { number: '4000000000009995', name: 'Ana López', expiry: '12/30', cvv: '123' },
  challenge: { number: '4000000000003220', name: 'Ana López', expiry: '12/30', cvv: '123' },
} as const;
export const RIGHT_CODE = '123456';
export const WRONG_CODE = '000000';
export const ATTEMPT_KEY = 'pay-attempt-1';

export const testInput: PaymentInput = { amount: 120, service: 'itinerary', order: { code: 'BOUGHT', ticketId: 101 } };

export const paidAnswer: ChargeAnswer = { ok: true, data: { status: 'paid', receipt: { settledBy: 'card_charge' } } };
export const challengeAnswer: ChargeAnswer = { ok: true, data: { status: 'challenge', attemptKey: ATTEMPT_KEY } };
export const declinedAnswer: ChargeAnswer = { ok: false, errors: [{ code: 'payment_declined', field: 'card' }] };
export const seatLostAnswer: ChargeAnswer = { ok: false, errors: [{ code: 'seat_unavailable', field: 'seat' }] };

export type PaymentModelEvent =
  | { type: 'payment.submit'; card: (typeof CARDS)[keyof typeof CARDS] }
  | { type: 'payment.challenge'; code: string }
  | { type: 'payment.restart' }
  | { type: 'xstate.done.actor.charge'; output: ChargeAnswer }
  | { type: 'xstate.error.actor.charge'; error: unknown }
  | { type: 'xstate.done.actor.answerChallenge'; output: ChargeAnswer }
  | { type: 'xstate.error.actor.answerChallenge'; error: unknown };

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** What the sandbox answers the card ending in these digits. */
const answerFor = (ending: string | null): ChargeAnswer => (ending === '4242' ? paidAnswer : ending === '3220' ? challengeAnswer : declinedAnswer);

export function paymentModelEvents(s: Snapshot, allAnswers: boolean): PaymentModelEvent[] {
  if (s.matches('charging')) {
    const answers: PaymentModelEvent[] = allAnswers
      ? [paidAnswer, challengeAnswer, declinedAnswer, seatLostAnswer].map((output) => ({ type: 'xstate.done.actor.charge' as const, output }))
      : [{ type: 'xstate.done.actor.charge', output: answerFor(s.context.cardEnding) }];
    return [...answers, { type: 'xstate.error.actor.charge', error: 'network' }];
  }
  if (s.matches('answering')) {
    const answers: PaymentModelEvent[] = allAnswers
      ? [paidAnswer, declinedAnswer, seatLostAnswer].map((output) => ({ type: 'xstate.done.actor.answerChallenge' as const, output }))
      : [{ type: 'xstate.done.actor.answerChallenge', output: paidAnswer }];
    return [...answers, { type: 'xstate.error.actor.answerChallenge', error: 'network' }];
  }
  return [
    { type: 'payment.submit', card: CARDS.approve },
    { type: 'payment.submit', card: CARDS.decline },
    { type: 'payment.submit', card: CARDS.challenge },
    { type: 'payment.challenge', code: RIGHT_CODE },
    ...(allAnswers ? [{ type: 'payment.challenge' as const, code: WRONG_CODE }] : []),
    { type: 'payment.restart' },
  ];
}

export function describePaymentEvent(event: PaymentModelEvent): string {
  if (event.type === 'payment.submit') return `payment.submit(${event.card.number.slice(-4)})`;
  if (event.type === 'payment.challenge') return `payment.challenge(${event.code === RIGHT_CODE ? 'right code' : 'wrong code'})`;
  if (event.type === 'xstate.done.actor.charge' || event.type === 'xstate.done.actor.answerChallenge') {
    const o = event.output;
    return `${event.type}(${o.ok ? o.data.status : o.errors[0]?.code})`;
  }
  return event.type;
}
