import { paymentSetup, chargeIdempotencyKey, initialPaymentContext, type ChargeOutcome, type ConfirmOutcome, type OrderOutcome } from './payment.setup';

// Expiry: the waiting states (choosing a method, declined, 3-D Secure page) expire at the deadline.
// A call already in flight (charge, challenge, confirm) is never cut off: money may be moving, so
// its answer is awaited and a late approval is settled by `confirm` as a re-hold or a refund.

const chargeOutput = ({ event }: { event: { output: ChargeOutcome } }) => ({ output: event.output });
const confirmOutput = (outcome: 'confirmed' | 'rehold' | 'refund') => ({ event }: { event: { output: ConfirmOutcome } }) => ({
  output: event.output,
  outcome,
});
const expireAtDeadline = { after: { untilDeadline: { target: '#payment.expired' } } } as const;
// Re-entering restarts the timer with the time left (timers do not survive a restore).
const expireOnCheck = (state: string) =>
  ({ 'deadline.check': [{ guard: 'deadlinePassed', target: '#payment.expired' }, { target: `#payment.${state}`, reenter: true }] }) as const;

const afterCharge = [
  { guard: { type: 'chargeApproved', params: chargeOutput }, target: 'confirming', actions: { type: 'assignCharge', params: chargeOutput } },
  { guard: { type: 'challengeRequired', params: chargeOutput }, target: 'challenge', actions: { type: 'assignCharge', params: chargeOutput } },
  { target: 'declined', actions: { type: 'assignCharge', params: chargeOutput } },
] as const;

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'process',
  states: {
    process: {
      entry: { type: 'setStatus', params: { status: 'process' } },
      ...expireAtDeadline,
      on: {
        ...expireOnCheck('process'),
        'payment.submit': [
          { guard: 'deadlineHolds', target: 'charging', actions: { type: 'startAttempt', params: ({ event }) => ({ methodType: event.method.type }) } },
          { target: 'expired' },
        ],
        'payment.order': [
          { guard: 'deadlineHolds', target: 'ordering', actions: { type: 'startAttempt', params: ({ event }) => ({ methodType: event.kind }) } },
          { target: 'expired' },
        ],
      },
    },
    charging: {
      invoke: {
        id: 'charge',
        src: 'charge',
        // The method comes from the submit event, so card data lives only in this call's input.
        input: ({ context, event }) => {
          if (event.type !== 'payment.submit') throw new Error('charging is entered by payment.submit only');
          return { amountCents: context.amountCents, method: event.method, idempotencyKey: chargeIdempotencyKey(context), reservationCode: context.reservationCode };
        },
        onDone: afterCharge,
        onError: { target: 'declined', actions: { type: 'assignDecline', params: { reason: 'gateway_unavailable' } } },
      },
    },
    challenge: {
      ...expireAtDeadline,
      on: {
        ...expireOnCheck('challenge'),
        'challenge.submit': { target: 'completingChallenge' },
        'challenge.cancel': { target: 'declined', actions: { type: 'assignDecline', params: { reason: 'challenge_cancelled' } } },
      },
    },
    completingChallenge: {
      invoke: {
        id: 'completeChallenge',
        src: 'completeChallenge',
        input: ({ context, event }) => {
          if (event.type !== 'challenge.submit') throw new Error('completingChallenge is entered by challenge.submit only');
          return { challengeId: context.challengeId ?? '', code: event.code };
        },
        // A second challenge is not a thing the gateway does; treat it as a failure rather than loop.
        onDone: [
          afterCharge[0],
          {
            target: 'declined',
            actions: {
              type: 'assignDecline',
              params: ({ event }) => ({ reason: event.output.status === 'declined' ? event.output.reason : 'challenge_failed' }),
            },
          },
        ],
        onError: { target: 'declined', actions: { type: 'assignDecline', params: { reason: 'gateway_unavailable' } } },
      },
    },
    declined: {
      entry: { type: 'setStatus', params: { status: 'decline' } },
      ...expireAtDeadline,
      on: {
        ...expireOnCheck('declined'),
        'payment.retry': [{ guard: 'deadlineHolds', target: 'process' }, { target: 'expired' }],
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ reservationCode: context.reservationCode, chargeId: context.chargeId ?? '', confirmationKey: context.confirmationKey }),
        onDone: [
          { guard: { type: 'confirmedAs', params: confirmOutput('confirmed') }, target: 'approved' },
          { guard: { type: 'confirmedAs', params: confirmOutput('rehold') }, target: 'approved', actions: { type: 'assignLateOutcome', params: { outcome: 'rehold' } } },
          { guard: { type: 'confirmedAs', params: confirmOutput('refund') }, target: 'refunded', actions: { type: 'assignLateOutcome', params: { outcome: 'refund' } } },
          { target: 'confirmFailed' },
        ],
        onError: { target: 'confirmFailed' },
      },
    },
    // The money is taken; confirming again with the same key is safe, so retrying has no deadline.
    confirmFailed: { on: { 'confirm.retry': { target: 'confirming' } } },
    ordering: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          reservationCode: context.reservationCode,
          kind: context.methodType === 'oxxo' || context.methodType === 'openpay' ? context.methodType : 'office',
          amountCents: context.amountCents,
        }),
        onDone: [
          {
            guard: { type: 'orderGenerated', params: ({ event }: { event: { output: OrderOutcome } }) => ({ output: event.output }) },
            target: 'orderGenerated',
            actions: { type: 'assignOrder', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'declined', actions: { type: 'assignOrder', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'declined', actions: { type: 'assignDecline', params: { reason: 'gateway_unavailable' } } },
      },
    },
    approved: { type: 'final', entry: { type: 'setStatus', params: { status: 'approved' } } },
    orderGenerated: { type: 'final', entry: { type: 'setStatus', params: { status: 'order_generated' } } },
    refunded: { type: 'final', entry: { type: 'setStatus', params: { status: 'decline' } } },
    // Seats are released; only a late charge can still arrive, and confirm decides re-hold or refund.
    expired: {
      entry: { type: 'setStatus', params: { status: 'decline' } },
      on: { 'payment.late': { target: 'confirming', actions: { type: 'assignLateCharge', params: ({ event }) => ({ chargeId: event.chargeId }) } } },
    },
  },
});
