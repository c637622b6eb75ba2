import type { SnapshotFrom } from 'xstate';
import { dateInTimeZone } from '../../domain/search/calendar-dates';
import { earliestDayFor } from '../../domain/search/earliest-day';
import { isWellFormedPromotionalCode } from '../../domain/search/search-schema';
import { validateSearch } from '../../domain/search/search-rules';
import { adjacentDay, draftPromotionalCode, todayOf, type ReservationContext } from './reservation-context';
import { fullPage, ok, page, refused, schedule, validContact, validTravellers } from './reservation.test-harness';
import type { reservationMachine } from './reservation.machine';
import type { SchedulesPage } from './reservation.ports';
import { seatMapFor } from './seats.test-fixture';
import { seatCellOf, seatPicks } from './seat-selection';
import { leaves } from './reservation.test-state-key';
export { leaves, stateKey } from './reservation.test-state-key';

// The model the path tests explore: every event a traveller or an actor answer can produce,
// and the part of the context that decides what happens next.

export type Snapshot = SnapshotFrom<typeof reservationMachine>;
export type ModelEvent = { type: string; [key: string]: unknown };

export const DEADLINE_EVENT = 'xstate.after.paymentDeadline.reservation.booking.deadline.ticking';

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: 'boom' });
const change = (patch: Record<string, unknown>): ModelEvent => ({ type: 'search.change', patch });
const goto = (step: string): ModelEvent => ({ type: 'step.goto', step });

