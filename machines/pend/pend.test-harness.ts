import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { pendMachine } from './pend.machine';
import type { PendInput } from './pend.setup';

// Stub slots answered by the test, and one simulated clock for `now` and the timers.

export const MINUTE = 60_000;
export const T0 = Date.UTC(2026, 11, 1, 18, 0);
/** Two hours after T0: held until +105 min, appear by +90 min. */
export const DEPARTURE = T0 + 120 * MINUTE;
export const CODE = 'ACD347';

export interface Call {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}
export type Calls = { checkPayment: Call[]; announcePaid: number };

export function stubbedPendMachine(calls: Calls) {
  return pendMachine.provide({
    actors: {
      checkPayment: fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls.checkPayment.push({ input, resolve, reject }))) as never,
    },
    actions: {
      announcePaid: () => {
        calls.announcePaid += 1;
      },
    },
  });
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export function createPendHarness(input: Partial<PendInput> = {}, start = T0) {
  const clock = new SimulatedClock();
  clock.set(start);
  const calls: Calls = { checkPayment: [], announcePaid: 0 };
  const actor = createActor(stubbedPendMachine(calls), {
    clock,
    input: { code: CODE, departureAt: DEPARTURE, now: () => clock.now(), ...input },
  }).start();
  return { actor, clock, calls };
}
export type PendHarness = ReturnType<typeof createPendHarness>;
