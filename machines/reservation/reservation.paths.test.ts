import { describe, expect, it } from 'vitest';
import { isPaymentSettled } from '../../domain/reservation/step-rules';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { declaredTransitions, leafStates, missingAssertions, planPaths } from '../../tests/paths/lib/plan';
import { reservationAssertions } from './reservation.test-assertions';
import { createHarness, settle, silentMachine, T0, type Harness } from './reservation.test-harness';
import {
  DEADLINE_EVENT,
  eventsFor,
  expectedDayMoves,
  projection,
  serializeState,
  stateKey,
  type ModelEvent,
  type Snapshot,
} from './reservation.test-model';
import type { TicketsAccess } from './reservation-context';

// Model-based paths over the whole chart: the one planner (tests/paths/lib/plan.ts) explores every
// state reachable with the model's events and chooses a path to each state and along each edge of
// the explored graph; each path is replayed against the real chart with stub actors, checking the
// state, its projection and its assertion after every step.

async function execute(harness: Harness, event: ModelEvent): Promise<void> {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const name = answer[2] as Parameters<Harness['pending']>[0];
    if (answer[1] === 'done') await harness.answer(name, event.output);
    else await harness.fail(name);
    return;
  }
  if (event.type === DEADLINE_EVENT) {
    // The timer is real: move the clock to the deadline and let it fire.
    harness.clock.increment(harness.actor.getSnapshot().context.paymentDeadline! - harness.clock.now());
    await settle();
    return;
  }
  harness.actor.send(event as never);
  await settle();
}

function check(harness: Harness, expected: Snapshot, access: TicketsAccess) {
  const actual = harness.actor.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(projection(actual)).toEqual(projection(expected));
  const dayMoves = expectedDayMoves(actual);
  if (dayMoves) expect({ prev: actual.can({ type: 'schedules.prevDay' }), next: actual.can({ type: 'schedules.nextDay' }) }).toEqual(dayMoves);
  const assertion = reservationAssertions[stateKey(expected)];
  if (!assertion) throw new Error(`No assertion for state ${stateKey(expected)}`);
  assertion(harness, { access });
}

const runner = (access: TicketsAccess): MachinePathRunner<Harness, Snapshot, ModelEvent> => ({
  start: async () => {
    const harness = createHarness({ ticketsAccess: access });
    await settle();
    return harness;
  },
  execute,
  check: (harness, expected) => check(harness, expected, access),
  stop: (harness) => harness.actor.stop(),
});

function plan(access: TicketsAccess) {
  const machine = silentMachine();
  return planPaths(
    {
      machine,
      input: { now: () => T0, ticketsAccess: access },
      events: eventsFor,
      serializeState,
      stateKey,
      describeEvent: (event) => (event.type === 'step.goto' ? `step.goto(${String(event.step)})` : event.type),
      // The routers the chart passes through on its way to a step are never at rest.
      ignoredLeaves: leafStates(machine).filter((leaf) => leaf.endsWith('.routing')),
    },
    { cover: 'edges' },
  );
}

/**
 * The declared branches no path fired. `step.goto` is one rule list (stepNavigation) shared by the
 * states a page can ask for a step from, and not every rule can apply in each (a settled payment
 * never sits on search), so its branches count by position: `step.goto #n` is missing when no state
 * fired it.
 */
function notFired(missing: string[]): string[] {
  const goto = /^(.+) on step\.goto (#\d+)$/;
  const gotoStates = new Set(declaredTransitions(silentMachine()).map((id) => goto.exec(id)?.[1]).filter(Boolean));
  const missedBy = (branch: string) => missing.filter((id) => goto.exec(id)?.[2] === branch).length;
  const branches = new Set(missing.map((id) => goto.exec(id)?.[2]).filter((branch): branch is string => !!branch));
  const gotos = [...branches].filter((branch) => missedBy(branch) === gotoStates.size).map((branch) => `step.goto ${branch}`);
  return [...missing.filter((id) => !goto.test(id)), ...gotos].sort();
}

// Branches no path takes, with the reason; anything else not fired fails the test.
// - The model's clock does not move: the passed deadline is tested with a fake clock in
//   reservation.deadline.test.ts (restore after the deadline).
// - Branches that swallow an event on purpose change nothing, and the planner (like the browser)
//   only offers an event that does something (`snapshot.can`): a submit with a refused promotional
//   code (docs/rules/booking.md#promotional-codes); arriving home or leaving the flow while on the search or the invoicing page;
//   `step.goto` to the current step (#2), to tickets or invoicing that must stay (#5 intended, #7,
//   #10 intended). The focused tests (reservation.guards.test.ts, reservation.flow-rules.test.ts)
//   send them and check nothing moved. A delete or a step back while the checkout has an attempt at the
//   bank is held likewise (reservation.payment.test.ts sends them).
// - `step.goto` #4 and #9 let an unsettled payment into tickets, which only the observed reading
//   does; under it, #4 and #9 take every such request, so #5 and #10 are never reached.
const swallowed = [
  'invoicing on flow.leave #0',
  'search on flow.leave #0',
  'search on home.arrive #0',
  'search.editing on search.submit #3',
  'booking.step.payment.paying on reservation.delete #0',
  'booking.step.payment.paying on step.back #0',
];
const unreachableBranches: Record<TicketsAccess, string[]> = {
  intended: ['booking.deadline.ticking on deadline.check #0', ...swallowed, ...['#2', '#4', '#5', '#7', '#9', '#10'].map((n) => `step.goto ${n}`)].sort(),
  observed: ['booking.deadline.ticking on deadline.check #0', ...swallowed, ...['#2', '#5', '#7', '#10'].map((n) => `step.goto ${n}`)].sort(),
};

for (const access of ['intended', 'observed'] as const) {
  describe(`reservation chart paths, ticketsAccess=${access}`, () => {
    const { paths, edges, coverage, reachableKeys } = plan(access);

    it.each(paths.map((path, index) => [`#${index} ${path.title}`, path] as const))('walks %s', async (_, path) => {
      await walkPath(runner(access), path);
    });

    it('reaches every state of the chart and has an assertion for each', () => {
      expect(coverage.states.missing).toEqual([]);
      expect(missingAssertions({ reachableKeys }, reservationAssertions)).toEqual([]);
    });

    it('fires every guarded branch of every transition the chart declares', () => {
      expect(notFired(coverage.transitions.missing)).toEqual(unreachableBranches[access]);
    });

    it('sends the traveller to tickets only as the chosen reading allows', () => {
      const intoTickets = edges.filter(
        (edge) => edge.event.type === 'step.goto' && edge.event.step === 'tickets' && stateKey(edge.target).startsWith('tickets'),
      );
      expect(intoTickets.length).toBeGreaterThan(0);
      const unsettled = intoTickets.filter((edge) => !isPaymentSettled(edge.target.context.reservation.payment));
      if (access === 'intended') expect(unsettled).toEqual([]);
      else expect(unsettled.length).toBeGreaterThan(0);
    });
  });
}