export const modelEvents: ModelEvent[] = [
  // Search form
  change({ origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: false }),
  change({ round: true, return: { date: '2026-12-27', open: false } }),
  change({ departure: { date: null, open: true }, round: false }),
  change({ origin: '' }),
  change({ promotional_code: 'VERANO26' }),
  change({ promotional_code: '!' }),
  change({ promotional_code: null }),
  { type: 'search.submit' },
  { type: 'search.swap' },
  { type: 'promo.check' },
  { type: 'origins.retry' },
  // Steps
  { type: 'schedule.select', schedule },
  { type: 'schedules.nextDay' },
  { type: 'schedules.prevDay' },
  { type: 'schedules.retry' },
  { type: 'schedules.submit' },
  { type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers },
  { type: 'contact.submit', contact: { ...validContact, cell_phone: '12' }, goesContact: true, travellers: validTravellers },
  { type: 'traveller.link' },
  { type: 'additionals.submit', additionals: { insurance: [0], shuttle: 'zapopan', pet: false, wheelchair: false } },
  { type: 'seats.retry' },
  // Seat 1 is free, seat 2 taken; each leg's bus has one seat to pick, for passenger 11.
  { type: 'seat.toggle', leg: 'departure', seat_number: 1 },
  { type: 'seat.passenger', leg: 'departure', passenger_id: 11 },
  { type: 'seat.toggle', leg: 'departure', seat_number: 2 },
  { type: 'seat.toggle', leg: 'return', seat_number: 1 },
  { type: 'seats.submit' },
  { type: 'payment.retry' },
  // What the checkout (machines/payment) tells while the traveller pays: an attempt at the bank, a decline,
  // back to the traveller. Its own paths are its chart's.
  { type: 'payment.attempt', status: 'process' },
  { type: 'payment.attempt', status: 'decline' },
  { type: 'payment.attempt', status: 'open' },
  { type: 'reservation.confirm' },
  { type: 'ticket.retry' },
  { type: 'step.back' },
  ...['schedules', 'contact', 'additionals', 'seats', 'payment', 'tickets', 'invoicing'].map(goto),
  { type: 'reservation.delete' },
  ...(['first', 'flow', 'outside'] as const).map((arrival): ModelEvent => ({ type: 'start.enter', arrival })),
  // The clearing timer firing for the reservation the harness creates (raised by `start.enter`).
  { type: 'clearing.due', code: 'PV0001' },
  { type: 'home.arrive' },
  { type: 'flow.leave' },
  { type: 'search.restart' },
  { type: 'deadline.check' },
  { type: DEADLINE_EVENT },
  // Actor answers
  done('loadOrigins', ok([{ id: 'PVR', name: 'Puerto Vallarta', destinations: [{ id: 'GDL', name: 'Guadalajara' }] }])),
  done('loadOrigins', refused('origins_not_found')),
  error('loadOrigins'),
  done('checkPromotionalCode', ok({ code: 'VERANO26', percent_off: 10 })),
  done('checkPromotionalCode', refused('promotional_code_invalid')),
  error('checkPromotionalCode'),
  done('createReservation', ok({ code: 'PV0001', flowToken: 'flow-PV0001' })),
  done('createReservation', refused('reservation_not_created')),
  error('createReservation'),
  done('loadSchedules', ok(page)),
  // A return list whose previous day is still on or after the departure.
  done('loadSchedules', ok({ ...page, prev_day: '2026-12-26', next_day: '2026-12-28' })),
  // A list whose only bus has no seat left for the party: choosing it is refused (docs/rules/booking.md#schedules).
  done('loadSchedules', ok(fullPage)),
  done('loadSchedules', refused('schedules_not_found')),
  error('loadSchedules'),
  ...['saveSchedules', 'saveContact', 'saveAdditionals', 'confirmReservation'].flatMap((id) => [
    done(id, ok({})),
    done(id, refused('schedule_unavailable')),
    error(id),
  ]),
  done('linkTraveller', ok({ exist_traveller: true, active_reward: true })),
  done('linkTraveller', refused('traveller_session_invalid')),
  error('linkTraveller'),
  done('loadSeats', ok(seatMapFor('departure'))),
  done('loadSeats', ok(seatMapFor('return'))),
  done('holdSeat', ok(seatMapFor('departure', 1, 1))),
  done('holdSeat', { ok: false, errors: [{ code: 'seat_taken', field: 'departure.seats', seats: [1] }] }),
  done('holdSeat', refused('discount_seats_exhausted')),
  error('holdSeat'),
  done('releaseSeat', ok(seatMapFor('departure'))),
  done('releaseSeat', refused('reservation_not_found')),
  error('releaseSeat'),
  done('loadSeats', refused('seat_unavailable')),
  error('loadSeats'),
  done('loadPayment', ok({ methods: ['card', 'oxxo'], total: 915, points: { traveller_loyalty: 500, traveller_prepaid: 0 } })),
  done('loadPayment', refused('internal_error')),
  error('loadPayment'),
  // What the checkout hands back: paid by card, a store order, an order the server refused.
  done('pay', { status: 'paid', receipt: { method: 'card', status: 'approved' } }),
  done('pay', { status: 'ordered', receipt: { method: 'oxxo', status: 'order_generated', orderReference: '93000012345678' } }),
  done('pay', { status: 'refused', errors: [{ code: 'seat_taken', field: 'seats' }] }),
  done('loadTicket', ok({ format: 'html', url: '/boletos/PV0001' })),
  done('loadTicket', refused('reservation_not_found')),
  error('loadTicket'),
  done('deleteReservation', ok(null)),
  done('deleteReservation', refused('reservation_not_found')),
  error('deleteReservation'),
];

/**
 * The context facts that decide the chart's next move, per phase: the search form matters only
 * while searching, schedule choices only on schedules. Dates and texts are left out, so the
 * graph stays finite (moving a day on a failed list would otherwise add a state per day).
 */
