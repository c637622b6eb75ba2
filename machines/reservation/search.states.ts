import { not } from 'xstate';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import { reservationSetup } from './reservation.setup';

// Search: origins, the form, the promotional-code check and the creation of the reservation.
export const searchState = reservationSetup.createStateConfig({
  initial: 'loadingOrigins',
  entry: { type: 'enterStep', params: { step: 'search' } },
  states: {
    loadingOrigins: {
      // What the traveller does meanwhile is kept: edits at once, a submit once the origins are in.
      on: {
        'search.change': { actions: 'applySearchChange' },
        'search.swap': { actions: 'swapPlaces' },
        'search.submit': { actions: 'deferSubmit' },
      },
      invoke: {
        id: 'loadOrigins',
        src: 'loadOrigins',
        input: {},
        ...onResult({
          ok: { guard: 'answerOk', target: 'editing', actions: { type: 'assignOrigins', params: answered } },
          refused: { target: 'originsUnavailable', actions: [{ type: 'assignErrors', params: answeredErrors }, 'dropDeferredSubmit'] },
          unavailable: { target: 'originsUnavailable', actions: ['assignUnexpectedError', 'dropDeferredSubmit'] },
        }),
      },
    },
    originsUnavailable: {
      on: { 'origins.retry': { target: 'loadingOrigins', actions: 'clearErrors' } },
    },
    editing: {
      entry: 'submitIfDeferred',
      on: {
        'search.change': { actions: 'applySearchChange' },
        'search.swap': { actions: 'swapPlaces' },
        'search.submit': [
          { guard: not('searchValid'), actions: 'assignSearchIssues' },
          { guard: 'promotionMalformed', actions: 'refuseMalformedPromotion' },
          {
            guard: 'promotionUnchecked',
            target: 'checkingPromotionalCode',
            actions: ['acceptSearch', { type: 'setSubmitAfterPromotion', params: { value: true } }],
          },
          // A code the server refused must be corrected or removed before going on (docs/rules/booking.md#promotional-codes).
          { guard: 'promotionRefused' },
          { target: 'creating', actions: 'acceptSearch' },
        ],
        'promo.check': [
          { guard: 'promotionMissing', actions: 'refuseMalformedPromotion' },
          { guard: 'promotionMalformed', actions: 'refuseMalformedPromotion' },
          {
            target: 'checkingPromotionalCode',
            actions: ['clearErrors', { type: 'setSubmitAfterPromotion', params: { value: false } }],
          },
        ],
      },
    },
    checkingPromotionalCode: {
      invoke: {
        id: 'checkPromotionalCode',
        src: 'checkPromotionalCode',
        input: ({ context }) => ({
          code: (context.search.promotional_code ?? '').trim(),
          origin: context.search.origin ?? '',
          destination: context.search.destination ?? '',
          departureDate: context.search.departure?.date ?? null,
        }),
        ...onResult({
          ok: {
            guard: 'promotionAcceptedOnSubmit',
            target: 'creating',
            actions: { type: 'assignPromotion', params: answered },
          },
          refused: { target: 'editing', actions: { type: 'assignPromotion', params: answered } },
          unavailable: { target: 'editing', actions: 'assignUnexpectedError' },
        }),
      },
    },
    creating: {
      invoke: {
        id: 'createReservation',
        src: 'createReservation',
        // Only entered after acceptSearch stored a search that passed the rules.
        input: ({ context }) => ({ search: context.acceptedSearch! }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: '#reservation.booking',
            actions: { type: 'startReservation', params: answered },
          },
          refused: { target: 'editing', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'editing', actions: 'assignUnexpectedError' },
        }),
      },
    },
  },
});
