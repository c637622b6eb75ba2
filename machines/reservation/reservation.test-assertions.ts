import { expect } from 'vitest';
import { isPaymentSettled } from '../../domain/reservation/step-rules';
import { dateInTimeZone } from '../../domain/search/calendar-dates';
import { validateSearch } from '../../domain/search/search-rules';
import type { TicketsAccess } from './reservation-context';
import { T0, type Harness, type SlotName } from './reservation.test-harness';
import { seatCellOf, seatPicks } from './seat-selection';

// What must hold in each state of the reservation chart, checked by the path tests after every
// step. Keyed by leaf state; the path tests fail when a reachable state has no entry here.

type Assertion = (harness: Harness, options: { access: TicketsAccess }) => void;

const ctx = (h: Harness) => h.actor.getSnapshot().context;
const can = (h: Harness, event: object) => h.actor.getSnapshot().can(event as never);

/** The state is waiting on this actor, and it was asked about this reservation. */
function waitingOn(h: Harness, name: SlotName, input: Record<string, unknown> = {}) {
  expect(h.pending(name).input).toMatchObject(input);
}

function withCode(h: Harness) {
  expect(ctx(h).reservation.code).toBe('PV0001');
  return { code: 'PV0001', flowToken: 'flow-PV0001' };
}

function hasErrors(h: Harness) {
  expect(ctx(h).errors.length).toBeGreaterThan(0);
  for (const error of ctx(h).errors) expect(error.service).toBe('websale');
}

/** Inside booking the payment timer runs, from an absolute deadline set at creation. */
function booking(h: Harness, step: string) {
  expect(ctx(h).paymentDeadline).toBe(T0 + 15 * 60_000);
  expect(ctx(h).step).toBe(step);
  expect(isPaymentSettled(ctx(h).reservation.payment)).toBe(false);
  withCode(h);
}

function leg(h: Harness, name: 'departure' | 'return') {
  return { code: 'PV0001', flowToken: 'flow-PV0001', leg: name, date: ctx(h).reservation[name].date };
}

