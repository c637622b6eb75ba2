import { assign, enqueueActions, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { pointsToCents, splitWithPoints, type PointsBalances, type PointsRefusal } from '../../domain/loyalty/points-payment';
import { cardDigits, type CardInput } from '../../domain/payments/card-rules';
import { toCents } from '../../domain/fares';
import type { PaymentMethodId } from '../../domain/payments/payment-methods';
import { PAYER_FIELDS, paymentActorSlots, type ChargeAnswer, type PaymentInput, type PaymentOrder, type PaymentOutput, type PointsPart } from './payment.ports';
import { offeredMethods, pointsCover } from '../../domain/payments/checkout-rules';

// The checkout's one setup: types, its port, guards and actions; payment.machine.ts only names them.

export interface PaymentContext {
  amount: number;
  service: PaymentInput['service'];
  order: PaymentOrder;
  /** The methods the order may be paid with. */
  methods: readonly PaymentMethodId[];
  /** The method the traveller chose (the first offered until they choose). */
  method: PaymentMethodId;
  /** The signed-in member's points by pool, or null (no member, or the order takes no points). */
  balances: PointsBalances | null;
  /** Points applied to this payment, and why the last amount typed was refused. */
  pointsPart: PointsPart | null;
  pointsIssue: PointsRefusal | null;
  deadline: number | null;
  /** The parent's clock; absent after a reload (a function is not stored), when the browser's is used. */
  now?: (() => number) | undefined;
  /** The last four digits of the card being paid with (the challenge names it); never the number. */
  cardEnding: string | null;
  /** The attempt waiting on its 3-D Secure challenge. */
  attemptKey: string | null;
  /** The bank's reason for the last decline, when it gave one (the advice shown depends on it). */
  declineReason: string | null;
  /** Refusals to show (catalogue codes, never text). */
  errors: ServerMessage[];
  outcome: PaymentOutput | null;
}

/**
 * What the checkout tells the flow that invoked it while the traveller pays: an attempt went to the bank
 * (`process`, until it is answered or its 3-D Secure code is), the bank declined it, or the checkout waits on
 * the traveller with nothing at the bank (`open`). The flow's own rules may depend on it (the bus
 * reservation's steps do: nothing is deleted while the bank is asked); the outcome comes with the output.
 */
export type PaymentProgress = { type: 'payment.attempt'; status: 'process' | 'decline' | 'open' };

export type PaymentEvent =
  /** Another method chosen (a radio button, or "pay another way" after a refusal). */
  | { type: 'payment.method'; method: PaymentMethodId }
  /** "Pagar": the card typed and checked by the form, or none (a store reference, the office, points alone). */
  | { type: 'payment.submit'; card?: CardInput }
  /** The bank's one-time code, typed on the 3-D Secure step. */
  | { type: 'payment.challenge'; code: string }
  /** "Usar otra tarjeta" from the 3-D Secure step. */
  | { type: 'payment.restart' }
  /** A member's points applied to this payment, from one pool. */
  | { type: 'points.apply'; pointsType: PointsPart['type']; amount: number }
  | { type: 'points.remove' };

type Answered = { output: ChargeAnswer };
type Status = 'paid' | 'ordered' | 'challenge' | 'declined';
const statusOf = (answer: ChargeAnswer): Status | null => (answer.ok ? answer.data.status : null);
const errorsOf = (answer: ChargeAnswer) => (answer.ok ? [] : answer.errors);

export const paymentSetup = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput, output: {} as PaymentOutput },
  actors: paymentActorSlots,
  delays: {
    // Read when the waiting state is entered, so a traveller who comes back to it waits only for the time left.
    deadline: ({ context }) => (context.deadline === null ? 0 : Math.max(0, context.deadline - (context.now?.() ?? Date.now()))),
  },
  guards: {
    deadlineSet: ({ context }) => context.deadline !== null,
    methodOffered: ({ context }, params: { method: PaymentMethodId }) => offeredMethods(context).includes(params.method),
    /** A card method needs the card typed, unless points pay it all; the other methods need nothing more. */
    submittable: ({ context }, params: { card?: CardInput }) =>
      pointsCover(context) || context.method !== 'card' || params.card !== undefined,
    pointsApplicable: ({ context }, params: { pointsType: PointsPart['type']; amount: number }) =>
      context.balances !== null && splitWithPoints(toCents(context.amount), pointsToCents(params.amount), toCents(context.balances[params.pointsType])).ok,
    paid: (_, params: Answered) => statusOf(params.output) === 'paid',
    ordered: (_, params: Answered) => statusOf(params.output) === 'ordered',
    challenged: (_, params: Answered) => statusOf(params.output) === 'challenge',
    declined: (_, params: Answered) => statusOf(params.output) === 'declined',
    /** Every error concerns what the traveller pays with: they pay again here. */
    payerRefused: (_, params: Answered) => !params.output.ok && params.output.errors.every((e) => e.field !== undefined && PAYER_FIELDS.includes(e.field)),
  },
  actions: {
    assignMethod: assign((_, params: { method: PaymentMethodId }) => ({ method: params.method, errors: [], declineReason: null })),
    assignSubmission: assign((_, params: { card?: CardInput }) => ({
      cardEnding: params.card ? cardDigits(params.card.number).slice(-4) : null,
      errors: [],
      declineReason: null,
    })),
    assignAttempt: assign((_, params: Answered) => ({ attemptKey: params.output.ok && params.output.data.status === 'challenge' ? params.output.data.attemptKey : null, errors: [] })),
    assignDecline: assign(({ context }, params: Answered) => ({
      errors: [{ service: context.service, code: 'payment_declined', field: 'card' }],
      declineReason: params.output.ok && params.output.data.status === 'declined' ? params.output.data.reason : null,
    })),
    assignRefusal: assign(({ context }, params: Answered) => ({ errors: errorsOf(params.output).map((e) => ({ service: context.service, code: e.code, ...(e.field ? { field: e.field } : {}) })) })),
    assignUnavailable: assign(({ context }) => ({ errors: [{ service: context.service, code: 'service_unavailable' }] })),
    clearAttempt: assign({ attemptKey: null }),
    clearCard: assign({ attemptKey: null, cardEnding: null, errors: [] }),
    assignPointsPart: assign((_, params: PointsPart) => ({ pointsPart: { type: params.type, amount: params.amount }, pointsIssue: null, errors: [] })),
    refusePoints: assign(({ context }, params: { pointsType: PointsPart['type']; amount: number }) => {
      const balance = context.balances?.[params.pointsType] ?? 0;
      const split = splitWithPoints(toCents(context.amount), pointsToCents(params.amount), toCents(balance));
      return { pointsIssue: split.ok ? null : split.code };
    }),
    // Cash is not taken beside points (a store or office order is paid later, or never): the card pays the rest.
    clearPointsPart: assign({ pointsPart: null, pointsIssue: null }),
    keepOfferedMethod: assign(({ context }) => (offeredMethods(context).includes(context.method) ? {} : { method: offeredMethods(context)[0] ?? 'card' })),
    assignOutcome: assign((_, params: Answered) => ({
      outcome: params.output.ok && (params.output.data.status === 'paid' || params.output.data.status === 'ordered') ? { status: params.output.data.status, receipt: params.output.data.receipt } : null,
    })),
    assignOrderRefused: assign((_, params: Answered) => ({ outcome: { status: 'refused' as const, errors: errorsOf(params.output) } })),
    assignExpired: assign({ outcome: { status: 'expired' as const } }),
    // Only a chart invoked by a flow has someone to tell; run alone (its own tests, the inspector) it has not.
    tellParent: enqueueActions(({ enqueue, self }, params: PaymentProgress) => {
      if (self._parent) enqueue.sendParent(params);
    }),
  },
});
