import type { EventObject } from 'xstate';
import type { PlannedPath } from './plan';

// The executor of the machine path tests (machines/<flow>/*.paths.test.ts): a planned path replayed on
// the real chart with stub actors, checking the expected state after the start and after every step.
// The browser suite's executor is run-path.ts; both replay what the one planner (plan.ts) chose.

export interface MachinePathRunner<THarness, TSnapshot, TEvent extends EventObject> {
  /** A fresh chart with stub actors, started and settled. */
  start(): THarness | Promise<THarness>;
  /** Sends the event, or answers/fails the stub call it stands for, or moves the clock; then settles. */
  execute(harness: THarness, event: TEvent): Promise<void>;
  /** Fails unless the chart is in the expected state and the state's assertion holds. */
  check(harness: THarness, expected: TSnapshot): void | Promise<void>;
  stop(harness: THarness): void;
}

export async function walkPath<THarness, TSnapshot, TEvent extends EventObject>(
  runner: MachinePathRunner<THarness, TSnapshot, TEvent>,
  path: PlannedPath<TSnapshot, TEvent>,
): Promise<void> {
  const harness = await runner.start();
  try {
    await runner.check(harness, path.initial);
    for (const step of path.steps) {
      await runner.execute(harness, step.event);
      await runner.check(harness, step.state);
    }
  } finally {
    runner.stop(harness);
  }
}
