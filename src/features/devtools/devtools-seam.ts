import type { AnyActorLogic } from 'xstate';
import { inspect } from './inspection';
import { gateActors, pathTestInput } from './path-gate';

// The one seam between a chart and the developer tools: the path gate (browser path tests hold the
// chart's calls), the Stately inspector and the statechart viewer's live feed (both behind
// `inspect`), and the input a path test asks the chart to run with. Every flow passes its actors
// through here and creates its actor with what comes back; in a production build the actors come
// back unchanged, `inspect` is undefined and the input empty.

export interface Devtools<T> {
  actors: T;
  inspect: typeof inspect;
  input: Record<string, unknown>;
}

export function attachDevtools<T extends Record<string, AnyActorLogic>>(chart: string, actors: T): Devtools<T> {
  return { actors: gateActors(chart, actors), inspect, input: pathTestInput(chart) };
}
