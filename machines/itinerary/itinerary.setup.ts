import { assign, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { paymentMachine } from '../payment/payment.machine';
import type { PaymentOutput } from '../payment/payment.ports';
import type { Answered } from '../shared/result-invoke';
import { changeActorSlots, type ChangeAvailability, type ChangeOutcome, type ChangeSchedules } from './change.ports';
import { isTourBookingCode } from '../../domain/tours/tour-booking-code';
import type { TourCancellationView } from '../tours/tours.ports';
import { itineraryActorSlots, type FoundReservation, type QuotedCancellation, type ResentEmail, type SavedReservation, type TourBookingView } from './itinerary.ports';
import type { ItineraryContext, ItineraryEvent, ItineraryInput, PendingAction } from './itinerary-context';
import type { Proof, ProofSent } from './itinerary.ports';
import { everyoneSeated, tapSeat } from './change-seats';
import { pendToPay } from './pend.states';

// The "my reservation" chart's one setup: types, ports, guards and actions. The states
// (itinerary.machine.ts) only name them.

export type { ChangeDone, ChangeDraft, ItineraryContext, ItineraryDraft, ItineraryEvent, ItineraryInput, PendingAction, ShownTourBooking } from './itinerary-context';

type Found = { output: FoundReservation };
type Quoted = { output: QuotedCancellation };

/** A tour booking's refusals are the tours contract's codes (its generated catalogue names them). */
const tourErrors = (output: { ok: true } | { ok: false; errors: ReadonlyArray<{ code: string; field?: string }> }): ServerMessage[] =>
  output.ok ? [] : output.errors.map((e) => ({ service: 'tours' as const, code: e.code, ...(e.field ? { field: e.field } : {}) }));

const itineraryErrors = (output: { ok: true } | { ok: false; errors: ReadonlyArray<{ code: string; field?: string }> }): ServerMessage[] =>
  output.ok ? [] : output.errors.map((e) => ({ service: 'itinerary' as const, code: e.code, ...(e.field ? { field: e.field } : {}) }));


const ticketMayChange = (context: ItineraryContext, ticketId: number) =>
  context.view?.tickets.some((t) => t.ticketId === ticketId && (t.canChange || (t.open && t.state !== 'cancelled' && t.state !== 'used'))) ?? false;

export const itinerarySetup = setup({
  types: { context: {} as ItineraryContext, events: {} as ItineraryEvent, input: {} as ItineraryInput },
  // payChange and payPend: the card checkout (machines/payment), its charge provided by the app's binding.
  actors: { ...itineraryActorSlots, ...changeActorSlots, payChange: paymentMachine, payPend: paymentMachine },
  guards: {
    hasSaved: ({ context }) => context.saved !== null,
    hasSavedTour: ({ context }) => context.saved !== null && isTourBookingCode(context.saved.code),
    /** Opened by the e-mail's link (the booking's id): the page may cancel it. */
    tourFoundToManage: ({ context }, params: Answered<TourBookingView>) => params.output.ok && context.tourManage !== null,
    /** The e-mail's link named no booking: what this device keeps stays. */
    manageRefused: ({ context }, params: Answered<TourBookingView>) => !params.output.ok && context.tourManage !== null,
    tourCancellable: (_, params: Answered<TourCancellationView>) => params.output.ok && params.output.data.allowed,
    tourNotCancellable: (_, params: Answered<TourCancellationView>) => params.output.ok && !params.output.data.allowed,
    tourCancelDone: (_, params: Answered<TourCancellationView>) => params.output.ok && params.output.data.status === 'cancelled',
    draftIncomplete: (_, params: { code: string; lastName: string }) => params.code.trim() === '' || params.lastName.trim() === '',
    /** T and six characters (domain/tours/tour-booking-code.ts): asked of the tours service, not the itinerary's. */
    tourCode: (_, params: { code: string }) => isTourBookingCode(params.code),
    tourFound: (_, params: Answered<TourBookingView>) => params.output.ok,
    found: (_, params: Found) => params.output.ok,
    quoteAllows: (_, params: Quoted) => params.output.ok && params.output.data.allowed,
    answered: (_, params: Quoted) => params.output.ok,
    ok: (_, params: { output: { ok: boolean } }) => params.output.ok,
    canChange: ({ context }, params: { ticketId: number }) => ticketMayChange(context, params.ticketId),
    canChangeProved: ({ context }, params: { ticketId: number }) => context.proof !== null && ticketMayChange(context, params.ticketId),
    seatsAvailable: (_, params: Answered<ChangeAvailability>) => params.output.ok && params.output.data.available,
    /** A seat for every passenger of the leg (docs/rules/my-reservation.md#changing-the-schedule). */
    seatsComplete: ({ context }) => everyoneSeated(context.change?.availability ?? null, context.change?.seats ?? []),
    dearerSeatsComplete: ({ context }) => everyoneSeated(context.change?.availability ?? null, context.change?.seats ?? []) && (context.change?.availability?.fareDifference ?? 0) > 0,
    /** A PEND for the ticket office, not yet paid: it may be paid here by card (decision 065). */
    pendPayable: ({ context }) => pendToPay(context),
    pendPayableProved: ({ context }) => context.proof !== null && pendToPay(context),
    provedForPay: ({ context }, params: Answered<Proof>) => params.output.ok && context.pending?.kind === 'pay',
    pendPaid: (_, params: { output: PaymentOutput }) => params.output.status === 'paid' && (params.output.receipt as FoundReservation).ok,
    pendExpired: (_, params: { output: PaymentOutput }) => params.output.status === 'expired',
    changePaid: (_, params: { output: PaymentOutput }) => params.output.status === 'paid' && (params.output.receipt as ChangeOutcome).found.ok,
    notChanging: ({ context }) => context.change === null,
    changeApplied: (_, params: Answered<ChangeOutcome>) => params.output.ok && params.output.data.found.ok,
    /** The contact is proved on this page (decision 063): it may cancel and change. */
    hasProof: ({ context }) => context.proof !== null,
    provedForCancel: ({ context }, params: Answered<Proof>) => params.output.ok && context.pending?.kind === 'cancel',
    provedForChange: ({ context }, params: Answered<Proof>) => params.output.ok && context.pending?.kind === 'change',
  },
  actions: {
    assignDraft: assign((_, params: { code: string; lastName: string }) => ({ draft: { code: params.code.trim(), lastName: params.lastName.trim() }, errors: [] })),
    assignMissing: assign((_, params: { code: string; lastName: string }) => ({
      draft: { code: params.code, lastName: params.lastName },
      errors: [
        ...(params.code.trim() === '' ? [{ service: 'itinerary' as const, code: 'code_required', field: 'code' }] : []),
        ...(params.lastName.trim() === '' ? [{ service: 'itinerary' as const, code: 'last_name_required', field: 'last_name' }] : []),
      ],
    })),
    assignLink: assign((_, params: { code: string; token: string }) => ({ saved: { code: params.code, token: params.token }, errors: [] })),
    clearProof: assign({ proof: null, proofSent: null, pending: null }),
    // Opened by a link token (the e-mail's), that token is the proof; a surname or the read token proves nothing.
    assignView: assign(({ context }, params: Found) =>
      params.output.ok
        ? {
            view: params.output.data,
            proof: params.output.data.proof ? (context.proof ?? context.saved?.token ?? null) : null,
            saved: { code: params.output.data.code, token: params.output.data.readToken },
            errors: [],
            draft: { code: '', lastName: '' },
          }
        : {},
    ),
    askProof: assign((_, params: PendingAction) => ({ pending: params, proofSent: null, errors: [], changed: null, cancelled: false, resent: null, resendRefusal: null })),
    assignProofSent: assign((_, params: Answered<ProofSent>) => (params.output.ok ? { proofSent: params.output.data, errors: [] } : {})),
    assignProof: assign((_, params: Answered<Proof>) => (params.output.ok ? { proof: params.output.data.linkToken, proofSent: null, errors: [] } : {})),
    endProof: assign({ pending: null, proofSent: null, typedProof: '' }),
    assignProofCode: assign((_, params: { code: string }) => ({ typedProof: params.code.trim() })),
    /** The pending change starts once proved: its ticket's leg, as "Cambiar horario" would. */
    startPendingChange: assign(({ context }) => {
      const ticketId = context.pending?.kind === 'change' ? context.pending.ticketId : 0;
      const open = context.view?.tickets.find((t) => t.ticketId === ticketId)?.open ?? false;
      return { pending: null, errors: [], change: { ticketId, open, date: null, schedules: null, option: null, availability: null, seats: [], seatFor: null } };
    }),
    assignTourBooking: assign(({ context }, params: Answered<TourBookingView>) =>
      params.output.ok
        ? { tour: { booking: params.output.data, canCancel: context.tourManage !== null }, saved: { code: params.output.data.code, token: params.output.data.readToken }, errors: [], draft: { code: '', lastName: '' } }
        : {},
    ),
    assignTourRefusal: assign((_, params: Answered<TourBookingView>) => ({ errors: tourErrors(params.output) })),
    assignTourManage: assign((_, params: { bookingId: string }) => ({ tourManage: params.bookingId, errors: [] })),
    clearTour: assign({ tour: null, tourManage: null, tourCancellation: null }),
    assignTourCancellation: assign((_, params: Answered<TourCancellationView>) => (params.output.ok ? { tourCancellation: params.output.data, errors: [] } : {})),
    /** Why the tour booking cannot be cancelled: the quote's own refusal, or the call's, as the tours contract's code. */
    assignTourCancelRefusal: assign((_, params: Answered<TourCancellationView>) => ({
      tourCancellation: params.output.ok ? params.output.data : null,
      errors: params.output.ok ? tourErrors({ ok: false, errors: params.output.data.refusal ? [{ code: params.output.data.refusal }] : [] }) : tourErrors(params.output),
    })),
    assignRefusal: assign((_, params: Found | Quoted) => ({ errors: itineraryErrors(params.output) })),
    assignQuote: assign((_, params: Quoted) => ({ quote: params.output.ok ? params.output.data : null, errors: [], cancelled: false })),
    assignQuoteRefusal: assign((_, params: Quoted) => ({
      quote: null,
      errors: params.output.ok && params.output.data.refusal ? [{ service: 'itinerary' as const, code: params.output.data.refusal }] : [],
    })),
    clearQuote: assign({ quote: null }),
    clearResend: assign({ resent: null, resendRefusal: null }),
    assignResent: assign((_, params: { output: ResentEmail }) =>
      params.output.ok
        ? { resent: params.output.data.sentTo, resendRefusal: null }
        : { resent: null, resendRefusal: { service: 'itinerary' as const, code: params.output.errors[0]?.code ?? 'service_unavailable' } },
    ),
    resendUnavailable: assign({ resent: null, resendRefusal: { service: 'itinerary' as const, code: 'service_unavailable' } }),
    markCancelled: assign({ cancelled: true, quote: null, pendPaid: false }),
    assignUnavailable: assign({ errors: [{ service: 'itinerary' as const, code: 'service_unavailable' }] }),
    forgetReservation: assign({ saved: null, proof: null, proofSent: null, pending: null, view: null, errors: [], quote: null, cancelled: false, change: null, changed: null, resent: null, resendRefusal: null }),
    clearErrors: assign({ errors: [] }),
    startChange: assign(({ context }, params: { ticketId: number }) => ({
      errors: [],
      changed: null,
      cancelled: false,
      resent: null,
      resendRefusal: null,
      change: { ticketId: params.ticketId, open: context.view?.tickets.find((t) => t.ticketId === params.ticketId)?.open ?? false, date: null, schedules: null, option: null, availability: null, seats: [], seatFor: null },
    })),
    assignChangeDate: assign(({ context }, params: { date: string }) => ({
      errors: [],
      change: context.change && { ...context.change, date: params.date, schedules: null, option: null, availability: null, seats: [], seatFor: null },
    })),
    assignSchedules: assign(({ context }, params: Answered<ChangeSchedules>) => ({
      change: context.change && { ...context.change, schedules: params.output.ok ? params.output.data : null },
    })),
    assignOption: assign(({ context }, params: { scheduleId: number; scheduleDetailId: number }) => ({
      errors: [],
      change: context.change && {
        ...context.change,
        option: context.change.schedules?.options.find((o) => o.scheduleId === params.scheduleId && o.scheduleDetailId === params.scheduleDetailId) ?? null,
        availability: null,
        seats: [],
        seatFor: null,
      },
    })),
    assignAvailability: assign(({ context }, params: Answered<ChangeAvailability>) => ({
      change: context.change && { ...context.change, availability: params.output.ok ? params.output.data : null },
    })),
    assignSeat: assign(({ context }, params: { seat: number }) => ({ errors: [], change: context.change && { ...context.change, ...tapSeat(context.change.availability, context.change, params.seat) } })),
    choosePassenger: assign(({ context }, params: { ticketId: number }) => ({ change: context.change && { ...context.change, seatFor: params.ticketId } })),
    clearSeat: assign(({ context }) => ({ change: context.change && { ...context.change, seats: [], seatFor: null, availability: null } })),
    assignChanged: assign((_, params: Answered<ChangeOutcome>) =>
      params.output.ok && params.output.data.found.ok
        ? {
            view: params.output.data.found.data,
            saved: { code: params.output.data.found.data.code, token: params.output.data.found.data.readToken },
            change: null,
            changed: { settledBy: params.output.data.settledBy, fareDifference: params.output.data.fareDifference, reference: params.output.data.reference },
            errors: [],
          }
        : {},
    ),
    assignPaidChange: assign((_, params: { output: PaymentOutput }) => {
      const receipt = params.output.status === 'paid' ? (params.output.receipt as ChangeOutcome) : null;
      if (!receipt?.found.ok) return {};
      const found = receipt.found.data;
      return { view: found, saved: { code: found.code, token: found.readToken }, change: null, changed: { settledBy: receipt.settledBy, fareDifference: receipt.fareDifference, reference: receipt.reference }, errors: [] };
    }),
    assignPaymentRefusal: assign((_, params: { output: PaymentOutput }) => ({ errors: params.output.status === 'refused' ? itineraryErrors({ ok: false, errors: params.output.errors }) : [] })),
    assignChangeRefusal: assign((_, params: { output: { ok: true } | { ok: false; errors: ReadonlyArray<{ code: string; field?: string }> } }) => ({ errors: itineraryErrors(params.output) })),
    unavailableSeats: assign({ errors: [{ service: 'itinerary' as const, code: 'schedule_unavailable' }] }),
    endChange: assign({ change: null }),
    clearChanged: assign({ changed: null }),
    clearChosenSeat: assign(({ context }) => ({ change: context.change && { ...context.change, seats: [], seatFor: null } })),
    /** The PEND paid: the reservation as it is now, its tickets E-tickets. */
    assignPaidPend: assign((_, params: { output: PaymentOutput }) => {
      const found = params.output.status === 'paid' ? (params.output.receipt as FoundReservation) : null;
      return found?.ok ? { view: found.data, saved: { code: found.data.code, token: found.data.readToken }, pendPaid: true, errors: [] } : {};
    }),
    assignPendExpired: assign({ errors: [{ service: 'itinerary' as const, code: 'pend_expired' }] }),
    clearPendPaid: assign({ pendPaid: false }),
    /** Slot: the edge keeps the code and link token on this device (local storage). */
    storeReservation: (_, _params: { saved: SavedReservation | null }) => undefined,
    /** Slot: the edge removes what this device kept. */
    removeStoredReservation: () => undefined,
  },
});
