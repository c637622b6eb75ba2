import { assertEvent, assign, cancel, emit, enqueueActions, raise } from 'xstate';
import { contactStepIssues } from '../../domain/reservation/contact-rules';
import { contactPhoneShapeIssue } from '../../domain/reservation/phone-shape';
import { namedTravellers, reservationTravellers } from '../../domain/reservation/traveller-rules';
import type { PaymentStatus } from '../../domain/reservation/reservation-state';
import { validateSearch } from '../../domain/search/search-rules';
import { adjacentDayOf, busThatFits, chosenOption, issuesOf, merged, scheduleShortfall, searchContext, stepIndex, swappedPlaces, withServedDestination } from './chart-helpers';
import type { PaymentOutput } from '../payment/payment.ports';
import type { Failure } from '../../domain/result';
import type { ConfirmedReservation, CreatedReservation, Leg, Origin, PaymentOptions, PaymentReceipt, Promotion, ReservationPatch, SchedulesPage, SeatMap, TicketDocument } from './reservation.ports';
import type { Answered } from '../shared/result-invoke';
import { reservationBaseSetup } from './reservation-base.setup';
import { draftPromotionalCode, freshBooking, mergeSearch, reservationFromSearch, toDescriptors, type FlowStep } from './reservation-context';
import { nextSeatPassenger, passengerInSeat, withSeatTaken } from './seat-selection';

// The chart's named actions, on top of its types, slots and guards (reservation-base.setup.ts).

type ErrorsParam = { errors: Failure[] };

const MINUTE = 60_000;

/** Refusals of a promotional-code check that are no verdict on the code (decision 018). */
const UNJUDGED = new Set(['too_many_requests', 'service_unavailable']);

