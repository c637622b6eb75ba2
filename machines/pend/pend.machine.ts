import { answered, onResult } from '../shared/result-invoke';
import { PEND_APPEAR_MINUTES_BEFORE, PEND_HOLD_MINUTES_BEFORE } from '../../domain/tickets/pend-rules';
import { pendSetup, type PendContext } from './pend.setup';

// A reservation's pending (PEND) tickets as the traveller's tickets page follows them (docs/rules/pend.md):
// the seat is held until 15 minutes before departure and the traveller is told to appear at the
// office 30 minutes before; meanwhile the page asks the server whether the reservation has been
// paid (at a store, the office, the call centre or the app: the office side is the server's), and
// shows the E-tickets once it has. Past the hold limit one last check decides between paid and
// released. Times are absolute in context and the clock is injected; nothing relies on a timer
// surviving a reload or a sleeping tab (`deadline.check` re-applies the limits).

const MINUTE = 60_000;

const checkInput = ({ context }: { context: PendContext }) => ({ code: context.code });

export const pendMachine = pendSetup.createMachine({
  id: 'pend',
  context: ({ input }) => ({
    code: input.code,
    departureAt: input.departureAt,
    holdUntil: input.departureAt - PEND_HOLD_MINUTES_BEFORE * MINUTE,
    appearBy: input.departureAt - PEND_APPEAR_MINUTES_BEFORE * MINUTE,
    now: input.now ?? Date.now,
    error: null,
    asked: false,
    foundPendingAt: null,
  }),
  initial: 'opening',
  states: {
    // A page opened (or reloaded) after the limit never shows the seat as held.
    opening: { always: [{ guard: 'holdOver', target: 'lastCheck' }, { target: 'pending' }] },
    pending: {
      type: 'parallel',
      after: { untilHoldEnds: { target: 'lastCheck' } },
      states: {
        phase: {
          initial: 'routing',
          states: {
            routing: { always: [{ guard: 'pastAppearBy', target: 'lastCall' }, { target: 'held' }] },
            held: {
              after: { untilAppearBy: { target: 'lastCall' } },
              on: {
                'deadline.check': [
                  { guard: 'holdOver', target: '#pend.lastCheck' },
                  { guard: 'pastAppearBy', target: 'lastCall' },
                ],
              },
            },
            // The traveller should be at the office by now; still payable until the hold ends.
            lastCall: { on: { 'deadline.check': { guard: 'holdOver', target: '#pend.lastCheck' } } },
          },
        },
        payment: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: checkInput,
                onDone: [
                  { guard: { type: 'paymentReceived', params: answered }, target: '#pend.paid', actions: 'clearError' },
                  { guard: { type: 'checkRefused', params: answered }, target: 'failed', actions: { type: 'assignRefusal', params: answered } },
                  { target: 'waiting', actions: ['clearError', 'recordPending'] },
                ],
                onError: { target: 'failed', actions: 'assignUnavailable' },
              },
            },
            waiting: { after: { pollInterval: { target: 'checking' } }, on: { 'payment.check': { target: 'checking', actions: 'markAsked' } } },
            failed: { after: { retryDelay: { target: 'checking' } }, on: { 'payment.check': { target: 'checking', actions: 'markAsked' } } },
          },
        },
      },
    },
    // The hold is over: a payment made just before the limit may not have been seen yet.
    lastCheck: {
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: checkInput,
        ...onResult({
          ok: { guard: 'paymentReceived', target: 'paid', actions: 'clearError' },
          // Not paid (or refused): past the limit the seat is released.
          refused: { target: 'expired' },
          // Nothing more can be learnt: past the limit the seat is released unless it was paid.
          unavailable: { target: 'expired' },
        }),
      },
    },
    // E-tickets issued: valid for travel.
    paid: { type: 'final', entry: 'announcePaid' },
    // Seat released: sellable again. The reservation must be made anew.
    expired: { type: 'final' },
  },
});

/** The stable state a snapshot stands for, as the page and the tests name it. */
export type PendView = 'held' | 'lastCall' | 'paid' | 'expired' | 'checking';

export function pendView(snapshot: { matches: (value: never) => boolean }): PendView {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('paid')) return 'paid';
  if (is('expired')) return 'expired';
  if (is({ pending: { phase: 'lastCall' } })) return 'lastCall';
  if (is({ pending: { phase: 'held' } })) return 'held';
  return 'checking';
}
