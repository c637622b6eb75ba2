import type { EventObject } from 'xstate';
import type { PlannedPath } from './plan';

// Runs one planned path against a user interface: the executor of each event performs the user
// gesture (or releases the server's answer), then the assertion of the state the chart must be in
// is checked on what the user sees. A failure names the path's events and the step that failed.

/** One gesture per event type of the chart: a new event type without a gesture fails to compile. */
export type Executors<TEvent extends EventObject, TDriver> = {
  [K in TEvent['type']]: (driver: TDriver, event: Extract<TEvent, { type: K }>) => Promise<void>;
};

/**
 * The executor of an event no control of the site sends (yet), with the reason: it keeps the table
 * complete, and fails loudly if a model ever sends the event in a path.
 */
export const notInBrowser = (reason: string) => async (): Promise<void> => {
  throw new Error(`not run in the browser: ${reason}`);
};

/**
 * What the user must see in a state, keyed by the state's assertion key. The model's snapshot comes along for
 * what the key alone does not say (a member's payment step offers points, a guest's does not).
 */
export type Assertions<TDriver, TSnapshot = unknown> = Record<string, (driver: TDriver, state: TSnapshot) => Promise<void>>;

export interface PathRunner<TSnapshot, TEvent extends EventObject, TDriver> {
  /** Opens the interface in the chart's initial state. */
  start: (driver: TDriver) => Promise<void>;
  executors: Executors<TEvent, TDriver>;
  assertions: Assertions<TDriver, TSnapshot>;
  stateKey: (snapshot: TSnapshot) => string;
  describeEvent?: (event: TEvent) => string;
}

export class PathFailure extends Error {
  constructor(
    readonly path: string[],
    readonly failedStep: number,
    readonly expectedState: string,
    cause: unknown,
  ) {
    const lines = path.map((event, index) => `${index === failedStep ? '→' : ' '} ${index + 1}. ${event}`);
    const where = failedStep < 0 ? 'at the start' : `at step ${failedStep + 1} (${path[failedStep]})`;
    super(
      `Path failed ${where}, expecting state ${expectedState}.\nEvents:\n${lines.join('\n')}\n` +
        `Cause: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'PathFailure';
  }
}

export async function runPath<TSnapshot, TEvent extends EventObject, TDriver>(
  path: PlannedPath<TSnapshot, TEvent>,
  runner: PathRunner<TSnapshot, TEvent, TDriver>,
  driver: TDriver,
): Promise<void> {
  const describe = runner.describeEvent ?? ((event: TEvent) => event.type);
  const names = path.steps.map((step) => describe(step.event));
  const check = async (index: number, state: TSnapshot) => {
    const key = runner.stateKey(state);
    const assertion = runner.assertions[key];
    try {
      if (!assertion) throw new Error(`no assertion for state ${key}`);
      await assertion(driver, state);
    } catch (error) {
      throw new PathFailure(names, index, key, error);
    }
  };
  try {
    await runner.start(driver);
  } catch (error) {
    throw new PathFailure(names, -1, runner.stateKey(path.initial), error);
  }
  await check(-1, path.initial);
  for (const [index, step] of path.steps.entries()) {
    const executor = runner.executors[step.event.type as TEvent['type']] as (driver: TDriver, event: TEvent) => Promise<void>;
    try {
      await executor(driver, step.event);
    } catch (error) {
      throw new PathFailure(names, index, runner.stateKey(step.state), error);
    }
    await check(index, step.state);
  }
}
