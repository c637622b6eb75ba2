import { assertEvent, assign, setup } from 'xstate';
import { contactIssues } from '../../domain/reservation/contact-rules';
import { parseReservation, type Contact, type PaymentStatus, type Reservation } from '../../domain/reservation/reservation-state';
import { invoicingAccess, isPaymentSettled, reservationSteps } from '../../domain/reservation/step-rules';
import { isWellFormedPromotionalCode, type SearchInput } from '../../domain/search/search-schema';
import { earliestDayFor } from '../../domain/search/earliest-day';
import { validateSearch } from '../../domain/search/search-rules';
import type { Failure, Result } from '../../domain/result';
import {
  reservationActorSlots,
  type AdditionalsSelection,
  type ConfirmedReservation,
  type CreatedReservation,
  type Leg,
  type Origin,
  type PaymentOptions,
  type PaymentOutcome,
  type Promotion,
  type ReservationPatch,
  type ScheduleChange,
  type ScheduleChoice,
  type SchedulesPage,
  type SeatMap,
  type TicketDocument,
} from './reservation-actors';
import {
  adjacentDay,
  draftPromotionalCode,
  freshBooking,
  mergeSearch,
  reservationFromSearch,
  todayOf,
  toDescriptors,
  type FlowStep,
  type GotoStep,
  type ReservationContext,
  type ReservationMachineInput,
} from './reservation-context';
import { picksAfterLoad, picksComplete, picksWithoutLost, seatLegs, seatPickable, seatsLost } from './seat-selection';

export type ReservationEvent =
  | { type: 'origins.retry' }
  | { type: 'search.change'; patch: SearchInput }
  | { type: 'search.submit' }
  | { type: 'promo.check' }
  | { type: 'schedule.select'; schedule: ScheduleChoice }
  | { type: 'schedules.nextDay' }
  | { type: 'schedules.prevDay' }
  | { type: 'schedules.retry' }
  | { type: 'schedules.submit' }
  | { type: 'contact.submit'; contact: Contact }
  | { type: 'additionals.submit'; additionals: AdditionalsSelection }
  | { type: 'seats.retry' }
  | { type: 'seat.toggle'; leg: Leg; seat_number: number }
  | { type: 'seats.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.submit'; method: string; details?: Record<string, unknown> }
  | { type: 'payment.challenge'; code: string }
  | { type: 'payment.approved' }
  | { type: 'payment.orderGenerated' }
  | { type: 'payment.declined' }
  | { type: 'reservation.confirm' }
  | { type: 'ticket.retry' }
  | { type: 'schedule.change'; change: ScheduleChange }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: GotoStep }
  | { type: 'reservation.delete' }
  | { type: 'reservation.reset' }
  | { type: 'search.restart' }
  | { type: 'deadline.check' };

// Parameter shapes for guards and actions fed from actor answers; the chart maps each done
// event to one of these, so implementations never need to know which actor answered.
type Answer<T = unknown> = { result: Result<T> };
type ErrorsParam = { errors: Failure[] };

const MINUTE = 60_000;
const stepIndex = (step: string) => (reservationSteps as readonly string[]).indexOf(step);
const searchContext = (context: ReservationContext) => ({ today: todayOf(context), windows: context.fareWindows });
const merged = (reservation: Reservation, patch: ReservationPatch): Reservation =>
  parseReservation({ ...reservation, ...patch }) ?? reservation;

