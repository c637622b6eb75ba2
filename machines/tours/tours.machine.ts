import { answered, onResult } from '../shared/result-invoke';
import type { CartItem } from './tours.ports';
import { cancellationStates } from './cancellation.states';
import { payingStates } from './paying.states';
import { bookingRef, cartInput, toursSetup, type ToursContext } from './tours.setup';

// The tours shop (docs/rules/tours.md): a cart of tours (a timeslot and people by type each, saved on the server,
// the cookie keeping only the booking id) → the review with each tour's cancellation policy → "Continuar"
// approves it and the server holds its places until the hold ends → the contact, the policies accepted → the
// payment through the checkout (machines/payment), whose deadline is the hold's end → the booking → the passes.
// The hold running out before the payment is made releases everything: the cart is chosen again. Once approved,
// any other address than the step's own or the ticket's drops the selection and goes to the tours search
// (docs/rules/tours.md#after-an-approved-purchase; the binding sends `selection.abandon`). The ticket offers the
// cancellation by the tours' policies (cancellation.states.ts). The chart never ends.

const added = ({ event }: { event: { item: CartItem } }) => ({ item: event.item });
const indexed = ({ event }: { event: { index: number } }) => ({ index: event.index });
const saved = ({ context }: { context: ToursContext }) => ({ bookingId: context.bookingId });
const nothing = () => ({ bookingId: null });
/** Up to the payment the chart keeps the hold's end; the checkout keeps it while the traveller pays. */
const holdRunsOut = { holdEnds: { target: '#tours.expired' } } as const;
const dropSelection = ['startOver', 'forgetSelection'] as const;

