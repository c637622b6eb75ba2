import { answered, onResult } from '../shared/result-invoke';
import { away, checkoutStates } from './checkout.states';
import { datesStates, listStates } from './choosing.states';
import { checkingStates, heldStates } from './paying.states';
import { ticketStates } from './ticket.states';
import { adventuresSetup, noOrder, savedRef } from './adventures.setup';

// Partner adventures (docs/decisions/060-partner-adventures-over-octo.md, openapi/adventures.yaml): the partner's
// list → an adventure's dates (an option, a departure) → the checkout (the people and the contact), which opens
// the order while the partner holds the departure → the payment by card through the checkout (machines/payment),
// within the order's deadline → the payment check → the ticket with the partner's booking reference. When the
// partner fails: down or slow before the payment, nothing is held or charged (try again or another date); the
// hold running out never charges; a refusal after the charge is refunded whole. The order's code and id live in
// the adventures cookie, so a reload finds it again. The chart never ends.

export const adventuresMachine = adventuresSetup.createMachine({
  id: 'adventures',
  context: ({ input }) => ({
    saved: input.savedOrder,
    adventures: [],
    adventure: null,
    optionId: null,
    days: [],
    availabilityId: null,
    party: { adults: 2, minors: 0 },
    contact: null,
    order: null,
    holdEndsAt: null,
    atBank: false,
    emailed: false,
    errors: [],
    now: input.now,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasSavedOrder', target: 'restoring' }, { target: 'list' }] },
    // The cookie named an order (a reload, another tab): where does it stand now?
    restoring: {
      on: { 'adventures.browse': { target: 'list', actions: ['startOver', { type: 'storeOrder', params: noOrder }] } },
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: savedRef,
        ...onResult({
          ok: [
            { guard: 'orderHeld', target: 'held', actions: [{ type: 'assignRestored', params: answered }, { type: 'assignHold', params: answered }] },
            { guard: 'orderPaid', target: 'checking.waiting', actions: { type: 'assignRestored', params: answered } },
            { guard: 'orderConfirmed', target: 'ticket', actions: { type: 'assignRestored', params: answered } },
            { guard: 'orderRefunded', target: 'refunded', actions: { type: 'assignRestored', params: answered } },
            { guard: 'orderLapsed', target: 'expired', actions: { type: 'assignRestored', params: answered } },
          ],
          refused: { target: 'list', actions: ['startOver', { type: 'storeOrder', params: noOrder }] },
          // The cookie stays: the next visit asks again.
          unavailable: { target: 'list', actions: ['startOver', 'assignUnavailable'] },
        }),
      },
    },
    list: listStates,
    dates: datesStates,
    checkout: checkoutStates,
    // The order opened, the partner holding its departure until holdEndsAt.
    held: heldStates,
    checking: checkingStates,
    ticket: ticketStates,
    // The partner refused (or never answered) the confirmation after the charge: the charge was refunded whole.
    refunded: { on: away },
    // The order's time ran out unpaid: the partner's hold lapses, nothing was charged.
    expired: { entry: { type: 'storeOrder', params: noOrder }, on: away },
  },
});

export { adventuresPageOf, type AdventuresPage } from './adventures-pages';
