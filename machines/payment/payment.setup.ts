import { assign, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { cardDigits, type CardInput } from '../../domain/payments/card-rules';
import { CARD_FIELDS, paymentActorSlots, type ChargeAnswer, type PaymentInput, type PaymentOrder, type PaymentOutput } from './payment.ports';

// The card checkout's one setup: types, its port, guards and actions; payment.machine.ts only names them.

export interface PaymentContext {
  amount: number;
  service: PaymentInput['service'];
  order: PaymentOrder;
  /** The last four digits of the card being paid with (the challenge names it); never the number. */
  cardEnding: string | null;
  /** The attempt waiting on its 3-D Secure challenge. */
  attemptKey: string | null;
  /** Refusals to show (catalogue codes, never text). */
  errors: ServerMessage[];
  outcome: PaymentOutput | null;
}

export type PaymentEvent =
  /** "Pagar": the card typed, checked by the form. */
  | { type: 'payment.submit'; card: CardInput }
  /** The bank's one-time code, typed on the 3-D Secure step. */
  | { type: 'payment.challenge'; code: string }
  /** "Usar otra tarjeta" from the 3-D Secure step. */
  | { type: 'payment.restart' };

type Answered = { output: ChargeAnswer };
const errorsOf = (answer: ChargeAnswer) => (answer.ok ? [] : answer.errors);

export const paymentSetup = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput, output: {} as PaymentOutput },
  actors: paymentActorSlots,
  guards: {
    paid: (_, params: Answered) => params.output.ok && params.output.data.status === 'paid',
    challenged: (_, params: Answered) => params.output.ok && params.output.data.status === 'challenge',
    /** Every error concerns the card or the code: the traveller pays again here. */
    cardRefused: (_, params: Answered) => !params.output.ok && params.output.errors.every((e) => e.field !== undefined && CARD_FIELDS.includes(e.field)),
  },
  actions: {
    assignCard: assign((_, params: { card: CardInput }) => ({ cardEnding: cardDigits(params.card.number).slice(-4), errors: [] })),
    assignAttempt: assign((_, params: Answered) => ({ attemptKey: params.output.ok && params.output.data.status === 'challenge' ? params.output.data.attemptKey : null, errors: [] })),
    assignRefusal: assign(({ context }, params: Answered) => ({ errors: errorsOf(params.output).map((e) => ({ service: context.service, code: e.code, ...(e.field ? { field: e.field } : {}) })) })),
    assignUnavailable: assign(({ context }) => ({ errors: [{ service: context.service, code: 'service_unavailable' }] })),
    clearAttempt: assign({ attemptKey: null }),
    clearCard: assign({ attemptKey: null, cardEnding: null, errors: [] }),
    assignPaid: assign((_, params: Answered) => ({ outcome: params.output.ok && params.output.data.status === 'paid' ? { status: 'paid' as const, receipt: params.output.data.receipt } : null })),
    assignOrderRefused: assign((_, params: Answered) => ({ outcome: { status: 'refused' as const, errors: errorsOf(params.output) } })),
  },
});
