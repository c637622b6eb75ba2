import { assign, fromPromise, setup } from 'xstate';
import { PEND_APPEAR_MINUTES_BEFORE, PEND_HOLD_MINUTES_BEFORE } from '../../domain/tickets/pend-rules';

// One pending (PEND) ticket, SPEC §4: held until 15 minutes before departure, the holder told to
// appear 30 minutes before; paying at a store, the office, the call centre or the app makes it an
// E-ticket; the office turns an E-ticket into an OK ticket; past the hold limit the seat is
// released. Times are absolute in context; the clock is injected.

const MINUTE = 60_000;

export type PendPaymentChannel = 'store' | 'office' | 'call_centre' | 'app';
export type PendAnswer = { ok: true } | { ok: false; reason: string };

export interface PendInput {
  ticketCode: string;
  /** Departure time, ms since epoch. */
  departureAt: number;
  now?: () => number;
}

export interface PendContext {
  ticketCode: string;
  departureAt: number;
  /** departure − 15 min: after this the seat is sellable again. */
  holdUntil: number;
  /** departure − 30 min: when the holder is told to be at the office. */
  appearBy: number;
  now: () => number;
  paidBy: PendPaymentChannel | null;
  error: string | null;
}

export type PendEvent =
  | { type: 'pend.pay'; channel: PendPaymentChannel }
  | { type: 'ticket.exchange' }
  /** After a restore: applies a limit that passed while nothing was running. */
  | { type: 'deadline.check' };

export const pendSetup = setup({
  types: { context: {} as PendContext, events: {} as PendEvent, input: {} as PendInput },
  actors: {
    registerPayment: fromPromise<PendAnswer, { ticketCode: string; channel: PendPaymentChannel }>(async () => ({ ok: false, reason: 'not_provided' })),
    exchangeAtOffice: fromPromise<PendAnswer, { ticketCode: string }>(async () => ({ ok: false, reason: 'not_provided' })),
  },
  delays: {
    untilAppearBy: ({ context }) => Math.max(0, context.appearBy - context.now()),
    untilHoldEnds: ({ context }) => Math.max(0, context.holdUntil - context.now()),
  },
  guards: {
    holdOver: ({ context }) => context.now() >= context.holdUntil,
    pastAppearBy: ({ context }) => context.now() >= context.appearBy,
    answerOk: (_, params: { output: PendAnswer }) => params.output.ok,
  },
  actions: {
    assignChannel: assign((_, params: { channel: PendPaymentChannel }) => ({ paidBy: params.channel, error: null })),
    assignRefusal: assign((_, params: { output: PendAnswer }) => ({ error: params.output.ok ? null : params.output.reason })),
    assignError: assign({ error: 'unavailable' }),
    clearError: assign({ error: null }),
  },
});

const output = ({ event }: { event: { output: PendAnswer } }) => ({ output: event.output });

export const pendMachine = pendSetup.createMachine({
  id: 'pend',
  context: ({ input }) => ({
    ticketCode: input.ticketCode,
    departureAt: input.departureAt,
    holdUntil: input.departureAt - PEND_HOLD_MINUTES_BEFORE * MINUTE,
    appearBy: input.departureAt - PEND_APPEAR_MINUTES_BEFORE * MINUTE,
    now: input.now ?? Date.now,
    paidBy: null,
    error: null,
  }),
  initial: 'pending',
  states: {
    pending: {
      initial: 'routing',
      // The limit is checked on entry too, so a PEND created or restored too late never looks held.
      always: { guard: 'holdOver', target: 'expired' },
      after: { untilHoldEnds: { target: 'expired' } },
      on: {
        'pend.pay': [
          // A tab asleep past the limit may deliver a payment before the timer fires.
          { guard: 'holdOver', target: 'expired' },
          { target: 'registeringPayment', actions: { type: 'assignChannel', params: ({ event }) => ({ channel: event.channel }) } },
        ],
        'deadline.check': { target: 'pending', reenter: true },
      },
      states: {
        routing: { always: [{ guard: 'pastAppearBy', target: 'lastCall' }, { target: 'held' }] },
        held: { after: { untilAppearBy: { target: 'lastCall' } } },
        // The holder should be at the office by now; still payable until the hold ends.
        lastCall: {},
        // A refused or failed payment returns to the phase it left, without re-deciding it.
        previous: { type: 'history' },
      },
    },
    registeringPayment: {
      invoke: {
        id: 'registerPayment',
        src: 'registerPayment',
        input: ({ context }) => ({ ticketCode: context.ticketCode, channel: context.paidBy ?? 'office' }),
        onDone: [
          { guard: { type: 'answerOk', params: output }, target: 'eTicket', actions: 'clearError' },
          // Refused (for instance the server saw the limit pass): back to pending, which expires if it has.
          { target: '#pend.pending.previous', actions: { type: 'assignRefusal', params: output } },
        ],
        onError: { target: '#pend.pending.previous', actions: 'assignError' },
      },
    },
    eTicket: { on: { 'ticket.exchange': { target: 'exchanging' } } },
    exchanging: {
      invoke: {
        id: 'exchangeAtOffice',
        src: 'exchangeAtOffice',
        input: ({ context }) => ({ ticketCode: context.ticketCode }),
        onDone: [
          { guard: { type: 'answerOk', params: output }, target: 'ok', actions: 'clearError' },
          { target: 'eTicket', actions: { type: 'assignRefusal', params: output } },
        ],
        onError: { target: 'eTicket', actions: 'assignError' },
      },
    },
    ok: { type: 'final' },
    // Seat released: sellable again. The reservation must be made anew.
    expired: { type: 'final' },
  },
});

/** The ticket type a state stands for; null once released. */
export function pendTicketType(value: unknown): 'PEND' | 'E-ticket' | 'OK' | null {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  if (top === 'pending' || top === 'registeringPayment') return 'PEND';
  if (top === 'eTicket' || top === 'exchanging') return 'E-ticket';
  if (top === 'ok') return 'OK';
  return null;
}
