import { answered, onResult } from '../shared/result-invoke';
import { adventuresSetup, noOrder, storedOrder, type AdventuresContext } from './adventures.setup';

// /aventuras/datos: who goes (adults and minors) and the contact, then the order opened, the partner holding
// the departure until the order's deadline. The partner down or slow holds nothing and charges nothing: the
// traveller tries again or chooses another date. A departure that filled up sends them back to the dates.

const openInput = ({ context }: { context: AdventuresContext }) => ({
  code: context.adventure ?? '',
  optionId: context.optionId ?? '',
  availabilityId: context.availabilityId ?? '',
  adults: context.party.adults,
  minors: context.party.minors,
  contact: context.contact!,
});

/** The ways back to the list or the dates a page offers; any order kept in the cookie goes. */
export const away = {
  'adventures.browse': { target: '#adventures.list', actions: ['startOver', { type: 'storeOrder', params: noOrder }] },
  'dates.open': { guard: 'adventureChosen', target: '#adventures.dates', actions: ['reopenDates', 'clearErrors', { type: 'storeOrder', params: noOrder }] },
} as const;

export const checkoutStates = adventuresSetup.createStateConfig({
  initial: 'editing',
  on: away,
  states: {
    editing: {
      on: {
        'checkout.submit': [
          {
            guard: { type: 'checkoutValid', params: ({ event }) => ({ contact: event.contact, adults: event.adults, minors: event.minors }) },
            target: 'opening',
            actions: { type: 'assignCheckout', params: ({ event }) => ({ contact: event.contact, adults: event.adults, minors: event.minors }) },
          },
          { actions: { type: 'assignCheckoutIssues', params: ({ event }) => ({ contact: event.contact, adults: event.adults, minors: event.minors }) } },
        ],
      },
    },
    opening: {
      invoke: {
        id: 'openOrder',
        src: 'openOrder',
        input: openInput,
        ...onResult({
          ok: [
            {
              guard: 'answerOk',
              target: '#adventures.held',
              actions: [{ type: 'assignOrder', params: answered }, { type: 'assignHold', params: answered }, { type: 'storeOrder', params: storedOrder }],
            },
            { guard: 'partnerDown', target: 'partnerDown', actions: { type: 'assignRefusal', params: answered } },
            // No room left for the party: the dates, read again, say so.
            { guard: 'departureGone', target: '#adventures.dates', actions: ['reopenDates', { type: 'assignRefusal', params: answered }] },
          ],
          refused: { target: 'editing', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'editing', actions: 'assignUnavailable' },
        }),
      },
    },
    // The partner did not answer in time: nothing held, nothing charged.
    partnerDown: { on: { 'step.retry': { target: 'opening', actions: 'clearErrors' } } },
  },
});