export const reservationSetup = reservationBaseSetup.extend({
  actions: {
    applySearchChange: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      const search = mergeSearch(context.search, withServedDestination(context.search, event.patch, context.origins));
      // Once the rules have complained, keep the messages in step with what is typed.
      const searchIssues = context.searchIssues.length === 0 ? [] : issuesOf({ ...context, search });
      return { search, searchIssues, errors: [] };
    }),
    swapPlaces: assign(({ context }) => {
      const search = { ...context.search, ...swappedPlaces(context.search, context.origins) };
      const searchIssues = context.searchIssues.length === 0 ? [] : issuesOf({ ...context, search });
      return { search, searchIssues, errors: [] };
    }),
    assignSearchIssues: assign(({ context }) => ({ searchIssues: issuesOf(context) })),
    acceptSearch: assign(({ context }) => {
      const result = validateSearch(context.search, searchContext(context));
      return { searchIssues: [], errors: [], acceptedSearch: result.ok ? result.value : null };
    }),
    // A submit sent while the origins load is kept and made once they are in (entry of editing).
    deferSubmit: assign({ submitWhenLoaded: true }),
    dropDeferredSubmit: assign({ submitWhenLoaded: false }),
    submitIfDeferred: enqueueActions(({ context, enqueue }) => {
      if (!context.submitWhenLoaded) return;
      enqueue.assign({ submitWhenLoaded: false });
      enqueue.raise({ type: 'search.submit' });
    }),
    setSubmitAfterPromotion: assign((_, params: { value: boolean }) => ({ submitAfterPromotion: params.value })),
    refuseMalformedPromotion: assign(({ context }) => ({
      errors: [
        {
          service: 'websale' as const,
          code: draftPromotionalCode(context.search) === null ? 'promotional_code_empty' : 'promotional_code_invalid',
          field: 'promotional_code',
        },
      ],
    })),
    assignPromotion: assign(({ context }, params: Answered<Promotion>) => ({
      // "Try again later" (a rate limit, an outage) says nothing of the code: it stays unchecked.
      promotion:
        !params.output.ok && params.output.errors.some((error) => UNJUDGED.has(error.code))
          ? context.promotion
          : {
              code: draftPromotionalCode(context.search) ?? '',
              valid: params.output.ok,
              percent_off: params.output.ok ? (params.output.data.percent_off ?? null) : null,
            },
      // Whatever the check answered belongs beside the code the traveller asked about.
      errors: params.output.ok
        ? []
        : toDescriptors(params.output.errors, 'promotional_code_invalid').map((error) => ({ ...error, field: error.field ?? 'promotional_code' })),
    })),
    assignOrigins: assign((_, params: Answered<Origin[]>) => (params.output.ok ? { origins: params.output.data, errors: [] } : {})),
    assignErrors: assign((_, params: ErrorsParam) => ({ errors: toDescriptors(params.errors, 'internal_error') })),
    assignUnexpectedError: assign({ errors: [{ service: 'websale' as const, code: 'internal_error' }] }),
    clearErrors: assign({ errors: [] }),
    keepLinkingMember: assign(({ event }) => (event.type === 'traveller.link' ? { member: event.member ?? null } : {})),
    forgetMember: assign({ member: null }),
    startReservation: assign(({ context }, params: Answered<CreatedReservation>) => {
      if (!params.output.ok || !context.acceptedSearch) return {};
      const base = { ...freshBooking().reservation, ...reservationFromSearch(context.acceptedSearch) };
      // The server decides how long seats are kept (PAYMENT_MINUTES); holdMinutes is only the fallback.
      const { payment_deadline: serverDeadline, flowToken, ...created } = params.output.data;
      return {
        reservation: merged(base, created),
        flowToken: flowToken ?? null,
        paymentDeadline: serverDeadline ?? context.now() + context.holdMinutes * MINUTE,
        furthestStep: -1,
        schedules: { departure: null, return: null },
        errors: [],
      };
    }),
    mergeReservation: assign(({ context }, params: Answered<ReservationPatch>) =>
      params.output.ok ? { reservation: merged(context.reservation, params.output.data), errors: [] } : {},
    ),
    enterStep: assign(({ context }, params: { step: FlowStep }) => ({
      step: params.step,
      furthestStep: Math.max(context.furthestStep, stepIndex(params.step)),
    })),
    assignSchedules: assign(({ context }, params: Answered<SchedulesPage> & { leg: Leg }) =>
      params.output.ok ? { schedules: { ...context.schedules, [params.leg]: params.output.data }, scheduleRefusal: null } : {},
    ),
    selectSchedule: assign(({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const leg = { ...context.reservation[params.leg], ...event.schedule };
      return { reservation: { ...context.reservation, [params.leg]: leg }, errors: [], scheduleRefusal: null };
    }),
    // The bus stays unchosen (an earlier choice too: the traveller asked for another) and says why.
    refuseShortSchedule: assign(({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const options = context.schedules[params.leg]?.schedules;
      const option = chosenOption(options, event.schedule);
      const shortfall = scheduleShortfall(option, context.reservation.passengers) ?? { seatsLeft: null, quotas: [] };
      const instead = busThatFits(options, context.reservation.passengers, event.schedule);
      const cleared = { schedule_id: null, schedule_detail_id: null, layout_id: null };
      return {
        reservation: { ...context.reservation, [params.leg]: { ...context.reservation[params.leg], ...cleared } },
        errors: [],
        scheduleRefusal: { leg: params.leg, schedule_id: event.schedule.schedule_id, schedule_detail_id: event.schedule.schedule_detail_id, ...shortfall, instead },
      };
    }),
    moveScheduleDay: assign(({ context }, params: { leg: Leg; direction: 1 | -1 }) => {
      const date = adjacentDayOf(context, params);
      const cleared = { schedule_id: null, schedule_detail_id: null, layout_id: null };
      const reservation = { ...context.reservation, [params.leg]: { ...context.reservation[params.leg], ...cleared, date } };
      // A departure moved past the return date drags the return along: a return must not precede it.
      if (params.leg === 'departure' && date && reservation.return.date && reservation.return.date < date) {
        reservation.return = { ...reservation.return, ...cleared, date };
      }
      // The old page describes the old day; if the new day fails to load, days move by the calendar.
      return { reservation, schedules: { ...context.schedules, [params.leg]: null }, errors: [], scheduleRefusal: null };
    }),
    // The names go on the passengers at once (the seat map labels them), keeping each passenger's id.
    assignContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.submit');
      const reservation = { ...context.reservation, contact: event.contact, goes_contact: event.goesContact, travellers: namedTravellers(context.reservation, event.travellers) };
      return { reservation, contactIssues: [], errors: [] };
    }),
    assignContactIssues: assign(({ context, event }) => {
      assertEvent(event, 'contact.submit');
      return { contactIssues: contactStepIssues(event, reservationTravellers(context.reservation).map((t) => t.type), contactPhoneShapeIssue) };
    }),
    assignAdditionals: assign(({ event }) => {
      assertEvent(event, 'additionals.submit');
      return { additionals: event.additionals, errors: [] };
    }),
    assignSeatMap: assign(({ context }, params: Answered<SeatMap> & { leg: Leg }) => {
      if (!params.output.ok) return {};
      const map = params.output.data;
      const seatPassenger = { ...context.seatPassenger, [params.leg]: nextSeatPassenger(map, context.seatPassenger[params.leg]) };
      return { seatMaps: { ...context.seatMaps, [params.leg]: map }, seatPassenger };
    }),
    clearSeatTaps: assign({ seatTaps: [], seatLost: null, seatsSubmitPending: false }),
    queueSeatTap: assign(({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return { seatTaps: [...context.seatTaps, { leg: event.leg, seat_number: event.seat_number }] };
    }),
    chooseSeatPassenger: assign(({ context, event }) => {
      assertEvent(event, 'seat.passenger');
      return { seatPassenger: { ...context.seatPassenger, [event.leg]: event.passenger_id } };
    }),
    // The first tap answered: the leg's map as the server now has it. A let-go seat's passenger is who the
    // next tap seats; after a hold, the next passenger without a seat in list order.
    applySeatTap: assign(({ context }, params: Answered<SeatMap>) => {
      const [tap, ...rest] = context.seatTaps;
      if (!tap || !params.output.ok) return { seatTaps: rest };
      const map = params.output.data;
      const chosen = context.seatPassenger[tap.leg];
      const freed = passengerInSeat(context.seatMaps[tap.leg], tap.seat_number);
      const next = freed ? freed.id : nextSeatPassenger(map, chosen, chosen);
      return {
        seatMaps: { ...context.seatMaps, [tap.leg]: map },
        seatPassenger: { ...context.seatPassenger, [tap.leg]: next },
        seatTaps: rest,
        seatLost: null,
        errors: [],
      };
    }),
    // Another buyer took the tapped seat: it shows as taken on the map at once.
    markSeatLost: assign(({ context }) => {
      const tap = context.seatTaps[0];
      const map = tap ? context.seatMaps[tap.leg] : null;
      if (!tap || !map) return {};
      return { seatMaps: { ...context.seatMaps, [tap.leg]: withSeatTaken(map, tap.seat_number) }, seatLost: tap };
    }),
    dropSeatTap: assign(({ context }) => ({ seatTaps: context.seatTaps.slice(1) })),
    deferSeatsSubmit: assign({ seatsSubmitPending: true }),
    submitSeatsIfDeferred: enqueueActions(({ context, enqueue }) => {
      if (!context.seatsSubmitPending) return;
      enqueue.assign({ seatsSubmitPending: false });
      enqueue.raise({ type: 'seats.submit' });
    }),
    refuseSeatCount: assign({ errors: [{ service: 'websale' as const, code: 'seats_count_mismatch', field: 'seats' }] }),
    assignPaymentOptions: assign((_, params: Answered<PaymentOptions>) =>
      params.output.ok ? { paymentOptions: params.output.data } : {},
    ),
    // The checkout's receipt: what the payment answered and the method it was made with.
    assignCheckoutReceipt: assign((_, params: { output: PaymentOutput }) => {
      if (params.output.status !== 'paid' && params.output.status !== 'ordered') return {};
      const { method, ...outcome } = params.output.receipt as PaymentReceipt;
      return { paymentOutcome: outcome, paymentMethod: method };
    }),
    assignCheckoutRefusal: assign((_, params: { output: PaymentOutput }) => ({
      errors: params.output.status === 'refused' ? params.output.errors.map((e) => ({ service: 'websale' as const, code: e.code, ...(e.field ? { field: e.field } : {}) })) : [],
    })),
    // Each confirm answer carries a fresh link; one without a link keeps the one already held.
    assignTickets: assign(({ context }, params: Answered<ConfirmedReservation>) =>
      params.output.ok
        ? {
            tickets: params.output.data.tickets ?? [],
            ticketsLink: params.output.data.ticketsLink ?? context.ticketsLink,
            confirmation: params.output.data.confirmation ?? context.confirmation,
          }
        : {},
    ),
    // The checkout's progress (machines/payment/payment.setup.ts PaymentProgress): an attempt at the bank is a
    // payment in process (the step rules read it), a decline is the reservation's, `open` only frees the step.
    // The decline is kept as the reservation's refusal too: a step reopened after it (a reload of the schedules)
    // still says the payment was declined.
    assignCheckoutProgress: assign(({ context }, params: { status: 'process' | 'decline' | 'open' }) => ({
      checkoutBusy: params.status === 'process',
      ...(params.status === 'open' ? {} : { reservation: { ...context.reservation, payment: params.status } }),
      ...(params.status === 'decline' ? { errors: [{ service: 'websale' as const, code: 'payment_declined' }] } : params.status === 'process' ? { errors: [] } : {}),
    })),
    assignPaymentStatus: assign(({ context }, params: { status: PaymentStatus }) => ({
      reservation: { ...context.reservation, payment: params.status },
    })),
    assignTicket: assign((_, params: Answered<TicketDocument>) => (params.output.ok ? { ticket: params.output.data } : {})),
    markExpired: assign({ expiredMessages: [{ service: 'websale' as const, code: 'payment_expired' }] }),
    resetReservation: assign(() => freshBooking()),
    // The start page's clearing (docs/rules/booking.md#clearing-on-the-start-page), on the actor's clock: the code now in force is what the clearing drops.
    scheduleClearing: enqueueActions(({ context, enqueue }) => {
      enqueue(cancel('clearing'));
      enqueue(raise({ type: 'clearing.due', code: context.reservation.code }, { id: 'clearing', delay: 'clearingDelay' }));
    }),
    emitExit: emit({ type: 'flow.exit' }),
    refuseMissingSchedule: assign({ errors: [{ service: 'websale' as const, code: 'schedule_required', field: 'schedule' }] }),
  },
});
