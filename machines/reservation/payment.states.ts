import { isPaymentMethodId } from '../../domain/payments/payment-methods';
import type { PaymentInput } from '../payment/payment.ports';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import type { ReservationContext } from './reservation-context';
import { reservationSetup } from './reservation.setup';
import { deleteOnRequest } from './booking-steps.states';
import { flowAccess } from './chart-helpers';

// Payment: the amount, methods and points the server offers for this reservation, then the checkout
// (machines/payment), invoked as a child, which the traveller pays through. What it hands back decides what
// follows: paid or ordered (a store reference, PEND) confirms the reservation; an order the server refused
// (a seat lost, already paid) shows why and asks the server again. The reservation's deadline is kept by its
// own region (reservation.machine.ts), since it runs through every step with the seats held.

/** What the checkout is given: the total, the methods, the member's points, and the call's access. */
export const checkoutInputOf = (context: ReservationContext): PaymentInput => ({
  amount: context.paymentOptions?.total ?? 0,
  service: 'websale',
  order: flowAccess(context),
  methods: (context.paymentOptions?.methods ?? ['card']).filter(isPaymentMethodId),
  points: context.paymentOptions?.points ?? null,
  deadline: null,
});

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
            target: 'paying',
            actions: { type: 'assignPaymentOptions', params: answered },
          },
          refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
        }),
      },
    },
    failed: { on: { 'payment.retry': { target: 'loading', actions: 'clearErrors' } } },
    paying: {
      on: {
        // The checkout tells when an attempt goes to the bank and when the bank declines it (the step rules read it).
        'payment.attempt': { actions: { type: 'assignCheckoutProgress', params: ({ event }) => ({ status: event.status }) } },
        // Nothing is deleted nor left while the bank is asked: its answer must find the reservation here.
        'reservation.delete': { guard: 'checkoutBusy' },
        'step.back': { guard: 'checkoutBusy' },
      },
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => checkoutInputOf(context),
        onDone: [
          {
            guard: { type: 'checkoutEnded', params: ({ event }) => ({ output: event.output, status: 'paid' as const }) },
            target: '#reservation.confirmingReservation',
            actions: [{ type: 'assignCheckoutProgress', params: { status: 'open' } },{ type: 'assignCheckoutReceipt', params: ({ event }) => ({ output: event.output }) }, { type: 'assignPaymentStatus', params: { status: 'approved' } }],
          },
          {
            guard: { type: 'checkoutEnded', params: ({ event }) => ({ output: event.output, status: 'ordered' as const }) },
            target: '#reservation.confirmingReservation',
            actions: [{ type: 'assignCheckoutProgress', params: { status: 'open' } },{ type: 'assignCheckoutReceipt', params: ({ event }) => ({ output: event.output }) }, { type: 'assignPaymentStatus', params: { status: 'order_generated' } }],
          },
          // Refused for a reason of the reservation (seats lost, already paid): shown, and the payment asked for again.
          { target: 'failed', actions: [{ type: 'assignCheckoutProgress', params: { status: 'open' } }, { type: 'assignCheckoutRefusal', params: ({ event }) => ({ output: event.output }) }] },
        ],
      },
    },
  },
});
