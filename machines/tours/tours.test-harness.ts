import { createActor, fromPromise } from 'xstate';
import { toursMachine } from './tours.machine';
import { T0 } from './tours.test-model';

// The tours chart with every slot a stub call the test answers, and the cookies and exits it asked for.

type Slot = 'loadBooking' | 'saveCart' | 'approveCart' | 'saveContact' | 'checkSession' | 'loadPayment' | 'book' | 'loadTicket' | 'quoteCancellation' | 'cancelBooking' | 'pay';
interface Call {
  slot: Slot;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}
type Stored = { cookie: 'cart' | 'booking'; bookingId: string | null } | 'forgotten';

export function createToursHarness(savedBookingId: string | null) {
  const calls: Call[] = [];
  const stored: Stored[] = [];
  const exits: string[] = [];
  const slot = (name: Slot) => fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls.push({ slot: name, input, resolve, reject }))) as never;
  const slots: Slot[] = ['loadBooking', 'saveCart', 'approveCart', 'saveContact', 'checkSession', 'loadPayment', 'book', 'loadTicket', 'quoteCancellation', 'cancelBooking', 'pay'];
  const logic = toursMachine.provide({
    actors: Object.fromEntries(slots.map((name) => [name, slot(name)])) as never,
    actions: {
      storeCart: (_, params) => void stored.push({ cookie: 'cart', bookingId: params.bookingId }),
      storeBooking: (_, params) => void stored.push({ cookie: 'booking', bookingId: params.bookingId }),
      forgetSelection: () => void stored.push('forgotten'),
    },
  });
  const actor = createActor(logic, { input: { savedBookingId, now: () => T0 } });
  actor.on('flow.exit', () => void exits.push('flow.exit'));
  actor.start();
  return { actor, calls, stored, exits };
}