export function projection(snapshot: Snapshot) {
  const { context } = snapshot;
  const { reservation } = context;
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const common = {
    value: snapshot.value,
    status: snapshot.status,
    code: reservation.code !== null,
    furthestStep: context.furthestStep,
    payment: reservation.payment,
    openDeparture: reservation.departure.open,
  };
  if (top === 'search') return { ...common, ...searchFacts(snapshot) };
  if (top === 'booking') {
    const shown = JSON.stringify(snapshot.value);
    const onSchedules = shown.includes('"schedules"');
    const onSeats = shown.includes('"seats"');
    const leg = shown.includes('"return"') ? 'return' : 'departure';
    return {
      ...common,
      step: context.step,
      datedReturn: reservation.round && !reservation.return.open,
      // An attempt at the bank holds the step (no delete, no way back).
      ...(context.step === 'payment' ? { checkoutBusy: context.checkoutBusy } : {}),
      ...(onSchedules
        ? {
            chosen: [reservation.departure.schedule_id !== null, reservation.return.schedule_id !== null],
            pages: [context.schedules.departure !== null, context.schedules.return !== null],
            // A full bus listed decides what choosing it does; a refusal is shown until the next choice.
            full: [isFull(context.schedules.departure), isFull(context.schedules.return)],
            refused: context.scheduleRefusal?.leg ?? null,
            // Whether the list can move a day back or forward decides the day buttons.
            days: ([-1, 1] as const).map((direction) => dayAfterMove(context, leg, direction) !== null),
          }
        : {}),
      // Held seats, loaded maps and the taps waiting decide what a tap and a submit do (the queue is
      // capped in the key so the graph stays finite).
      ...(onSeats
        ? {
            picks: [seatPicks(context.seatMaps.departure), seatPicks(context.seatMaps.return)],
            lost: [seatCellOf(context.seatMaps.departure, 1)?.state, seatCellOf(context.seatMaps.return, 1)?.state],
            maps: [context.seatMaps.departure !== null, context.seatMaps.return !== null],
            taps: context.seatTaps.slice(0, 2),
            submitPending: context.seatsSubmitPending,
          }
        : {}),
    };
  }
  return { ...common, step: context.step, method: context.paymentMethod };
}

const isFull = (list: SchedulesPage | null) => list?.schedules.some((option) => option.free_seats === 0) ?? false;

function searchFacts(snapshot: Snapshot) {
  const { context } = snapshot;
  const draft = draftPromotionalCode(context.search);
  const today = dateInTimeZone(context.now(), context.timeZone);
  const promotion =
    draft === null
      ? 'none'
      : !isWellFormedPromotionalCode(draft)
        ? 'malformed'
        : context.promotion?.code === draft
          ? context.promotion.valid
            ? 'valid'
            : 'refused'
          : 'unchecked';
  const { search } = context;
  return {
    // The kind of trip decides which steps follow (return list, or none when open).
    trip: search.departure?.open ? 'open' : search.round && !search.return?.open ? 'roundDated' : 'oneLeg',
    searchValid: validateSearch(search, { today, windows: context.fareWindows }).ok,
    promotion,
    submitAfterPromotion: context.submitAfterPromotion,
    // A submit sent while the origins load is made once they are in.
    submitWhenLoaded: context.submitWhenLoaded,
  };
}

export const serializeState = (snapshot: Snapshot) => JSON.stringify(projection(snapshot));
export const serializeEvent = (event: ModelEvent) => JSON.stringify(event);

/** Actor answers only arrive from an actor that is running; user events may come at any time. */
export function eventsFor(snapshot: Snapshot): ModelEvent[] {
  // The chart never finishes; a stopped actor takes no more events.
  if (snapshot.status !== 'active') return [];
  return modelEvents.filter((event) => {
    const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
    return !match || match[1]! in snapshot.children;
  });
}

/**
 * The day buttons a schedules list must offer, by the domain's earliest-day rule (a return is never
 * listed before the departure day); null off the lists. The paths test holds the chart to it, so a
 * guard that drops the rule fails there.
 */
export function expectedDayMoves(snapshot: Snapshot): { prev: boolean; next: boolean } | null {
  const list = leaves(snapshot.value).find((leaf) => /^booking\.step\.schedules\.(departure|return)\.(listing|failed)$/.test(leaf));
  if (!list) return null;
  const leg = list.includes('.return.') ? 'return' : 'departure';
  return { prev: dayAfterMove(snapshot.context, leg, -1) !== null, next: dayAfterMove(snapshot.context, leg, 1) !== null };
}

function dayAfterMove(context: ReservationContext, leg: 'departure' | 'return', direction: 1 | -1) {
  const earliest = earliestDayFor(leg, todayOf(context), context.reservation.departure.date);
  return adjacentDay(context.schedules[leg], context.reservation[leg].date, direction, earliest);
}
