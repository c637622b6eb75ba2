import type { PaymentStatus } from '../../domain/reservation/reservation-state';
import type { Result } from '../../domain/result';
import type { PaymentOutcome } from './reservation.ports';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import { reservationSetup } from './reservation.setup';
import { deleteOnRequest } from './booking-steps.states';
import { flowAccess } from './chart-helpers';

// Payment: the methods and amount, then the charge with its outcomes (approved, a store order,
// a 3-D Secure challenge or a charge answered later, declined).

export const paymentState = reservationSetup.createStateConfig({
  initial: 'loading',
  entry: { type: 'enterStep', params: { step: 'payment' } },
  on: { ...deleteOnRequest, 'step.back': { target: '#reservation.booking.step.seats' } },
  states: {
    loading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ ...flowAccess(context) }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: 'choosing',
            actions: { type: 'assignPaymentOptions', params: answered },
          },
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    failed: { on: { 'payment.retry': { target: 'loading', actions: 'clearErrors' } } },
    // A signed-in member may apply points (decision 034): `withPoints` sends them with the money part. A
    // decline comes back to `money`, which finds the points still applied and goes on to `withPoints`
    // (none were spent).
    choosing: {
      initial: 'money',
      on: {
        'payment.submit': { target: '#reservation.booking.step.confirmingPayment', actions: 'assignPaymentRequest' },
        'points.apply': [
          { guard: 'pointsApplicable', target: '.withPoints', actions: 'assignPointsPart' },
          { target: '.money', actions: ['clearPointsPart', 'refusePoints'] },
        ],
      },
      states: {
        money: { always: { guard: 'pointsChosen', target: 'withPoints' } },
        withPoints: { on: { 'points.remove': { target: 'money', actions: 'clearPointsPart' } } },
      },
    },
  },
});

const outcome =
  (statuses: PaymentStatus[]) =>
  ({ event }: { event: { output: Result<PaymentOutcome> } }) => ({ output: event.output, statuses });

export const confirmingPaymentState = reservationSetup.createStateConfig({
  initial: 'submitting',
  states: {
    submitting: {
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context, event }) => ({
          ...flowAccess(context),
          payment: {
            method: context.paymentMethod ?? '',
            ...(context.paymentKey ? { idempotencyKey: context.paymentKey } : {}),
            ...(context.pointsPart ? { points: context.pointsPart } : {}),
            // Card data rides on the event only, never in the context (see reservation-persistence).
            details:
              event.type === 'payment.submit'
                ? (event.details ?? {})
                : event.type === 'payment.challenge'
                  ? { challenge_code: event.code }
                  : {},
          },
        }),
        ...onResult({
          ok: [
            {
              guard: { type: 'paymentOutcomeIs', params: outcome(['approved']) },
              target: '#reservation.confirmingReservation',
              actions: [{ type: 'assignPaymentOutcome', params: answered }, { type: 'assignPaymentStatus', params: { status: 'approved' } }],
            },
            {
              guard: { type: 'paymentOutcomeIs', params: outcome(['order_generated']) },
              target: '#reservation.confirmingReservation',
              actions: [{ type: 'assignPaymentOutcome', params: answered }, { type: 'assignPaymentStatus', params: { status: 'order_generated' } }],
            },
            // A 3-D Secure challenge (the traveller sends its code) or a charge the gateway answers later.
            { guard: { type: 'paymentOutcomeIs', params: outcome(['process']) }, target: 'awaiting', actions: { type: 'assignPaymentOutcome', params: answered } },
            {
              guard: { type: 'paymentOutcomeIs', params: outcome(['decline']) },
              target: '#reservation.booking.step.payment.choosing',
              actions: [{ type: 'assignPaymentOutcome', params: answered }, { type: 'assignPaymentStatus', params: { status: 'decline' } }],
            },
          ],
          refused: { target: '#reservation.booking.step.payment.choosing', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: '#reservation.booking.step.payment.choosing', actions: 'assignUnexpectedError' },
        }),
      },
    },
    awaiting: {
      on: {
        // The 3-D Secure code repeats the submission with the same idempotency key.
        'payment.challenge': { target: 'submitting' },
        'payment.approved': {
          target: '#reservation.confirmingReservation',
          actions: { type: 'assignPaymentStatus', params: { status: 'approved' } },
        },
        'payment.orderGenerated': {
          target: '#reservation.confirmingReservation',
          actions: { type: 'assignPaymentStatus', params: { status: 'order_generated' } },
        },
        'payment.declined': {
          target: '#reservation.booking.step.payment.choosing',
          actions: { type: 'assignPaymentStatus', params: { status: 'decline' } },
        },
      },
    },
  },
});