export const reservationAssertions: Record<string, Assertion> = {
  'search.loadingOrigins': (h) => waitingOn(h, 'loadOrigins'),
  'search.originsUnavailable': (h) => {
    hasErrors(h);
    expect(can(h, { type: 'origins.retry' })).toBe(true);
  },
  'search.editing': (h) => {
    expect(ctx(h).step).toBe('search');
    // A valid search with a code the server refused goes nowhere until the code is corrected or
    // removed (docs/rules/booking.md#promotional-codes); any other submit is answered (a search, a check, or the rules' messages).
    const { search, promotion } = ctx(h);
    const draft = (search.promotional_code ?? '').trim();
    const refusedCode = draft !== '' && promotion?.code === draft && !promotion.valid;
    const valid = validateSearch(search, { today: dateInTimeZone(ctx(h).now(), ctx(h).timeZone), windows: ctx(h).fareWindows }).ok;
    expect(can(h, { type: 'search.submit' })).toBe(!(valid && refusedCode));
  },
  'search.checkingPromotionalCode': (h) =>
    waitingOn(h, 'checkPromotionalCode', { code: (ctx(h).search.promotional_code ?? '').trim() }),
  'search.creating': (h) => {
    expect(ctx(h).acceptedSearch).not.toBeNull();
    waitingOn(h, 'createReservation', { search: ctx(h).acceptedSearch! });
  },
  'booking.step.schedules.departure.loading': (h) => {
    booking(h, 'schedules');
    waitingOn(h, 'loadSchedules', leg(h, 'departure'));
  },
  'booking.step.schedules.departure.listing': (h) => {
    booking(h, 'schedules');
    expect(ctx(h).schedules.departure).not.toBeNull();
  },
  'booking.step.schedules.departure.failed': (h) => {
    booking(h, 'schedules');
    hasErrors(h);
    expect(can(h, { type: 'schedules.retry' })).toBe(true);
  },
  'booking.step.schedules.return.loading': (h) => {
    booking(h, 'schedules');
    expect(ctx(h).reservation.departure.schedule_id).not.toBeNull();
    waitingOn(h, 'loadSchedules', leg(h, 'return'));
  },
  'booking.step.schedules.return.listing': (h) => {
    booking(h, 'schedules');
    expect(ctx(h).schedules.return).not.toBeNull();
  },
  'booking.step.schedules.return.failed': (h) => {
    booking(h, 'schedules');
    hasErrors(h);
  },
  'booking.step.schedules.saving': (h) => {
    booking(h, 'schedules');
    const { reservation } = ctx(h);
    const datedReturn = reservation.round && !reservation.return.open;
    const input = h.pending('saveSchedules').input as { departure: { schedule_id: unknown }; return: unknown };
    expect(input.departure.schedule_id).toBe(11);
    expect(input.return === null).toBe(!datedReturn);
  },
  'booking.step.contact.editing': (h) => {
    booking(h, 'contact');
    expect(can(h, { type: 'step.back' })).toBe(true);
  },
  'booking.step.contact.saving': (h) => {
    booking(h, 'contact');
    waitingOn(h, 'saveContact', { code: 'PV0001', flowToken: 'flow-PV0001', contact: { cell_phone: '3221234567' } });
  },
  // A signed-in member being linked to the reservation; the session is the edge's, never the chart's.
  'booking.step.contact.linking': (h) => {
    booking(h, 'contact');
    waitingOn(h, 'linkTraveller', { code: 'PV0001', flowToken: 'flow-PV0001', activeReward: true });
    expect(JSON.stringify(h.pending('linkTraveller').input)).not.toContain('session');
  },
  'booking.step.additionals.editing': (h) => booking(h, 'additionals'),
  'booking.step.additionals.saving': (h) => {
    booking(h, 'additionals');
    waitingOn(h, 'saveAdditionals', { code: 'PV0001', flowToken: 'flow-PV0001', additionals: { shuttle: 'zapopan' } });
  },
  'booking.step.seats.loading': (h) => {
    booking(h, 'seats');
    waitingOn(h, 'loadSeats', withCode(h));
  },
  'booking.step.seats.failed': (h) => {
    booking(h, 'seats');
    hasErrors(h);
  },
  'booking.step.seats.unseated': (h) => {
    booking(h, 'seats');
    expect(ctx(h).reservation.departure.open).toBe(true);
    expect(h.calls.loadSeats).toHaveLength(0);
    expect(can(h, { type: 'seats.submit' })).toBe(true);
  },
  'booking.step.seats.loadingReturn': (h) => {
    booking(h, 'seats');
    expect(ctx(h).seatMaps.departure).not.toBeNull();
    waitingOn(h, 'loadSeats', { code: 'PV0001', leg: 'return' });
  },
  'booking.step.seats.picking.idle': (h) => {
    booking(h, 'seats');
    const { seatMaps, seatTaps, seatPassenger, reservation } = ctx(h);
    expect(seatMaps.departure).not.toBeNull();
    const round = reservation.round && !reservation.return.open;
    expect(seatMaps.return !== null).toBe(round);
    // Nothing waits, and the next tap seats a passenger of the map.
    expect(seatTaps).toEqual([]);
    expect(seatPassenger.departure).toBe(11);
    // Never more seats than passengers, and only seats held for them.
    for (const leg of ['departure', 'return'] as const) {
      const picks = seatPicks(seatMaps[leg]);
      expect(picks.length).toBeLessThanOrEqual(seatMaps[leg]?.seats_to_pick ?? 0);
      for (const seat of picks) expect(seatCellOf(seatMaps[leg], seat)?.state).toBe('held');
    }
  },
  'booking.step.seats.picking.holding': (h) => {
    booking(h, 'seats');
    const [tap] = ctx(h).seatTaps;
    waitingOn(h, 'holdSeat', { code: 'PV0001', flowToken: 'flow-PV0001', leg: tap?.leg, seat_number: tap?.seat_number, passenger_id: 11 });
  },
  'booking.step.seats.picking.releasing': (h) => {
    booking(h, 'seats');
    const [tap] = ctx(h).seatTaps;
    expect(seatPicks(ctx(h).seatMaps[tap!.leg])).toContain(tap!.seat_number);
    waitingOn(h, 'releaseSeat', { code: 'PV0001', flowToken: 'flow-PV0001', leg: tap?.leg, seat_number: tap?.seat_number });
  },
  'booking.step.payment.loading': (h) => {
    booking(h, 'payment');
    waitingOn(h, 'loadPayment', withCode(h));
  },
  'booking.step.payment.failed': (h) => {
    booking(h, 'payment');
    hasErrors(h);
  },
  // The checkout runs with what the server offered; an attempt at the bank is a payment in process.
  'booking.step.payment.paying': (h) => {
    booking(h, 'payment');
    expect(ctx(h).paymentOptions).not.toBeNull();
    waitingOn(h, 'pay', { amount: 915, service: 'websale', order: withCode(h), methods: ['card', 'oxxo'], deadline: null });
    if (ctx(h).checkoutBusy) {
      expect(ctx(h).reservation.payment).toBe('process');
      expect(can(h, { type: 'reservation.delete' })).toBe(false);
    }
  },
  'booking.step.deleting': (h) => {
    expect(ctx(h).paymentDeadline).toBe(T0 + 15 * 60_000);
    waitingOn(h, 'deleteReservation', withCode(h));
  },
  'confirmingReservation.submitting': (h) => {
    expect(isPaymentSettled(ctx(h).reservation.payment)).toBe(true);
    waitingOn(h, 'confirmReservation', withCode(h));
  },
  'confirmingReservation.failed': (h) => {
    expect(isPaymentSettled(ctx(h).reservation.payment)).toBe(true);
    hasErrors(h);
  },
  'tickets.loading': (h, { access }) => {
    if (access === 'intended') expect(isPaymentSettled(ctx(h).reservation.payment)).toBe(true);
    expect(ctx(h).step).toBe('tickets');
    waitingOn(h, 'loadTicket', { code: 'PV0001', format: 'html' });
  },
  'tickets.failed': (h) => {
    expect(ctx(h).step).toBe('tickets');
    expect(can(h, { type: 'ticket.retry' })).toBe(true);
  },
  'tickets.showing': (h) => {
    expect(ctx(h).ticket).toEqual({ format: 'html', url: '/boletos/PV0001' });
  },
  invoicing: (h) => {
    expect(ctx(h).step).toBe('invoicing');
    expect(ctx(h).reservation.payment).toBe('approved');
    expect(ctx(h).paymentMethod).toBe('card');
  },
  expired: (h) => {
    expect(ctx(h).expiredMessages).toEqual([{ service: 'websale', code: 'payment_expired' }]);
    expect(can(h, { type: 'search.restart' })).toBe(true);
    expect(can(h, { type: 'step.goto', step: 'contact' })).toBe(false);
  },
};
