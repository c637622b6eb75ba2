import { answered, onResult } from '../shared/result-invoke';
import type { FoundReservation } from './itinerary.ports';
import { changeStates } from './change.states';
import { proofStates } from './proof.states';
import { payingPendState } from './pend.states';
import { actingOf, findInputOfDraft, findInputOfSaved, findTourInputOfDraft, findTourInputOfLink, savedOf, savedTour } from './itinerary.inputs';
import { itinerarySetup } from './itinerary.setup';
import { tourBookingStates } from './tour-booking.states';

// "My reservation" (docs/rules/my-reservation.md): find a reservation by code and surname, or by the link of its e-mail or
// tickets page, or a tour booking by its code and the contact's surname (docs/rules/tours.md#the-ticket) or by its
// confirmation e-mail's link, which alone lets it be cancelled (tour-booking.states.ts); see it (legs, tickets,
// payment, documents); keep it on this device until the traveller removes it
// (docs/rules/my-reservation.md#kept-on-this-device). The chart never ends: removing it goes back to the find form.

const submitted = ({ event }: { event: { code: string; lastName: string } }) => ({ code: event.code, lastName: event.lastName });
// What this device keeps: the found reservation's code and its read token (never the proof, decision 063).
const saved = ({ event }: { event: { output: FoundReservation } }) => ({
  saved: event.output.ok ? { code: event.output.data.code, token: event.output.data.readToken } : null,
});

