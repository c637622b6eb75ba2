import { assertEvent, setup } from 'xstate';
import { contactStepIssues } from '../../domain/reservation/contact-rules';
import { contactPhoneShapeIssue } from '../../domain/reservation/phone-shape';
import { reservationTravellers } from '../../domain/reservation/traveller-rules';
import { paymentMachine } from '../payment/payment.machine';
import type { PaymentOutput } from '../payment/payment.ports';
import { invoicingAccess, isPaymentSettled } from '../../domain/reservation/step-rules';
import { isWellFormedPromotionalCode } from '../../domain/search/search-schema';
import { validateSearch } from '../../domain/search/search-rules';
import { adjacentDayOf, chosenOption, scheduleShortfall, searchContext, stepIndex } from './chart-helpers';
import type { Answered } from '../shared/result-invoke';
import { reservationActorSlots, type Leg } from './reservation.ports';
import { draftPromotionalCode, type FlowStep, type GotoStep, type ReservationContext, type ReservationMachineInput } from './reservation-context';
import type { ReservationEmitted, ReservationEvent } from './reservation-events';
import { seatLegs, seatsComplete, seatsLost, seatTappable, tapReleases } from './seat-selection';

// The chart's types, slots, delays and named guards; the actions are added in reservation.setup.ts.


/** docs/rules/booking.md#clearing-on-the-start-page: how long the start page waits before dropping the reservation. */
export const CLEARING_DELAY_MS = 1000;

export const reservationBaseSetup = setup({
  types: {
    context: {} as ReservationContext,
    events: {} as ReservationEvent,
    input: {} as ReservationMachineInput,
    emitted: {} as ReservationEmitted,
  },
  // pay: the checkout (machines/payment), its charge provided by the app's binding.
  actors: { ...reservationActorSlots, pay: paymentMachine },
  delays: {
    // Recomputed from the absolute deadline each time the timer starts, so a restored flow
    // waits only for what is left.
    paymentDeadline: ({ context }) => Math.max(0, (context.paymentDeadline ?? 0) - context.now()),
    // Lets the page being left finish with the reservation first.
    clearingDelay: CLEARING_DELAY_MS,
  },
  guards: {
    hasReservationCode: ({ context }) => Boolean(context.reservation.code),
    departureIsOpen: ({ context }) => context.reservation.departure.open,
    /** No member is linked yet: a booking keeps the first (its points and tier never move to another card). */
    noMemberLinked: ({ context }) => !context.reservation.exist_traveller,
    paymentInProcess: ({ context }) => context.reservation.payment === 'process',
    checkoutBusy: ({ context }) => context.checkoutBusy,
    paymentSettled: ({ context }) => isPaymentSettled(context.reservation.payment),
    ticketsAccessObserved: ({ context }) => context.ticketsAccess === 'observed',
    invoicingAllowed: ({ context }) => invoicingAccess(context.reservation.payment, context.paymentMethod) === 'pass',
    deadlinePassed: ({ context }) => context.paymentDeadline !== null && context.now() >= context.paymentDeadline,
    searchValid: ({ context }) => validateSearch(context.search, searchContext(context)).ok,
    submitPending: ({ context }) => context.submitWhenLoaded,
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
    promotionAcceptedOnSubmit: ({ context }, params: Answered) => params.output.ok && context.submitAfterPromotion,
    answerOk: (_, params: Answered) => params.output.ok,
    /** The checkout (machines/payment) ended this way. */
    checkoutEnded: (_, params: { output: PaymentOutput; status: PaymentOutput['status'] }) => params.output.status === params.status,
    needsReturnSchedule: ({ context }) => context.reservation.round && !context.reservation.return.open,
    // Chosen and still on the list shown (a reloaded list may no longer offer the old choice).
    legChosen: ({ context }, params: { leg: Leg }) =>
      chosenOption(context.schedules[params.leg]?.schedules, context.reservation[params.leg]) !== undefined,
    scheduleOffered: ({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const chosen = event.schedule;
      return (context.schedules[params.leg]?.schedules ?? []).some(
        (option) => option.schedule_id === chosen.schedule_id && option.schedule_detail_id === chosen.schedule_detail_id,
      );
    },
    // docs/rules/booking.md#schedules: a bus without a seat for everyone, or short of a discount quota, cannot be chosen.
    scheduleFitsParty: ({ context, event }, params: { leg: Leg }) => {
      assertEvent(event, 'schedule.select');
      const option = chosenOption(context.schedules[params.leg]?.schedules, event.schedule);
      return scheduleShortfall(option, context.reservation.passengers) === null;
    },
    hasAdjacentDay: ({ context }, params: { leg: Leg; direction: 1 | -1 }) => adjacentDayOf(context, params) !== null,
    // Every passenger named, minors and infants of an age their fare is for, and the contact reachable
    // (a phone of the right shape; the server checks a foreign number against its country's plan).
    contactValid: ({ context, event }) => {
      assertEvent(event, 'contact.submit');
      return contactStepIssues(event, reservationTravellers(context.reservation).map((t) => t.type), contactPhoneShapeIssue).length === 0;
    },
    // Seats: "Continuar" only confirms that every seated passenger has a seat on every leg.
    seatsMatchPassengers: ({ context }) => seatsComplete(context.seatMaps, seatLegs(context.reservation)),
    noSeatLegs: ({ context }) => seatLegs(context.reservation).length === 0,
    // The departure map arrived and the return runs on a chosen bus too.
    returnSeatsNext: ({ context }, params: Answered) => params.output.ok && seatLegs(context.reservation).includes('return'),
    // A tap on one of the reservation's seats, or on a seat it may hold; taps on taken seats go nowhere.
    seatTappable: ({ context, event }) => {
      assertEvent(event, 'seat.toggle');
      return seatTappable(context.seatMaps, event);
    },
    noSeatTaps: ({ context }) => context.seatTaps.length === 0,
    nextTapReleases: ({ context }) => context.seatTaps.length > 0 && tapReleases(context.seatMaps, context.seatTaps[0]!),
    seatPassengerListed: ({ context, event }) => {
      assertEvent(event, 'seat.passenger');
      return context.seatMaps[event.leg]?.passengers.some((p) => p.id === event.passenger_id) ?? false;
    },
    seatsLost: (_, params: Answered) => !params.output.ok && seatsLost(params.output.errors),
    gotoStepIn: ({ event }, params: { steps: GotoStep[] }) => {
      assertEvent(event, 'step.goto');
      return params.steps.includes(event.step);
    },
    /** The step the traveller is on (a state without a step of its own, like `deleting`, keeps the last). */
    onStep: ({ context }, params: { step: FlowStep }) => context.step === params.step,
    gotoCurrentStep: ({ context, event }) => {
      assertEvent(event, 'step.goto');
      return context.step === event.step;
    },
    gotoStepReached: ({ context, event }) => {
      assertEvent(event, 'step.goto');
      const index = stepIndex(event.step);
      return index >= 0 && index <= context.furthestStep;
    },
    // The start page's clearing (docs/rules/booking.md#clearing-on-the-start-page): arriving on the start page as the first page, or from a page of the flow.
    startClears: ({ event }) => {
      assertEvent(event, 'start.enter');
      return event.arrival !== 'outside';
    },
    // The clearing is due and nothing new happened meanwhile: a reservation made within the second
    // is the traveller's fresh start and stays.
    clearingApplies: ({ context, event }) => {
      assertEvent(event, 'clearing.due');
      return context.reservation.code !== null && context.reservation.code === event.code;
    },
  },
});