export const reservationSetup = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationMachineInput,
  },
  actors: reservationActorSlots,
  delays: {
    // Recomputed from the absolute deadline each time the timer starts, so a restored flow
    // waits only for what is left.
    paymentDeadline: ({ context }) => Math.max(0, (context.paymentDeadline ?? 0) - context.now()),
  },
  guards: {
    hasReservationCode: ({ context }) => Boolean(context.reservation.code),
    departureIsOpen: ({ context }) => context.reservation.departure.open,
    paymentInProcess: ({ context }) => context.reservation.payment === 'process',
    paymentSettled: ({ context }) => isPaymentSettled(context.reservation.payment),
    ticketsAccessObserved: ({ context }) => context.ticketsAccess === 'observed',
    invoicingAllowed: ({ context }) => invoicingAccess(context.reservation.payment, context.paymentMethod) === 'pass',
    deadlinePassed: ({ context }) => context.paymentDeadline !== null && context.now() >= context.paymentDeadline,
    searchValid: ({ context }) => validateSearch(context.search, searchContext(context)).ok,
    promotionMalformed: ({ context }) => {
      const code = draftPromotionalCode(context.search);
      return code !== null && !isWellFormedPromotionalCode(code);
    },
    promotionMissing: ({ context }) => draftPromotionalCode(context.search) === null,
    promotionUnchecked: ({ context }) => {
      const code = draftPromotionalCode(context.search);
      return code !== null && context.promotion?.code !== code;
    },
    promotionRefused: ({ context }) => {
      const code = draftPromotionalCode(context.search);
      return code !== null && context.promotion?.code === code && !context.promotion.valid;
    },
    // An accepted code on the way to creating the reservation (not a standalone check).
    promotionAcceptedOnSubmit: ({ context }, params: Answer) => params.result.ok && context.submitAfterPromotion,
    answerOk: (_, params: Answer) => params.result.ok,
    paymentOutcomeIs: (_, params: { result: Result<{ status: PaymentStatus }>; statuses: PaymentStatus[] }) =>
      params.result.ok && params.statuses.includes(params.result.data.status),
    needsReturnSchedule: ({ context }) => context.reservation.round && !context.reservation.return.open,
    legChosen: ({ context }, params: { leg: Leg }) => context.reservation[params.leg].schedule_id !== null,
    scheduleOffered: ({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const chosen = event.schedule;
      return (context.schedules[params.leg]?.schedules ?? []).some(
        (option) => option.schedule_id === chosen.schedule_id && option.schedule_detail_id === chosen.schedule_detail_id,
      );
    },
    hasAdjacentDay: ({ context }, params: { leg: Leg; direction: 1 | -1 }) => adjacentDayOf(context, params) !== null,
    contactValid: ({ event }) => {
      assertEvent(event, 'contact.submit');
      return contactIssues(event.contact).length === 0;
    },
    // Seats: both legs complete before anything is sent, since the server holds them together.
    seatsMatchPassengers: ({ context }) =>
      picksComplete(context.seatMaps, context.seatPicks, seatLegs(context.reservation)),
    noSeatLegs: ({ context }) => seatLegs(context.reservation).length === 0,
    // The departure map arrived and the return runs on a chosen bus too.
    returnSeatsNext: ({ context }, params: Answer) => params.result.ok && seatLegs(context.reservation).includes('return'),
    seatPicked: ({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return context.seatPicks[event.leg].includes(event.seat_number);
    },
    seatPickable: ({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return seatPickable(context.seatMaps, context.seatPicks, event.leg, event.seat_number);
    },
    seatsLost: (_, params: Answer) => !params.result.ok && seatsLost(params.result.errors),
    gotoStepIn: ({ event }, params: { steps: GotoStep[] }) => {
      assertEvent(event, 'step.goto');
      return params.steps.includes(event.step);
    },
    gotoCurrentStep: ({ context, event }) => {
      assertEvent(event, 'step.goto');
      return context.step === event.step;
    },
    gotoStepReached: ({ context, event }) => {
      assertEvent(event, 'step.goto');
      const index = stepIndex(event.step);
      return index >= 0 && index <= context.furthestStep;
    },
  },
  actions: {
    applySearchChange: assign(({ context, event }) => {
      assertEvent(event, 'search.change');
      const search = mergeSearch(context.search, event.patch);
      // Once the rules have complained, keep the messages in step with what is typed.
      const searchIssues = context.searchIssues.length === 0 ? [] : issuesOf({ ...context, search });
      return { search, searchIssues, errors: [] };
    }),
    assignSearchIssues: assign(({ context }) => ({ searchIssues: issuesOf(context) })),
    acceptSearch: assign(({ context }) => {
      const result = validateSearch(context.search, searchContext(context));
      return { searchIssues: [], errors: [], acceptedSearch: result.ok ? result.value : null };
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
    assignPromotion: assign(({ context }, params: Answer<Promotion>) => ({
      promotion: {
        code: draftPromotionalCode(context.search) ?? '',
        valid: params.result.ok,
        percent_off: params.result.ok ? (params.result.data.percent_off ?? null) : null,
      },
      errors: params.result.ok ? [] : toDescriptors(params.result.errors, 'promotional_code_invalid'),
    })),
    assignOrigins: assign((_, params: Answer<Origin[]>) => (params.result.ok ? { origins: params.result.data, errors: [] } : {})),
    assignErrors: assign((_, params: ErrorsParam) => ({ errors: toDescriptors(params.errors, 'internal_error') })),
    assignUnexpectedError: assign({ errors: [{ service: 'websale' as const, code: 'internal_error' }] }),
    clearErrors: assign({ errors: [] }),
    startReservation: assign(({ context }, params: Answer<CreatedReservation>) => {
      if (!params.result.ok || !context.acceptedSearch) return {};
      const base = { ...freshBooking().reservation, ...reservationFromSearch(context.acceptedSearch) };
      // The server decides how long seats are kept (PAYMENT_MINUTES); holdMinutes is only the fallback.
      const { payment_deadline: serverDeadline, ...created } = params.result.data;
      return {
        reservation: merged(base, created),
        paymentDeadline: serverDeadline ?? context.now() + context.holdMinutes * MINUTE,
        furthestStep: -1,
        schedules: { departure: null, return: null },
        errors: [],
      };
    }),
    mergeReservation: assign(({ context }, params: Answer<ReservationPatch>) =>
      params.result.ok ? { reservation: merged(context.reservation, params.result.data), errors: [] } : {},
    ),
    enterStep: assign(({ context }, params: { step: FlowStep }) => ({
      step: params.step,
      furthestStep: Math.max(context.furthestStep, stepIndex(params.step)),
    })),
    assignSchedules: assign(({ context }, params: Answer<SchedulesPage> & { leg: Leg }) =>
      params.result.ok ? { schedules: { ...context.schedules, [params.leg]: params.result.data } } : {},
    ),
    selectSchedule: assign(({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const leg = { ...context.reservation[params.leg], ...event.schedule };
      return { reservation: { ...context.reservation, [params.leg]: leg }, errors: [] };
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
      return { reservation, schedules: { ...context.schedules, [params.leg]: null }, errors: [] };
    }),
    assignContact: assign(({ context, event }) => {
      assertEvent(event, 'contact.submit');
      return { reservation: { ...context.reservation, contact: event.contact }, contactIssues: [], errors: [] };
    }),
    assignContactIssues: assign(({ event }) => {
      assertEvent(event, 'contact.submit');
      return { contactIssues: contactIssues(event.contact) };
    }),
    assignAdditionals: assign(({ event }) => {
      assertEvent(event, 'additionals.submit');
      return { additionals: event.additionals, errors: [] };
    }),
    assignSeatMap: assign(({ context }, params: Answer<SeatMap> & { leg: Leg }) => {
      if (!params.result.ok) return {};
      const map = params.result.data;
      return {
        seatMaps: { ...context.seatMaps, [params.leg]: map },
        seatPicks: { ...context.seatPicks, [params.leg]: picksAfterLoad(context.seatPicks[params.leg], map) },
      };
    }),
    pickSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return { seatPicks: { ...context.seatPicks, [event.leg]: [...context.seatPicks[event.leg], event.seat_number] } };
    }),
    unpickSeat: assign(({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      const picks = context.seatPicks[event.leg].filter((seat) => seat !== event.seat_number);
      return { seatPicks: { ...context.seatPicks, [event.leg]: picks } };
    }),
    // Seats another buyer took are dropped; the other picks stay for the reloaded map to confirm.
    dropLostSeats: assign(({ context }, params: ErrorsParam) => ({ seatPicks: picksWithoutLost(context.seatPicks, params.errors) })),
    refuseSeatCount: assign({ errors: [{ service: 'websale' as const, code: 'seats_count_mismatch', field: 'seats' }] }),
    assignPaymentOptions: assign((_, params: Answer<PaymentOptions>) =>
      params.result.ok ? { paymentOptions: params.result.data } : {},
    ),
    assignPaymentRequest: assign(({ context, event }) => {
      assertEvent(event, 'payment.submit');
      return {
        paymentMethod: event.method,
        // A new submission (first try, or a retry after a decline) is a new charge: a new key.
        // Repeats of this one (a reload mid-charge, the 3-D Secure code) reuse it.
        paymentKey: newPaymentKey(),
        paymentOutcome: null,
        reservation: { ...context.reservation, payment: 'process' as const },
        errors: [],
      };
    }),
    assignPaymentOutcome: assign((_, params: Answer<PaymentOutcome>) =>
      params.result.ok ? { paymentOutcome: params.result.data } : {},
    ),
    assignTickets: assign((_, params: Answer<ConfirmedReservation>) =>
      params.result.ok ? { tickets: params.result.data.tickets ?? [] } : {},
    ),
    assignPaymentStatus: assign(({ context }, params: { status: PaymentStatus }) => ({
      reservation: { ...context.reservation, payment: params.status },
      errors: params.status === 'decline' ? [{ service: 'websale' as const, code: 'payment_declined' }] : [],
    })),
    assignTicket: assign((_, params: Answer<TicketDocument>) => (params.result.ok ? { ticket: params.result.data } : {})),
    assignPendingChange: assign(({ event }) => {
      assertEvent(event, 'schedule.change');
      return { pendingChange: event.change, errors: [] };
    }),
    markExpired: assign({ expiredMessages: [{ service: 'websale' as const, code: 'payment_expired' }] }),
    resetReservation: assign(() => freshBooking()),
  },
});

function newPaymentKey(): string {
  return `pay-${globalThis.crypto.randomUUID()}`;
}

function issuesOf(context: ReservationContext) {
  const result = validateSearch(context.search, searchContext(context));
  return result.ok ? [] : result.issues;
}

function adjacentDayOf(context: ReservationContext, params: { leg: Leg; direction: 1 | -1 }): string | null {
  const earliest = earliestDayFor(params.leg, todayOf(context), context.reservation.departure.date);
  return adjacentDay(context.schedules[params.leg], context.reservation[params.leg].date, params.direction, earliest);
}

