import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { adventuresMachine, adventuresPageOf } from './adventures.machine';
import { createAdventuresHarness } from './adventures.test-harness';
import { adventuresModelEvents, CHECKOUT, describeAdventuresEvent, FIRST_DEPARTURE, HOLD_SECONDS, ORDER_REF, SURF, T0, type AdventuresModelEvent } from './adventures.test-model';

// Model-based paths (decision 007) for the partner adventures, replayed on the real chart with stub slots: every
// answer each call can get, the partner down before the payment, refusing after the charge, the hold running
// out, the order kept in the cookie in each state the server can answer, from a fresh visit and from a reload.

type Harness = ReturnType<typeof createAdventuresHarness>;
type Snapshot = SnapshotFrom<typeof adventuresMachine>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = (s: Snapshot) => JSON.stringify(s.value);
const snap = (h: Harness) => h.actor.getSnapshot();
const last = (h: Harness) => h.calls.at(-1)!;
const codes = (h: Harness) => snap(h).context.errors.map((e) => e.code);

const stateAssertions: Record<string, (h: Harness) => void> = {
  '"restoring"': (h) => {
    expect(last(h)).toMatchObject({ slot: 'loadOrder', input: ORDER_REF });
    expect(adventuresPageOf(snap(h))).toBeNull();
  },
  '{"list":"loading"}': (h) => {
    expect(adventuresPageOf(snap(h))).toBe('list');
    expect(last(h).slot).toBe('loadAdventures');
    expect(snap(h).context).toMatchObject({ adventure: null, order: null, availabilityId: null });
  },
  '{"list":"failed"}': (h) => {
    expect(codes(h).length).toBe(1);
    expect(['service_unavailable', 'partner_unavailable']).toContain(codes(h)[0]);
    expect(snap(h).can({ type: 'step.retry' })).toBe(true);
  },
  '{"list":"choosing"}': (h) => {
    expect(snap(h).context.adventures.map((a) => a.code)).toEqual([SURF.code]);
    expect(snap(h).can({ type: 'adventure.choose', code: 'no-such-adventure' })).toBe(false);
  },
  '{"dates":"loading"}': (h) => {
    const { context } = snap(h);
    expect(adventuresPageOf(snap(h))).toBe('dates');
    expect(last(h)).toMatchObject({ slot: 'loadDates', input: { code: SURF.code, optionId: context.optionId } });
    // Nothing is held while the dates are chosen again: the cookie lost any order.
    expect(context).toMatchObject({ availabilityId: null, order: null, holdEndsAt: null });
  },
  '{"dates":"failed"}': (h) => {
    expect(codes(h).length).toBe(1);
    expect(snap(h).can({ type: 'step.retry' })).toBe(true);
  },
  '{"dates":"choosing"}': (h) => {
    const { context } = snap(h);
    expect(context.days.length).toBeGreaterThan(0);
    // Only an open departure is chosen, and "Continuar" needs one.
    expect(snap(h).can({ type: 'dates.submit' })).toBe(context.availabilityId !== null);
    if (context.availabilityId !== null) expect(context.availabilityId).toBe(FIRST_DEPARTURE);
  },
  '{"checkout":"editing"}': (h) => {
    const { context } = snap(h);
    expect(adventuresPageOf(snap(h))).toBe('checkout');
    expect(context.availabilityId).toBe(FIRST_DEPARTURE);
    // A form sent unfinished names its field; a refusal of the server is shown as its code.
    if (context.contact?.email === 'ana@') expect(context.errors).toEqual([{ service: 'adventures', code: 'invalid_request', field: 'contact.email' }]);
  },
  '{"checkout":"opening"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'openOrder', input: { code: SURF.code, availabilityId: FIRST_DEPARTURE, adults: CHECKOUT.adults, minors: CHECKOUT.minors, contact: CHECKOUT.contact } });
  },
  '{"checkout":"partnerDown"}': (h) => {
    expect(codes(h)).toEqual(['partner_unavailable']);
    // Nothing is held: no order, no cookie.
    expect(snap(h).context.order).toBeNull();
    expect(h.stored.filter((s) => s !== null)).toEqual([]);
  },
  '{"held":"paying"}': (h) => {
    const { context } = snap(h);
    expect(adventuresPageOf(snap(h))).toBe('payment');
    // The order's code and id are kept for a reload (a restored order's already are), and the checkout's deadline
    // is the order's.
    if (h.calls.some((c) => c.slot === 'openOrder')) expect(h.stored).toContainEqual(ORDER_REF);
    expect(h.calls.filter((c) => c.slot === 'pay').at(-1)).toMatchObject({ input: { amount: 2860, service: 'adventures', order: ORDER_REF, methods: ['card'], deadline: T0 + HOLD_SECONDS * 1000 } });
    if (context.atBank) expect(snap(h).can({ type: 'adventures.browse' })).toBe(false);
  },
  // Nothing was charged: the partner did not answer before the bank was asked.
  '{"held":"failed"}': (h) => {
    expect(codes(h)).toEqual(['partner_unavailable']);
    expect(snap(h).context.order?.status).toBe('held');
    expect(snap(h).can({ type: 'step.retry' })).toBe(true);
  },
  '{"checking":"asking"}': (h) => {
    expect(adventuresPageOf(snap(h))).toBe('payment');
    expect(last(h)).toMatchObject({ slot: 'checkPayment', input: ORDER_REF });
    expect(snap(h).context.holdEndsAt).toBeNull();
  },
  '{"checking":"waiting"}': (h) => {
    expect(snap(h).context.order?.status).toBe('paid');
    expect(snap(h).can({ type: 'adventures.browse' })).toBe(false);
  },
  '{"checking":"failed"}': (h) => {
    expect(codes(h).length).toBe(1);
  },
  '{"ticket":"idle"}': (h) => {
    const { context } = snap(h);
    expect(adventuresPageOf(snap(h))).toBe('ticket');
    expect(context.order).toMatchObject({ status: 'confirmed', partnerReference: 'SUR-000123' });
    // A file asked for is handed over once it arrives.
    if (last(h).slot === 'downloadTicket' && context.errors.length === 0) expect(h.saved.at(-1)).toMatchObject({ fileType: 'pdf' });
  },
  '{"ticket":"downloading"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'downloadTicket', input: { ...ORDER_REF } });
    expect(['pdf', 'html']).toContain((last(h).input as { fileType: string }).fileType);
  },
  '{"ticket":"emailing"}': (h) => {
    expect(last(h)).toMatchObject({ slot: 'emailTicket', input: ORDER_REF });
  },
  // Charged and refunded whole: the partner's refusal is named; the order's cookie stays for a reload.
  '"refunded"': (h) => {
    expect(adventuresPageOf(snap(h))).toBe('payment');
    expect(snap(h).context.order).toMatchObject({ status: 'refunded', failure: 'partner_refused' });
  },
  // Not paid in time: nothing charged, nothing kept.
  '"expired"': (h) => {
    expect(adventuresPageOf(snap(h))).toBe('payment');
    expect(h.stored.at(-1)).toBeNull();
    expect(snap(h).context.order?.status).not.toBe('confirmed');
  },
};