export const itineraryMachine = itinerarySetup.createMachine({
  id: 'itinerary',
  context: ({ input }) => ({ saved: input.saved, proof: null, proofSent: null, pending: null, typedProof: '', draft: { code: '', lastName: '' }, view: null, tour: null, tourManage: null, tourCancellation: null, quote: null, cancelled: false, pendPaid: false, errors: [], change: null, changed: null, resent: null, resendRefusal: null }),
  initial: 'starting',
  on: {
    'link.open': [
      // A tour booking's PDF link: its code and read token.
      {
        guard: { type: 'tourCode', params: ({ event }) => ({ code: event.code }) },
        target: '.openingTour',
        actions: ['endChange', 'clearChanged', 'clearResend', 'clearTour', { type: 'assignLink', params: ({ event }) => ({ code: event.code, token: event.token }) }],
      },
      // The e-mail's or the tickets page's link: its token proves the contact, if the server says it is a link token.
      { target: '.opening', actions: [{ type: 'assignLink', params: ({ event }) => ({ code: event.code, token: event.token }) }, 'clearProof', 'endChange', 'clearChanged', 'clearResend', 'clearTour'] },
    ],
    'tour.manage': { target: '.openingTour', actions: ['endChange', 'clearChanged', 'clearResend', 'clearTour', { type: 'assignTourManage', params: ({ event }) => ({ bookingId: event.bookingId }) }] },
  },
  states: {
    // A reservation kept on this device opens again by its link token; a tour booking by its read token.
    starting: { always: [{ guard: 'hasSavedTour', target: 'openingTour' }, { guard: 'hasSaved', target: 'opening' }, { target: 'find' }] },
    opening: {
      invoke: {
        id: 'findReservation',
        src: 'findReservation',
        input: findInputOfSaved,
        ...onResult({
          ok: { guard: 'found', target: 'viewing', actions: [{ type: 'assignView', params: answered }, { type: 'storeReservation', params: saved }] },
          // The link expired or the reservation is gone: this device forgets it, and says so.
          refused: { target: 'find', actions: ['forgetReservation', 'removeStoredReservation', { type: 'assignRefusal', params: answered }] },
          unavailable: { target: 'find', actions: 'assignUnavailable' },
        }),
      },
    },
    find: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'find.submit': [
              { guard: { type: 'draftIncomplete', params: submitted }, actions: { type: 'assignMissing', params: submitted } },
              // A tour booking's code (T and six characters) is never a bus reservation's: the tours service has it.
              { guard: { type: 'tourCode', params: submitted }, target: 'findingTour', actions: { type: 'assignDraft', params: submitted } },
              { target: 'finding', actions: { type: 'assignDraft', params: submitted } },
            ],
          },
        },
        finding: {
          invoke: {
            id: 'findReservation',
            src: 'findReservation',
            input: findInputOfDraft,
            ...onResult({
              ok: { guard: 'found', target: '#itinerary.viewing', actions: [{ type: 'assignView', params: answered }, { type: 'storeReservation', params: saved }] },
              refused: { target: 'editing', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'editing', actions: 'assignUnavailable' },
            }),
          },
        },
        // getTourTicket by code and surname: a wrong surname is the same not-found as an unknown code.
        findingTour: {
          invoke: {
            id: 'findTourBooking',
            src: 'findTourBooking',
            input: findTourInputOfDraft,
            ...onResult({
              ok: { guard: 'tourFound', target: '#itinerary.tourBooking', actions: [{ type: 'assignTourBooking', params: answered }, { type: 'storeReservation', params: savedTour }] },
              refused: { target: 'editing', actions: { type: 'assignTourRefusal', params: answered } },
              unavailable: { target: 'editing', actions: 'assignUnavailable' },
            }),
          },
        },
      },
    },
    // A tour booking opened by the e-mail's link (its id) or by what this device kept (its code and read token).
    openingTour: {
      invoke: {
        id: 'findTourBooking',
        src: 'findTourBooking',
        input: findTourInputOfLink,
        ...onResult({
          ok: [
            { guard: 'tourFoundToManage', target: '#itinerary.tourBooking.quoting', actions: [{ type: 'assignTourBooking', params: answered }, { type: 'storeReservation', params: savedTour }] },
            { guard: 'tourFound', target: '#itinerary.tourBooking', actions: [{ type: 'assignTourBooking', params: answered }, { type: 'storeReservation', params: savedTour }] },
            // The e-mail's link named no booking it can show: the page says so; what this device keeps stays.
            { guard: 'manageRefused', target: 'find', actions: ['clearTour', { type: 'assignTourRefusal', params: answered }] },
          ],
          // The kept booking is gone or was cancelled: this device forgets it, and says why.
          refused: { target: 'find', actions: ['forgetReservation', 'removeStoredReservation', 'clearTour', { type: 'assignTourRefusal', params: answered }] },
          unavailable: { target: 'find', actions: ['clearTour', 'assignUnavailable'] },
        }),
      },
    },
    tourBooking: tourBookingStates,
    viewing: {
      initial: 'idle',
      on: {
        // The reservation's page offers these; the change page does not (it is left with "Cancelar cambio").
        'find.start': { guard: 'notChanging', target: 'find', actions: ['clearErrors', 'clearQuote', 'clearResend'] },
        'reservation.forget': { guard: 'notChanging', target: 'find', actions: ['forgetReservation', 'removeStoredReservation'] },
      },
      states: {
        idle: {
          on: {
            // Cancelling and changing need the proof of the contact (decision 063): asked first when missing.
            'cancel.ask': [
              { guard: 'hasProof', target: 'quoting', actions: ['clearErrors', 'clearChanged', 'clearResend'] },
              { target: 'proving', actions: { type: 'askProof', params: { kind: 'cancel' } } },
            ],
            'email.resend': { target: 'resending', actions: 'clearResend' },
            // A PEND paid here by card, before its deadline, with the proof (decision 065).
            'pend.pay': [
              { guard: 'pendPayableProved', target: 'payingPend', actions: ['clearErrors', 'clearChanged', 'clearResend'] },
              { guard: 'pendPayable', target: 'proving', actions: { type: 'askProof', params: { kind: 'pay' } } },
            ],
            'change.start': [
              {
                guard: { type: 'canChangeProved', params: ({ event }) => ({ ticketId: event.ticketId }) },
                target: 'changing',
                actions: { type: 'startChange', params: ({ event }) => ({ ticketId: event.ticketId }) },
              },
              {
                guard: { type: 'canChange', params: ({ event }) => ({ ticketId: event.ticketId }) },
                target: 'proving',
                actions: { type: 'askProof', params: ({ event }) => ({ kind: 'change' as const, ticketId: event.ticketId }) },
              },
            ],
          },
        },
        // The confirmation e-mail again (docs/rules/my-reservation.md#resending-the-e-mail); its answer shows beside the button, not with the cancel's.
        resending: {
          invoke: {
            id: 'resendEmail',
            src: 'resendEmail',
            input: savedOf,
            onDone: { target: 'idle', actions: { type: 'assignResent', params: answered } },
            onError: { target: 'idle', actions: 'resendUnavailable' },
          },
        },
        // Proof of the contact by a one-time code, then what the traveller asked for (decision 063).
        proving: proofStates,
        payingPend: payingPendState,
        // Another bus for a ticket's leg, or an open leg's date (decisions 028, 033).
        changing: changeStates,
        // What cancelling would do now: which tickets, how much comes back and how.
        quoting: {
          invoke: {
            id: 'quoteCancellation',
            src: 'quoteCancellation',
            input: actingOf,
            ...onResult({
              ok: [
                { guard: 'quoteAllows', target: 'confirming', actions: { type: 'assignQuote', params: answered } },
                { guard: 'answered', target: 'idle', actions: { type: 'assignQuoteRefusal', params: answered } },
              ],
              refused: { target: 'idle', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'idle', actions: 'assignUnavailable' },
            }),
          },
        },
        confirming: { on: { 'cancel.confirm': { target: 'cancelling' }, 'cancel.dismiss': { target: 'idle', actions: 'clearQuote' } } },
        cancelling: {
          invoke: {
            id: 'cancelReservation',
            src: 'cancelReservation',
            input: actingOf,
            ...onResult({
              ok: { guard: 'found', target: 'idle', actions: [{ type: 'assignView', params: answered }, { type: 'storeReservation', params: saved }, 'markCancelled'] },
              refused: { target: 'idle', actions: [{ type: 'assignRefusal', params: answered }, 'clearQuote'] },
              unavailable: { target: 'confirming', actions: 'assignUnavailable' },
            }),
          },
        },
      },
    },
  },
});

export { itineraryPageOf, type ItineraryPage } from './itinerary-pages';