export const toursMachine = toursSetup.createMachine({
  id: 'tours',
  context: ({ input }) => ({
    bookingId: input.savedBookingId,
    items: [],
    pending: null,
    total: 0,
    holdEndsAt: null,
    contact: null,
    amount: 0,
    methods: [],
    points: null,
    soldOutItem: null,
    expired: false,
    ticket: null,
    storeOrder: null,
    cancellation: null,
    errors: [],
    now: input.now,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasSaved', target: 'restoring' }, { target: 'cart' }] },
    // A cookie named a booking (a reload, a later visit in the tour session): what is it now?
    restoring: {
      // The address opened is another than the ticket's while a booking cookie names an approved selection: the
      // binding drops it at once (docs/rules/tours.md#after-an-approved-purchase), without waiting for the answer.
      on: { 'selection.abandon': { target: 'cart', actions: [...dropSelection, 'emitExit'] } },
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: bookingRef,
        ...onResult({
          ok: [
            { guard: 'cartOpen', target: 'cart', actions: { type: 'assignBooking', params: answered } },
            { guard: 'bookingPaid', target: 'ticket', actions: { type: 'assignBooking', params: answered } },
            // An approved selection opened again is a navigation other than to the ticket: it is dropped.
            { guard: 'bookingHeld', target: 'cart', actions: [...dropSelection, 'emitExit'] },
          ],
          refused: { target: 'cart', actions: dropSelection },
          unavailable: { target: 'cart', actions: ['startOver', 'assignUnavailable'] },
        }),
      },
    },
    cart: {
      initial: 'idle',
      on: {
        'cart.add': { target: '.saving', actions: { type: 'addItem', params: added } },
      },
      states: {
        idle: {
          on: {
            'cart.remove': [
              // The cart emptied is no cart: its cookie goes (docs/rules/tours.md#cart-and-session).
              { guard: { type: 'lastItem', params: indexed }, actions: ['startOver', { type: 'storeCart', params: nothing }] },
              { guard: { type: 'itemExists', params: indexed }, target: 'saving', actions: { type: 'removeItem', params: indexed } },
            ],
            'cart.review': { guard: 'cartNotEmpty', target: '#tours.reviewing', actions: 'clearErrors' },
          },
        },
        saving: {
          invoke: {
            id: 'saveCart',
            src: 'saveCart',
            input: cartInput,
            ...onResult({
              ok: { guard: 'answerOk', target: 'idle', actions: [{ type: 'assignBooking', params: answered }, { type: 'storeCart', params: saved }] },
              refused: { target: 'idle', actions: ['clearPending', { type: 'assignRefusal', params: answered }] },
              unavailable: { target: 'idle', actions: ['clearPending', 'assignUnavailable'] },
            }),
          },
        },
      },
    },
    // /tours/revisa-tour: the items, the totals and each tour's cancellation policy.
    reviewing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'review.back': { target: '#tours.cart.idle', actions: 'clearErrors' },
            'review.approve': { target: 'approving' },
          },
        },
        approving: {
          invoke: {
            id: 'approveCart',
            src: 'approveCart',
            input: cartInput,
            ...onResult({
              ok: [
                { guard: 'held', target: '#tours.held', actions: [{ type: 'assignBooking', params: answered }, { type: 'assignHold', params: answered }, { type: 'storeBooking', params: saved }] },
                // A timeslot filled up since it was added: back to the cart, which names it.
                { guard: 'soldOut', target: '#tours.cart.idle', actions: { type: 'assignSoldOut', params: answered } },
              ],
              refused: { target: 'idle', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'idle', actions: 'assignUnavailable' },
            }),
          },
        },
      },
    },
    // The selection approved, its places held until holdEndsAt.
    held: {
      initial: 'contact',
      on: {
        'selection.abandon': { target: 'cart', actions: [...dropSelection, 'emitExit'] },
        'flow.leave': { target: 'cart', actions: dropSelection },
      },
      states: {
        // /tours/cliente
        contact: {
          initial: 'editing',
          after: holdRunsOut,
          states: {
            editing: {
              on: {
                'contact.submit': [
                  { guard: { type: 'contactValid', params: ({ event }) => ({ contact: event.contact }) }, target: 'saving', actions: { type: 'assignContact', params: ({ event }) => ({ contact: event.contact }) } },
                  { actions: { type: 'assignContactIssues', params: ({ event }) => ({ contact: event.contact }) } },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'saveContact',
                src: 'saveContact',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '', contact: context.contact! }),
                ...onResult({
                  ok: [
                    { guard: 'answerOk', target: '#tours.held.paying' },
                    { guard: 'holdGone', target: '#tours.expired' },
                  ],
                  refused: { target: 'editing', actions: { type: 'assignRefusal', params: answered } },
                  unavailable: { target: 'editing', actions: 'assignUnavailable' },
                }),
              },
            },
          },
        },
        // /tours/pago
        paying: payingStates,
      },
    },
    // Paid: the cart becomes the booking with its passes.
    booking: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            id: 'book',
            src: 'book',
            input: bookingRef,
            ...onResult({
              ok: { guard: 'answerOk', target: '#tours.ticket', actions: { type: 'storeCart', params: nothing } },
              refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'failed', actions: 'assignUnavailable' },
            }),
          },
        },
        failed: { on: { 'step.retry': { target: 'sending', actions: 'clearErrors' } } },
      },
    },
    // /tours/boleto
    ticket: {
      initial: 'loading',
      on: {
        'shop.again': { target: 'cart', actions: dropSelection },
        'flow.leave': { target: 'cart', actions: dropSelection },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadTicket',
            src: 'loadTicket',
            input: bookingRef,
            ...onResult({
              ok: { guard: 'answerOk', target: 'showing', actions: { type: 'assignTicket', params: answered } },
              refused: { target: 'failed', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'failed', actions: 'assignUnavailable' },
            }),
          },
        },
        failed: { on: { 'step.retry': { target: 'loading', actions: 'clearErrors' } } },
        showing: cancellationStates,
      },
    },
    // Cash at a store: the reference and its deadline on the ticket's page; the passes come once it is paid there.
    // Until then the order may be cancelled as a ticket is (cancellation.states.ts): nothing to refund, its places
    // freed and its reference void (docs/rules/tours.md#cancellation-policy).
    ordered: {
      on: {
        'shop.again': { target: 'cart', actions: dropSelection },
        'flow.leave': { target: 'cart', actions: dropSelection },
      },
      ...cancellationStates,
    },
    // The hold ran out unpaid: the places went back; the cart page says so until a tour is chosen again.
    expired: {
      entry: ['markExpired', 'forgetSelection'],
      on: {
        'cart.add': { target: 'cart.saving', actions: { type: 'addItem', params: added } },
        'shop.again': { target: 'cart', actions: 'startOver' },
      },
    },
  },
});

export { toursPageOf, type ToursPage } from './tours-pages';
