import type { SnapshotFrom } from 'xstate';
import { pointsCover } from '../../domain/payments/checkout-rules';
import type { PaymentMethodId } from '../../domain/payments/payment-methods';
import type { ChargeAnswer, PaymentInput } from './payment.ports';
import type { paymentMachine } from './payment.machine';

// The events of the checkout's path models, shared by the machine paths (payment.paths.test.ts) and the
// browser paths (tests/paths/charts/payment.model.ts): the traveller's gestures with the sandbox's test cards,
// the methods and points the order offers, the deadline, and the answers the charge can get. In the browser
// the server answers by the card typed, so there the model offers only the answer the card gets
// (`allAnswers` false).

export const CARDS = {
  approve: { number: '4242424242424242', name: 'Ana López', expiry: '12/30', cvv: '123' },
  decline: { number: '4000000000009995', name: 'Ana López', expiry: '12/30', cvv: '123' },
  challenge: { number: '4000000000003220', name: 'Ana López', expiry: '12/30', cvv: '123' },
} as const;
export const RIGHT_CODE = '123456';
export const WRONG_CODE = '000000';
export const ATTEMPT_KEY = 'pay-attempt-1';
export const T0 = Date.parse('2026-12-01T15:00:00Z');

/** A card only, as the schedule change's difference is paid (the browser paths run on that page). */
export const testInput: PaymentInput = { amount: 120, service: 'itinerary', order: { code: 'BOUGHT', ticketId: 101 } };

/** A guest's bus reservation as the seeded server offers it (the browser paths on the payment step). */
export const busReservationInput: PaymentInput = { amount: 1085, service: 'websale', order: { code: 'PV0001' }, methods: ['card', 'oxxo', 'openpay', 'office'] };

/** Every method and a member's points, with a deadline: as a bus reservation or a tour is paid. */
export const fullInput: PaymentInput = {
  amount: 120,
  service: 'websale',
  order: { code: 'PV0001' },
  methods: ['card', 'oxxo', 'office'],
  points: { traveller_loyalty: 150, traveller_prepaid: 0 },
  deadline: T0 + 15 * 60_000,
  now: () => T0,
};

export const paidAnswer: ChargeAnswer = { ok: true, data: { status: 'paid', receipt: { settledBy: 'card_charge' } } };
export const orderedAnswer: ChargeAnswer = { ok: true, data: { status: 'ordered', receipt: { reference: '93000012345678' } } };
export const challengeAnswer: ChargeAnswer = { ok: true, data: { status: 'challenge', attemptKey: ATTEMPT_KEY } };
export const declinedAnswer: ChargeAnswer = { ok: true, data: { status: 'declined', reason: 'insufficient_funds' } };
export const cardRefusedAnswer: ChargeAnswer = { ok: false, errors: [{ code: 'payment_declined', field: 'card' }] };
export const seatLostAnswer: ChargeAnswer = { ok: false, errors: [{ code: 'seat_unavailable', field: 'seat' }] };

/** Points that pay part of the amount, all of it, and more than the member holds. */
export const POINTS = { part: 50, whole: 120, tooMany: 140 } as const;

export type PaymentModelEvent =
  | { type: 'payment.method'; method: PaymentMethodId }
  | { type: 'payment.submit'; card?: (typeof CARDS)[keyof typeof CARDS] }
  | { type: 'payment.challenge'; code: string }
  | { type: 'payment.restart' }
  | { type: 'points.apply'; pointsType: 'traveller_loyalty'; amount: number }
  | { type: 'points.remove' }
  | { type: 'xstate.after.deadline.payment.entering' }
  | { type: 'xstate.after.deadline.payment.challenge' }
  | { type: 'xstate.done.actor.charge'; output: ChargeAnswer }
  | { type: 'xstate.error.actor.charge'; error: unknown }
  | { type: 'xstate.done.actor.answerChallenge'; output: ChargeAnswer }
  | { type: 'xstate.error.actor.answerChallenge'; error: unknown };

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** What the sandbox answers the card ending in these digits, or an order without a card. */
const answerFor = (ending: string | null): ChargeAnswer =>
  ending === null ? orderedAnswer : ending === '4242' ? paidAnswer : ending === '3220' ? challengeAnswer : declinedAnswer;

function answers(s: Snapshot, allAnswers: boolean): PaymentModelEvent[] {
  if (s.matches('charging')) {
    // Only a card's bank asks for its code.
    const card = s.context.cardEnding !== null;
    const outputs = allAnswers
      ? [paidAnswer, orderedAnswer, ...(card ? [challengeAnswer, declinedAnswer, cardRefusedAnswer] : []), seatLostAnswer]
      : [answerFor(s.context.cardEnding)];
    return [...outputs.map((output) => ({ type: 'xstate.done.actor.charge' as const, output })), { type: 'xstate.error.actor.charge', error: 'network' }];
  }
  const outputs = allAnswers ? [paidAnswer, declinedAnswer, cardRefusedAnswer, seatLostAnswer] : [paidAnswer];
  return [...outputs.map((output) => ({ type: 'xstate.done.actor.answerChallenge' as const, output })), { type: 'xstate.error.actor.answerChallenge', error: 'network' }];
}

export function paymentModelEvents(s: Snapshot, allAnswers: boolean): PaymentModelEvent[] {
  if (s.status !== 'active') return [];
  if (s.matches('charging') || s.matches('answering')) return answers(s, allAnswers);
  const { context } = s;
  const deadline: PaymentModelEvent[] = context.deadline === null ? [] : [{ type: `xstate.after.deadline.payment.${s.matches('challenge') ? 'challenge' : 'entering'}` }];
  if (s.matches('challenge')) {
    return [{ type: 'payment.challenge', code: RIGHT_CODE }, ...(allAnswers ? [{ type: 'payment.challenge' as const, code: WRONG_CODE }] : []), { type: 'payment.restart' }, ...deadline];
  }
  // A card is typed only for a card that pays money; otherwise the pay button sends nothing more.
  const covered = pointsCover(context);
  const submits: PaymentModelEvent[] = context.method === 'card' && !covered ? Object.values(CARDS).map((card) => ({ type: 'payment.submit', card })) : [{ type: 'payment.submit' }];
  const points: PaymentModelEvent[] =
    context.balances === null ? [] : context.pointsPart ? [{ type: 'points.remove' }] : Object.values(POINTS).map((amount) => ({ type: 'points.apply', pointsType: 'traveller_loyalty', amount }));
  return [
    ...context.methods.filter((method) => method !== context.method).map((method) => ({ type: 'payment.method' as const, method })),
    ...submits,
    ...points,
    ...deadline,
  ];
}

export function describePaymentEvent(event: PaymentModelEvent): string {
  if (event.type === 'payment.submit') return event.card ? `payment.submit(${event.card.number.slice(-4)})` : 'payment.submit(no card)';
  if (event.type === 'payment.method') return `payment.method(${event.method})`;
  if (event.type === 'points.apply') return `points.apply(${event.amount})`;
  if (event.type === 'payment.challenge') return `payment.challenge(${event.code === RIGHT_CODE ? 'right code' : 'wrong code'})`;
  if (event.type === 'xstate.done.actor.charge' || event.type === 'xstate.done.actor.answerChallenge') {
    const o = event.output;
    return `${event.type}(${o.ok ? o.data.status : o.errors[0]?.code})`;
  }
  return event.type;
}
