import type { SnapshotFrom } from 'xstate';
import type { itineraryMachine } from './itinerary.machine';
import type { FoundReservation, ItineraryView, QuotedCancellation } from './itinerary.ports';

// The events of the "my reservation" chart as its path models offer them (the machine paths here, the
// browser paths in tests/paths/charts/itinerary.model.ts). Codes and tokens are placeholders the browser
// executors replace with the reservation bought for the path.

export const BOUGHT = 'BOUGHT';
export const GOOD_TOKEN = 'GOOD-TOKEN';
export const SURNAME = 'López Núñez';
export const WRONG_SURNAME = 'Ibarra Soto';

export const viewFixture: ItineraryView = {
  code: BOUGHT,
  round: false,
  payment: 'approved',
  lang: 'es',
  total: 480,
  linkToken: GOOD_TOKEN,
  linkExpiresAt: '2026-12-31T00:00:00.000Z',
  legs: [],
  tickets: [],
  paid: null,
  extras: [],
};

export const foundAnswer: FoundReservation = { ok: true, data: viewFixture };
export const notFoundAnswer: FoundReservation = { ok: false, errors: [{ code: 'reservation_not_found', field: 'code' }] };

export const cancelQuote: QuotedCancellation = { ok: true, data: { allowed: true, refusal: null, tickets: [`${BOUGHT}-1`], refund: 0, refundTo: 'none' } };
export const refusedQuote: QuotedCancellation = { ok: true, data: { allowed: false, refusal: 'cancel_not_allowed', tickets: [], refund: 0, refundTo: 'none' } };
export const cancelledAnswer: FoundReservation = { ok: true, data: { ...viewFixture, linkToken: GOOD_TOKEN } };
export const alreadyCancelled: FoundReservation = { ok: false, errors: [{ code: 'already_cancelled' }] };

export type ItineraryModelEvent =
  | { type: 'find.submit'; code: string; lastName: string }
  | { type: 'link.open'; code: string; token: string }
  | { type: 'find.start' }
  | { type: 'reservation.forget' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'xstate.done.actor.quoteCancellation'; output: QuotedCancellation }
  | { type: 'xstate.error.actor.quoteCancellation'; error: unknown }
  | { type: 'xstate.done.actor.cancelReservation'; output: FoundReservation }
  | { type: 'xstate.error.actor.cancelReservation'; error: unknown }
  | { type: 'xstate.done.actor.findReservation'; output: FoundReservation }
  | { type: 'xstate.error.actor.findReservation'; error: unknown };

type Snapshot = SnapshotFrom<typeof itineraryMachine>;

const finding = (s: Snapshot) => s.matches({ find: 'finding' }) || s.matches('opening');
/** The answer the server gives for what was asked: the right surname or the link's token finds it. */
const rightCredentials = (s: Snapshot) => (s.matches('opening') ? s.context.saved?.token === GOOD_TOKEN : s.context.draft.lastName === SURNAME);

/**
 * What can happen in a state; with `allAnswers`, every answer (the machine paths), else the server's own:
 * the reservation bought for a browser path is paid at a store (PEND), so it can be cancelled, once.
 */
export function itineraryModelEvents(s: Snapshot, allAnswers: boolean): ItineraryModelEvent[] {
  if (s.matches({ viewing: 'quoting' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.quoteCancellation', output: cancelQuote }, { type: 'xstate.error.actor.quoteCancellation', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.quoteCancellation', output: refusedQuote }, { type: 'xstate.done.actor.quoteCancellation', output: notFoundAnswer as never });
    return answers;
  }
  if (s.matches({ viewing: 'cancelling' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.cancelReservation', output: cancelledAnswer }, { type: 'xstate.error.actor.cancelReservation', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.cancelReservation', output: alreadyCancelled });
    return answers;
  }
  // In the browser the reservation is cancelled once: its tickets cannot be cancelled again.
  if (!allAnswers && s.context.cancelled && s.matches('viewing')) return [{ type: 'find.start' }, { type: 'reservation.forget' }];
  if (finding(s)) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.error.actor.findReservation', error: 'network' }];
    if (allAnswers || rightCredentials(s)) answers.push({ type: 'xstate.done.actor.findReservation', output: foundAnswer });
    if (allAnswers || !rightCredentials(s)) answers.push({ type: 'xstate.done.actor.findReservation', output: notFoundAnswer });
    return answers;
  }
  return [
    { type: 'find.submit', code: BOUGHT, lastName: SURNAME },
    { type: 'find.submit', code: BOUGHT, lastName: WRONG_SURNAME },
    { type: 'find.submit', code: '', lastName: '' },
    { type: 'link.open', code: BOUGHT, token: GOOD_TOKEN },
    { type: 'find.start' },
    { type: 'reservation.forget' },
    { type: 'cancel.ask' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
  ];
}

export function describeItineraryEvent(event: ItineraryModelEvent): string {
  if (event.type === 'find.submit') return `find.submit(${event.code ? (event.lastName === SURNAME ? 'surname' : 'wrong surname') : 'empty'})`;
  if (event.type === 'xstate.done.actor.findReservation') return `${event.type}(${event.output.ok ? 'found' : 'not found'})`;
  if (event.type === 'xstate.done.actor.quoteCancellation') return `${event.type}(${event.output.ok ? (event.output.data.allowed ? 'allowed' : 'refused') : 'not found'})`;
  if (event.type === 'xstate.done.actor.cancelReservation') return `${event.type}(${event.output.ok ? 'cancelled' : 'refused'})`;
  return event.type;
}