async function execute(h: Harness, event: AdventuresModelEvent) {
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

function plan(saved: typeof ORDER_REF | null) {
  return planPaths(
    {
      machine: adventuresMachine,
      input: { savedOrder: saved, now: () => T0 },
      events: (s: Snapshot) => adventuresModelEvents(s, true),
      serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
      stateKey: key,
      describeEvent: describeAdventuresEvent,
      ignoredLeaves: ['starting'],
    },
    { cover: 'edges' },
  );
}

describe.each([
  ['a fresh visit', null],
  ['an order the cookie kept', ORDER_REF],
] as const)('adventures chart, model-based paths from %s', (_, saved) => {
  const planned = plan(saved);
  const runner: MachinePathRunner<Harness, Snapshot, AdventuresModelEvent> = {
    start: async () => {
      const h = createAdventuresHarness(saved);
      await settle();
      return h;
    },
    execute,
    check,
    stop: (h) => h.actor.stop(),
  };

  it.each(planned.paths.map((p) => [p.title, p] as const))('walks %s', async (_title, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, AdventuresModelEvent>);
  });

  it('every state it reaches is asserted', () => {
    expect(missingAssertions(planned, stateAssertions)).toEqual([]);
  });
});

describe('adventures chart: both visits together', () => {
  it('reach every state and fire every transition', () => {
    const fresh = plan(null);
    const restored = plan(ORDER_REF);
    const missingStates = fresh.coverage.states.missing.filter((s) => restored.coverage.states.missing.includes(s));
    const missingTransitions = fresh.coverage.transitions.missing.filter((t) => restored.coverage.transitions.missing.includes(t));
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
