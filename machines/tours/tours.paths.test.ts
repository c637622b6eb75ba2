import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { toursMachine, toursPageOf } from './tours.machine';
import { createToursHarness } from './tours.test-harness';
import { BOOKING_ID, CONTACT, describeToursEvent, HOLD_SECONDS, T0, toursModelEvents, type ToursModelEvent } from './tours.test-model';

// Model-based paths (decision 007) for the tours shop, replayed on the real chart with stub slots: every answer
// each call can get, the hold running out at every step after the approval, the approved selection dropped by a
// navigation, from a fresh visit and from a booking a cookie kept.

type Harness = ReturnType<typeof createToursHarness>;
type Snapshot = SnapshotFrom<typeof toursMachine>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = (s: Snapshot) => JSON.stringify(s.value);
const snap = (h: Harness) => h.actor.getSnapshot();
const last = (h: Harness) => h.calls.at(-1)!;

const stateAssertions: Record<string, (h: Harness) => void> = {
  '"restoring"': (h) => {
    expect(last(h)).toMatchObject({ slot: 'loadBooking', input: { bookingId: BOOKING_ID } });
    expect(toursPageOf(snap(h))).toBeNull();
  },
  '{"cart":"idle"}': (h) => {
    const { context } = snap(h);
    expect(toursPageOf(snap(h))).toBe('cart');
    expect(context.pending).toBeNull();
    expect(context.holdEndsAt).toBeNull();
    // Items shown are the server's, priced.
    context.items.forEach((item) => expect(item.subtotal).toBeGreaterThan(0));
    expect(snap(h).can({ type: 'cart.review' })).toBe(context.items.length > 0);
    // A sold-out refusal names an item of the cart.
    if (context.soldOutItem !== null) expect(context.items[context.soldOutItem]).toBeDefined();
    // An emptied cart keeps no cookie.
    if (context.items.length === 0 && h.stored.length > 0) expect(h.stored.at(-1)).not.toEqual({ cookie: 'cart', bookingId: BOOKING_ID });
  },
  '{"cart":"saving"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'saveCart', input: { items: snap(h).context.pending } });
  },
  '{"reviewing":"idle"}': (h) => {
    expect(toursPageOf(snap(h))).toBe('review');
    expect(snap(h).context.items.length).toBeGreaterThan(0);
  },
  '{"reviewing":"approving"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'approveCart', input: { bookingId: BOOKING_ID, items: snap(h).context.items } });
  },
  '{"held":{"contact":"editing"}}': (h) => {
    expect(toursPageOf(snap(h))).toBe('contact');
    // The countdown starts from the approval's seconds_left, on the chart's clock.
    expect(snap(h).context.holdEndsAt).toBe(T0 + HOLD_SECONDS * 1000);
    expect(h.stored).toContainEqual({ cookie: 'booking', bookingId: BOOKING_ID });
  },
  '{"held":{"contact":"saving"}}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'saveContact', input: { bookingId: BOOKING_ID, contact: CONTACT } });
  },
  '{"held":{"paying":"checking"}}': (h) => {
    expect(toursPageOf(snap(h))).toBe('payment');
    expect(last(h)).toMatchObject({ slot: 'checkSession', input: { bookingId: BOOKING_ID } });
  },
  '{"held":{"paying":"loading"}}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'loadPayment', input: { bookingId: BOOKING_ID } });
  },
  '{"held":{"paying":"failed"}}': (h) => {
    expect(snap(h).context.errors.length).toBeGreaterThan(0);
  },
  '{"held":{"paying":"checkout"}}': (h) => {
    // The checkout's deadline is the hold's end, so its own expiry is the hold's.
    expect(last(h)).toMatchObject({ slot: 'pay', input: { amount: 5000, service: 'tours', order: { bookingId: BOOKING_ID, amount: 5000 }, methods: ['card', 'oxxo'], deadline: T0 + HOLD_SECONDS * 1000 } });
    // A signed-in member's points go to the checkout as the server offered them; a guest's checkout has none.
    const { points } = snap(h).context;
    expect((last(h).input as { points: unknown }).points).toEqual(points);
    if (points) expect(points.traveller_loyalty).toBe(1200);
  },
  '{"booking":"sending"}': (h) => {
    expect(toursPageOf(snap(h))).toBe('payment');
    expect(last(h)).toMatchObject({ slot: 'book', input: { bookingId: BOOKING_ID } });
  },
  '{"booking":"failed"}': (h) => {
    expect(snap(h).context.errors.length).toBeGreaterThan(0);
  },
  '{"ticket":"loading"}': (h) => {
    expect(toursPageOf(snap(h))).toBe('ticket');
    expect(last(h)).toMatchObject({ slot: 'loadTicket', input: { bookingId: BOOKING_ID } });
  },
  '{"ticket":"failed"}': (h) => {
    expect(snap(h).context.errors.length).toBeGreaterThan(0);
  },
  // The passes show while the cancellation's terms are asked for, with the booking's id (its session's).
  '{"ticket":{"showing":"quoting"}}': (h) => {
    expect(toursPageOf(snap(h))).toBe('ticket');
    expect(snap(h).context.ticket?.passes.length).toBeGreaterThan(0);
    expect(last(h)).toMatchObject({ slot: 'quoteCancellation', input: { bookingId: BOOKING_ID } });
  },
  '{"ticket":{"showing":"offered"}}': (h) => {
    expect(snap(h).context.cancellation).toMatchObject({ allowed: true, refund: 3000, refundTo: 'card' });
    expect(snap(h).can({ type: 'cancel.confirm' })).toBe(false);
  },
  '{"ticket":{"showing":"confirming"}}': (h) => {
    expect(snap(h).context.cancellation?.allowed).toBe(true);
    expect(snap(h).context.errors).toEqual([]);
  },
  '{"ticket":{"showing":"cancelling"}}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'cancelBooking', input: { bookingId: BOOKING_ID } });
  },
  '{"ticket":{"showing":"cancelled"}}': (h) => {
    expect(snap(h).context.cancellation).toMatchObject({ status: 'cancelled', refund: 3000 });
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  // Why it cannot be cancelled: the quote's refusal or the cancel's, as a tours code; nothing to confirm.
  '{"ticket":{"showing":"refused"}}': (h) => {
    const codes = snap(h).context.errors.map((e) => e.code);
    expect(codes.length).toBe(1);
    expect(['cancellation_window_passed', 'booking_not_found', 'refund_failed']).toContain(codes[0]);
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  '{"ticket":{"showing":"unavailable"}}': (h) => {
    expect(snap(h).context.errors).toEqual([{ service: 'tours', code: 'service_unavailable' }]);
    expect(snap(h).can({ type: 'step.retry' })).toBe(true);
  },
  // A store order: its reference on the ticket's page while what cancelling it would do is asked.
  '{"ordered":"quoting"}': (h) => {
    expect(toursPageOf(snap(h))).toBe('ticket');
    expect(snap(h).context.storeOrder?.reference).toBe('93000012345678');
    // A store order is no cart any more: its cookie goes; the booking's stays for its session.
    expect(h.stored).toContainEqual({ cookie: 'cart', bookingId: null });
    expect(last(h)).toMatchObject({ slot: 'quoteCancellation', input: { bookingId: BOOKING_ID } });
  },
  // Nothing was paid: nothing to refund, the reference still shown until it is cancelled.
  '{"ordered":"offered"}': (h) => {
    expect(snap(h).context.cancellation).toMatchObject({ status: 'ordered', allowed: true, refund: 0, refundTo: 'none' });
    expect(snap(h).context.storeOrder?.reference).toBe('93000012345678');
    expect(snap(h).can({ type: 'cancel.confirm' })).toBe(false);
  },
  '{"ordered":"confirming"}': (h) => {
    expect(snap(h).context.cancellation?.allowed).toBe(true);
    expect(snap(h).can({ type: 'cancel.dismiss' })).toBe(true);
  },
  '{"ordered":"cancelling"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'cancelBooking', input: { bookingId: BOOKING_ID } });
  },
  '{"ordered":"cancelled"}': (h) => {
    expect(toursPageOf(snap(h))).toBe('ticket');
    expect(snap(h).context.cancellation).toMatchObject({ status: 'cancelled', refund: 0, refundTo: 'none' });
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  '{"ordered":"refused"}': (h) => {
    expect(snap(h).context.errors.map((e) => e.code)).toHaveLength(1);
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  '{"ordered":"unavailable"}': (h) => {
    expect(snap(h).context.errors).toEqual([{ service: 'tours', code: 'service_unavailable' }]);
    expect(snap(h).can({ type: 'step.retry' })).toBe(true);
  },
  '"expired"': (h) => {
    const { context } = snap(h);
    expect(toursPageOf(snap(h))).toBe('cart');
    // Nothing is held any more: the cookies went, the cart is chosen again.
    expect(context).toMatchObject({ expired: true, bookingId: null, items: [], holdEndsAt: null });
    expect(h.stored.at(-1)).toBe('forgotten');
  },
};

async function execute(h: Harness, event: ToursModelEvent) {
  if (event.type.startsWith('xstate.done.actor.')) last(h).resolve((event as { output: unknown }).output);
  else if (event.type.startsWith('xstate.error.actor.')) last(h).reject(new Error('down'));
  else h.actor.send(event as never);
  await settle();
}

const check = (h: Harness, expected: Snapshot) => {
  expect(JSON.stringify([snap(h).value, snap(h).context])).toBe(JSON.stringify([expected.value, expected.context]));
  const assertion = stateAssertions[key(expected)];
  if (!assertion) throw new Error(`No assertion for state ${key(expected)}`);
  assertion(h);
};

function plan(savedBookingId: string | null) {
  return planPaths(
    {
      machine: toursMachine,
      input: { savedBookingId, now: () => T0 },
      events: (s: Snapshot) => toursModelEvents(s, true),
      serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
      stateKey: key,
      describeEvent: describeToursEvent,
      ignoredLeaves: ['starting'],
    },
    { cover: 'edges' },
  );
}

describe.each([
  ['a fresh visit', null],
  ['a booking a cookie kept', BOOKING_ID],
] as const)('tours chart, model-based paths from %s', (_, saved) => {
  const planned = plan(saved);
  const runner: MachinePathRunner<Harness, Snapshot, ToursModelEvent> = {
    start: async () => {
      const h = createToursHarness(saved);
      await settle();
      return h;
    },
    execute,
    check,
    stop: (h) => h.actor.stop(),
  };

  it.each(planned.paths.map((p) => [p.title, p] as const))('walks %s', async (_title, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, ToursModelEvent>);
  });

  it('every state it reaches is asserted', () => {
    expect(missingAssertions(planned, stateAssertions)).toEqual([]);
  });
});

describe('tours chart: both visits together', () => {
  it('reach every state and fire every transition', () => {
    const fresh = plan(null);
    const restored = plan(BOOKING_ID);
    const missingStates = fresh.coverage.states.missing.filter((s) => restored.coverage.states.missing.includes(s));
    const missingTransitions = fresh.coverage.transitions.missing.filter((t) => restored.coverage.transitions.missing.includes(t));
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
