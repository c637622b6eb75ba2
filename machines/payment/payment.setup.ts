import { assign, fromPromise, setup } from 'xstate';
import type { CardInput } from '../../domain/payments/card-rules';
import type { WalletId } from '../../domain/payments/payment-methods';
import type { PaymentStatus } from '../../domain/reservation/reservation-state';

// The payment status chart of SPEC §4 (process → approved | order_generated | decline) with the
// 3-D Secure challenge, retries while the deadline holds, expiry, and what happens to a payment
// that lands after the seats' hold expired (re-hold or refund). All I/O is in actor slots; the
// edge provides them (the web client's API calls, or the server's gateway in tests).

/** What the traveller pays with. Never stored in context: a persisted snapshot must not hold card data. */
export type PaymentMethodChoice = { type: 'card'; card: CardInput } | { type: WalletId; token: string };
export type OrderKind = 'oxxo' | 'openpay' | 'office';

export type ChargeOutcome =
  | { status: 'approved'; chargeId: string }
  | { status: 'challenge_required'; challengeId: string }
  | { status: 'declined'; reason: string };

/** `confirmed`: in time; `rehold`: late but the same seats were free and are held again; `refund`: late and refunded. */
export type ConfirmOutcome = { outcome: 'confirmed' | 'rehold' | 'refund' } | { outcome: 'failed'; reason: string };

export type OrderOutcome = { status: 'order_generated'; reference: string | null; payBy: number } | { status: 'refused'; reason: string };

export interface PaymentInput {
  reservationCode: string;
  amountCents: number;
  /** Absolute payment deadline, ms since epoch. */
  deadline: number;
  /** Injectable clock; defaults to Date.now. */
  now?: () => number;
  /** Key of the confirmation; the same key never confirms twice on the server. */
  confirmationKey?: string;
}

export interface PaymentContext {
  reservationCode: string;
  amountCents: number;
  deadline: number;
  now: () => number;
  confirmationKey: string;
  /** Charge attempts so far; each attempt has its own idempotency key, so a retry is a new charge. */
  attempt: number;
  methodType: PaymentMethodChoice['type'] | OrderKind | null;
  chargeId: string | null;
  challengeId: string | null;
  declineReason: string | null;
  order: { reference: string | null; payBy: number } | null;
  lateOutcome: 'rehold' | 'refund' | null;
  status: PaymentStatus;
}

export type PaymentEvent =
  | { type: 'payment.submit'; method: PaymentMethodChoice }
  | { type: 'payment.order'; kind: OrderKind }
  | { type: 'challenge.submit'; code: string }
  | { type: 'challenge.cancel' }
  | { type: 'payment.retry' }
  | { type: 'confirm.retry' }
  /** A charge the gateway reports after the flow expired (webhook, a slow 3-D Secure page). */
  | { type: 'payment.late'; chargeId: string }
  /** Sent after restoring a snapshot, so a deadline that passed while the page was closed applies at once. */
  | { type: 'deadline.check' };

export const chargeIdempotencyKey = (context: Pick<PaymentContext, 'reservationCode' | 'attempt'>) =>
  `${context.reservationCode}:charge:${context.attempt}`;

export const paymentSetup = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: {
    charge: fromPromise<ChargeOutcome, { amountCents: number; method: PaymentMethodChoice; idempotencyKey: string; reservationCode: string }>(
      async () => ({ status: 'declined', reason: 'not_provided' }),
    ),
    completeChallenge: fromPromise<ChargeOutcome, { challengeId: string; code: string }>(async () => ({ status: 'declined', reason: 'not_provided' })),
    confirm: fromPromise<ConfirmOutcome, { reservationCode: string; chargeId: string; confirmationKey: string }>(async () => ({
      outcome: 'failed',
      reason: 'not_provided',
    })),
    createOrder: fromPromise<OrderOutcome, { reservationCode: string; kind: OrderKind; amountCents: number }>(async () => ({
      status: 'refused',
      reason: 'not_provided',
    })),
  },
  delays: {
    // From the absolute deadline each time a waiting state is entered, so a restored chart waits only for what is left.
    untilDeadline: ({ context }) => Math.max(0, context.deadline - context.now()),
  },
  guards: {
    deadlineHolds: ({ context }) => context.now() < context.deadline,
    deadlinePassed: ({ context }) => context.now() >= context.deadline,
    chargeApproved: (_, params: { output: ChargeOutcome }) => params.output.status === 'approved',
    challengeRequired: (_, params: { output: ChargeOutcome }) => params.output.status === 'challenge_required',
    confirmedAs: (_, params: { output: ConfirmOutcome; outcome: 'confirmed' | 'rehold' | 'refund' }) => params.output.outcome === params.outcome,
    orderGenerated: (_, params: { output: OrderOutcome }) => params.output.status === 'order_generated',
  },
  actions: {
    startAttempt: assign({
      attempt: ({ context }) => context.attempt + 1,
      methodType: (_, params: { methodType: PaymentContext['methodType'] }) => params.methodType,
      declineReason: null,
      challengeId: null,
    }),
    assignCharge: assign((_, params: { output: ChargeOutcome }) =>
      params.output.status === 'approved'
        ? { chargeId: params.output.chargeId, challengeId: null }
        : params.output.status === 'challenge_required'
          ? { challengeId: params.output.challengeId }
          : { declineReason: params.output.reason, challengeId: null },
    ),
    assignDecline: assign((_, params: { reason: string }) => ({ declineReason: params.reason, challengeId: null })),
    assignLateCharge: assign((_, params: { chargeId: string }) => ({ chargeId: params.chargeId })),
    assignOrder: assign((_, params: { output: OrderOutcome }) =>
      params.output.status === 'order_generated' ? { order: { reference: params.output.reference, payBy: params.output.payBy } } : { declineReason: params.output.reason },
    ),
    assignLateOutcome: assign((_, params: { outcome: 'rehold' | 'refund' | null }) => ({ lateOutcome: params.outcome })),
    setStatus: assign((_, params: { status: PaymentStatus }) => ({ status: params.status })),
  },
});

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  return {
    reservationCode: input.reservationCode,
    amountCents: input.amountCents,
    deadline: input.deadline,
    now: input.now ?? Date.now,
    confirmationKey: input.confirmationKey ?? `${input.reservationCode}:confirm`,
    attempt: 0,
    methodType: null,
    chargeId: null,
    challengeId: null,
    declineReason: null,
    order: null,
    lateOutcome: null,
    status: 'process',
  };
}
