import { answered, onResult } from '../shared/result-invoke';
import { adventuresSetup, type AdventuresContext } from './adventures.setup';

// /aventuras and /aventuras/fechas: the partner's adventures, then the chosen one's days and departures for an
// option. Both are read from the partner every time they are shown: its places change as other resellers sell.

const datesInput = ({ context }: { context: AdventuresContext }) => ({ code: context.adventure ?? '', optionId: context.optionId ?? '' });

export const listStates = adventuresSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAdventures',
        src: 'loadAdventures',
        input: () => ({}),
        ...onResult({
          ok: { guard: 'answerOk', target: 'choosing', actions: { type: 'assignAdventures', params: answered } },
          refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'failed', actions: 'assignUnavailable' },
        }),
      },
    },
    // The partner did not answer, or the call failed: nothing to choose from until it does.
    failed: { on: { 'step.retry': { target: 'loading', actions: 'clearErrors' } } },
    choosing: {
      on: {
        'adventure.choose': {
          guard: { type: 'adventureListed', params: ({ event }) => ({ code: event.code }) },
          target: '#adventures.dates',
          actions: { type: 'assignAdventure', params: ({ event }) => ({ code: event.code }) },
        },
      },
    },
  },
});

export const datesStates = adventuresSetup.createStateConfig({
  initial: 'loading',
  on: {
    'adventures.browse': { target: '#adventures.list', actions: 'startOver' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadDates',
        src: 'loadDates',
        input: datesInput,
        ...onResult({
          ok: { guard: 'answerOk', target: 'choosing', actions: { type: 'assignDays', params: answered } },
          refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'failed', actions: 'assignUnavailable' },
        }),
      },
    },
    failed: { on: { 'step.retry': { target: 'loading', actions: 'clearErrors' } } },
    choosing: {
      on: {
        'option.choose': {
          guard: { type: 'optionOffered', params: ({ event }) => ({ optionId: event.optionId }) },
          target: 'loading',
          actions: { type: 'assignOption', params: ({ event }) => ({ optionId: event.optionId }) },
        },
        'departure.choose': {
          guard: { type: 'departureOpen', params: ({ event }) => ({ availabilityId: event.availabilityId }) },
          actions: { type: 'assignDeparture', params: ({ event }) => ({ availabilityId: event.availabilityId }) },
        },
        'dates.submit': { guard: 'departureChosen', target: '#adventures.checkout', actions: 'clearErrors' },
      },
    },
  },
});
