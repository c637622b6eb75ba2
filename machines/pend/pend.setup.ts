import { assign, setup } from 'xstate';
import type { Answered } from '../shared/result-invoke';
import { pendActorSlots } from './pend.ports';

// The PEND chart's one setup: types, its port, delays, guards and actions; pend.machine.ts only names them.

const SECOND = 1_000;

/** How often a held reservation asks whether it has been paid, and how soon after a failed ask. */
export const PEND_POLL_MS = 30 * SECOND;
export const PEND_RETRY_MS = 15 * SECOND;

export interface PendInput {
  /** Reservation code. */
  code: string;
  /** Earliest departure of the reservation's PEND tickets, ms since epoch: its limits hold for all. */
  departureAt: number;
  now?: () => number;
}

export interface PendContext {
  code: string;
  departureAt: number;
  /** departure − 15 min: after this the seat is sellable again. */
  holdUntil: number;
  /** departure − 30 min: when the traveller should be at the office. */
  appearBy: number;
  now: () => number;
  /** Why the last payment check failed (an error code), null when it answered. */
  error: string | null;
  /** The traveller asked ("Ya pagué") and the answer is still to come. */
  asked: boolean;
  /** When a check the traveller asked for found the payment still pending (ms), else null. */
  foundPendingAt: number | null;
}

export type PendEvent =
  /** The traveller asks to check the payment now. */
  | { type: 'payment.check' }
  /** After a restore or a sleeping tab: applies the limits that passed while no timer ran. */
  | { type: 'deadline.check' };

type CheckOutput = Answered<{ paid: boolean }>;

export const pendSetup = setup({
  types: { context: {} as PendContext, events: {} as PendEvent, input: {} as PendInput },
  actors: pendActorSlots,
  delays: {
    untilAppearBy: ({ context }) => Math.max(0, context.appearBy - context.now()),
    untilHoldEnds: ({ context }) => Math.max(0, context.holdUntil - context.now()),
    pollInterval: PEND_POLL_MS,
    retryDelay: PEND_RETRY_MS,
  },
  guards: {
    holdOver: ({ context }) => context.now() >= context.holdUntil,
    pastAppearBy: ({ context }) => context.now() >= context.appearBy,
    paymentReceived: (_, params: CheckOutput) => params.output.ok && params.output.data.paid,
    checkRefused: (_, params: CheckOutput) => !params.output.ok,
  },
  actions: {
    assignRefusal: assign((_, params: CheckOutput) => ({ error: params.output.ok ? null : (params.output.errors[0]?.code ?? 'unexpected_error') })),
    assignUnavailable: assign({ error: 'unavailable' }),
    clearError: assign({ error: null }),
    markAsked: assign({ asked: true, foundPendingAt: null }),
    // Only an answer to the traveller's own check is reported; the quiet polls keep what was said.
    recordPending: assign(({ context }) => ({ asked: false, foundPendingAt: context.asked ? context.now() : context.foundPendingAt })),
    /** Slot: the page fetches the tickets' documents again (E-tickets now). */
    announcePaid: () => undefined,
  },
});
