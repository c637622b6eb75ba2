import type { PaymentInput, PaymentOutput } from '../payment/payment.ports';
import type { ItineraryContext } from './itinerary-context';

// Paying a PEND here (docs/rules/my-reservation.md#paying-a-pend-here; decisions 065, 071): a reservation for the
// ticket office or a store (OXXO, Openpay), not yet paid, is paid by card through the one checkout (machines/payment),
// with the proof of the contact, before its deadline. The checkout keeps the deadline (the earliest leg's PEND limit,
// and a store order's own deadline when earlier): past it, it hands back `expired` and nothing is charged; the server
// refuses a late payment too. Paying a store order by card voids its reference on the server.

/** What the server calls the order: the reservation's code and the proof (the checkout passes it to the charge). */
export interface PendOrder {
  pend: true;
  code: string;
  token: string;
}

/** The orders a PEND may be paid by card from: the ticket office's and a store's. */
const PEND_METHODS: ReadonlySet<string> = new Set(['office', 'oxxo', 'openpay']);

/** A PEND reservation still awaiting its money at the ticket office or a store. */
export const pendToPay = (context: ItineraryContext) =>
  context.view?.payment === 'order_generated' && PEND_METHODS.has(context.view.paid?.method ?? '') && context.view.tickets.some((t) => t.state === 'pend');

/** The earliest of the legs' PEND limits and a store order's own deadline. */
export const deadlineOf = (context: ItineraryContext): number | null => {
  const order = context.view?.paid?.orderDeadline;
  const stamps = [...(context.view?.legs ?? []).map((leg) => leg.pendDeadline), order]
    .map((stamp) => (stamp ? Date.parse(stamp) : Number.NaN))
    .filter(Number.isFinite);
  return stamps.length > 0 ? Math.min(...stamps) : null;
};

export const pendCheckoutInput = ({ context }: { context: ItineraryContext }): PaymentInput => ({
  amount: context.view?.paid?.amount ?? context.view?.total ?? 0,
  service: 'itinerary',
  order: { pend: true, code: context.saved?.code ?? '', token: context.proof ?? '' } satisfies PendOrder,
  methods: ['card'],
  deadline: deadlineOf(context),
});

const paid = ({ event }: { event: { output: PaymentOutput } }) => ({ output: event.output });

export const payingPendState = {
  on: { 'pend.dismiss': { target: 'idle', actions: 'clearErrors' } },
  invoke: {
    id: 'payPend',
    src: 'payPend',
    input: pendCheckoutInput,
    onDone: [
      {
        guard: { type: 'pendPaid', params: paid },
        target: 'idle',
        actions: [{ type: 'assignPaidPend', params: paid }, { type: 'storeReservation', params: ({ context }: { context: ItineraryContext }) => ({ saved: context.saved }) }],
      },
      { guard: { type: 'pendExpired', params: paid }, target: 'idle', actions: 'assignPendExpired' },
      // Refused for a reason of the order (no longer pending, its seats released): said on the page.
      { target: 'idle', actions: { type: 'assignPaymentRefusal', params: paid } },
    ],
  },
} as const;
