import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

// The one path planner of both path suites (docs/testing.md): the machine path tests
// (machines/<flow>/*.paths.test.ts, stub actors) and the browser path tests (tests/paths, the real
// site). It explores a chart with `xstate/graph` over a model (the events a user or the server can
// cause, and the part of the context that decides what happens next), then chooses paths: the
// shortest path to every reachable state, plus
// - `cover: 'transitions'` (the browser, where a path costs seconds): enough longer paths that every
//   transition the chart declares and the exploration can fire is taken at least once;
// - `cover: 'edges'` (the machines, where a path costs milliseconds): besides, one path per distinct
//   move of the explored graph between assertion keys (`from --event--> to`).
// Both suites read the same coverage (leaf states reached, declared transition branches fired).
// Pure: the planner's own tests run it on small charts.

export interface ChartModel<TSnapshot extends { value: unknown }, TEvent extends EventObject> {
  /** The chart with stub actors that never answer (answers are model events). */
  machine: AnyStateMachine;
  input?: unknown;
  /** The events the model may send in a state (only those the state handles are kept). */
  events: (snapshot: TSnapshot) => TEvent[];
  /** Identity of a model state: states with the same key are one node of the graph. */
  serializeState: (snapshot: TSnapshot) => string;
  /**
   * The assertion-table key of a state: usually its active leaves (`booking.step.contact.editing`);
   * a chart whose states are all in its context may key by what it shows (`dialog`, `modal`).
   */
  stateKey: (snapshot: TSnapshot) => string;
  /** How an event is written in path titles and failure reports. */
  describeEvent?: (event: TEvent) => string;
  /** Leaf states (dotted paths) left out of the state total, with the reason in the model. */
  ignoredLeaves?: string[];
  /**
   * Moves after which a chained path (`chained` below) must stop: the site or the server is then in a state
   * the model does not follow (the flow sent the traveller out of it, a reservation was cancelled on the
   * server, the page's clock was moved past a deadline). Such a move may end a path; no path goes on past it.
   */
  endsChain?: (event: TEvent) => boolean;
}

export interface PathStep<TSnapshot, TEvent> {
  event: TEvent;
  state: TSnapshot;
}

export interface PlannedPath<TSnapshot, TEvent> {
  /** The initial state, then one step per event. */
  initial: TSnapshot;
  steps: Array<PathStep<TSnapshot, TEvent>>;
  /** The event sequence, e.g. `consent.accept → xstate.done.actor.writeConsent`. */
  title: string;
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export interface PathPlan<TSnapshot, TEvent> {
  paths: Array<PlannedPath<TSnapshot, TEvent>>;
  /** Every edge of the explored graph that changes the model state (for a suite's own checks). */
  edges: Array<{ source: TSnapshot; event: TEvent; target: TSnapshot }>;
  /** Every assertion key the model can reach. */
  reachableKeys: string[];
  coverage: Coverage;
  taken: Taken;
}

interface Edge<TSnapshot, TEvent> {
  source: string;
  event: TEvent;
  target: TSnapshot;
}

/**
 * How the browser suite plans (tests/paths/lib/suite.ts and the coverage it prints): chained paths of at
 * most 30 steps, so that a failure still names a stretch a person can replay and read.
 */
export const browserPlan: PlanOptions = { chained: { maxSteps: 30 } };

export const defaultDescribeEvent = (event: EventObject) => event.type;

export interface PlanOptions {
  /** What the paths beyond "every state" must take; see the top of this file. */
  cover?: 'transitions' | 'edges';
  /**
   * `chained` (the browser suite): instead of one path per state and transition not yet taken, a path goes
   * on from where it ended, by the shortest way, to the next state or transition not yet taken, until it is
   * `maxSteps` long or nothing is left within reach; the next path starts afresh. The same states and
   * transitions are taken by a few long paths rather than many that repeat one long start (a booking to the
   * payment step), which is where a browser path's seconds go.
   */
  chained?: { maxSteps: number };
  /**
   * What another browser plan of the same chart already takes (its `taken`): with `chained`, the paths take
   * only the rest, and the coverage counts both. The reservation chart's second reading of the tickets rule
   * runs only what the first did not (every transition but the reading's own fires alike under both).
   */
  alreadyTaken?: Taken;
}

/** The declared transitions fired, the assertion keys and the leaf states reached by a plan's paths. */
export interface Taken {
  transitions: string[];
  keys: string[];
  leaves: string[];
}

export function planPaths<TSnapshot extends { value: unknown }, TEvent extends EventObject>(
  model: ChartModel<TSnapshot, TEvent>,
  { cover = 'transitions', chained, alreadyTaken }: PlanOptions = {},
): PathPlan<TSnapshot, TEvent> {
  const describe = model.describeEvent ?? defaultDescribeEvent;
  const adjacency = getAdjacencyMap(model.machine, {
    events: ((snapshot: TSnapshot) => model.events(snapshot).filter((event) => (snapshot as never as { can: (e: TEvent) => boolean }).can(event))) as never,
    serializeState: model.serializeState as never,
    serializeEvent: ((event: TEvent) => JSON.stringify(event)) as never,
    input: model.input,
  }) as unknown as Record<string, { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>;

  // Breadth-first over the explored graph: the shortest way to every model state.
  const [start] = Object.keys(adjacency);
  const initial = adjacency[start!]!.state;
  const shortest = new Map<string, Array<PathStep<TSnapshot, TEvent>>>([[start!, []]]);
  const queue = [start!];
  const edges: Array<Edge<TSnapshot, TEvent>> = [];
  while (queue.length > 0) {
    const source = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[source]!.transitions)) {
      const target = model.serializeState(state);
      edges.push({ source, event, target: state });
      if (shortest.has(target)) continue;
      shortest.set(target, [...shortest.get(source)!, { event, state }]);
      queue.push(target);
    }
  }

  // Which of the chart's declared transitions an event fires in a state.
  const fires = (state: TSnapshot, event: TEvent) =>
    model.machine.getTransitionData(state as never, event).map((transition) => transitionId(transition));
  const chosen: Array<Array<PathStep<TSnapshot, TEvent>>> = [];
  const fired = new Set<string>();
  const reached = new Set<string>();
  const take = (steps: Array<PathStep<TSnapshot, TEvent>>) => {
    let state = initial;
    for (const step of steps) {
      for (const id of fires(state, step.event)) fired.add(id);
      reached.add(model.stateKey(step.state));
      state = step.state;
    }
    chosen.push(steps);
  };
  reached.add(model.stateKey(initial));
  for (const id of alreadyTaken?.transitions ?? []) fired.add(id);
  for (const key of alreadyTaken?.keys ?? []) reached.add(key);
  if (chained) {
    const endsChain = model.endsChain ?? (() => false);
    const chains = chainPaths({ adjacency, start: start!, serialize: model.serializeState, stateKey: model.stateKey, fires, endsChain, maxSteps: chained.maxSteps, reached, fired });
    for (const steps of chains) chosen.push(steps);
  }
  // Longest first, so the long paths, which pass through many states and transitions, are chosen
  // before the short ones they make redundant.
  const byLength = [...shortest.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [, steps] of byLength) {
    const key = steps.length ? model.stateKey(steps.at(-1)!.state) : model.stateKey(initial);
    if (!reached.has(key) || chosen.length === 0) take(steps);
  }
  // Then every transition of the chart the exploration could fire, by the shortest way to a
  // state where it fires (the model's graph has far more edges than the chart has transitions:
  // one edge per context variant, and covering each would multiply the paths for nothing).
  // Under `edges`, also one path per distinct move between assertion keys (`from --event--> to`),
  // by the shortest way to its source, whatever context variant it starts from.
  const changes = (edge: Edge<TSnapshot, TEvent>) => model.serializeState(edge.target) !== edge.source;
  const depth = (edge: Edge<TSnapshot, TEvent>) => shortest.get(edge.source)!.length;
  const moveId = (edge: Edge<TSnapshot, TEvent>) =>
    `${model.stateKey(adjacency[edge.source]!.state)} --${JSON.stringify(edge.event)}--> ${model.stateKey(edge.target)}`;
  const moves = new Set<string>();
  if (cover === 'edges') {
    for (const edge of [...edges].filter(changes).sort((a, b) => depth(a) - depth(b))) {
      const id = moveId(edge);
      if (moves.has(id)) continue;
      moves.add(id);
      take([...shortest.get(edge.source)!, { event: edge.event, state: edge.target }]);
    }
  }
  // Then, under both, any edge (a self-loop included: it can still fire a declared transition) that
  // fires a transition not taken yet, deepest first.
  for (const edge of [...edges].sort((a, b) => depth(b) - depth(a))) {
    const source = adjacency[edge.source]!.state;
    if (fires(source, edge.event).every((id) => fired.has(id))) continue;
    take([...shortest.get(edge.source)!, { event: edge.event, state: edge.target }]);
  }

  // A path that is the beginning of another chosen path adds nothing: the longer one runs it too.
  const titles = chosen.map((steps) => steps.map((step) => JSON.stringify(step.event)));
  const isPrefix = (short: string[], long: string[]) => short.length < long.length && short.every((event, index) => long[index] === event);
  const paths = chosen
    .filter((steps, index) => steps.length > 0 && !titles.some((other) => isPrefix(titles[index]!, other)))
    .map((steps) => ({ initial, steps, title: steps.map((step) => describe(step.event)).join(' → ') }));
  const reachableKeys = [...new Set([...shortest.keys()].map((key) => model.stateKey(adjacency[key]!.state)))].sort();
  const explored = edges.filter(changes).map((edge) => ({ source: adjacency[edge.source]!.state, event: edge.event, target: edge.target }));
  const taken = takenBy(model, paths);
  const both = (a: string[], b: string[] = []) => [...new Set([...a, ...b])];
  const coverage = coverageOf(model, both(taken.leaves, alreadyTaken?.leaves), both(taken.transitions, alreadyTaken?.transitions));
  return { paths, edges: explored, reachableKeys, coverage, taken };
}

interface ChainInput<TSnapshot, TEvent> {
  adjacency: Record<string, { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>;
  start: string;
  serialize: (snapshot: TSnapshot) => string;
  stateKey: (snapshot: TSnapshot) => string;
  fires: (state: TSnapshot, event: TEvent) => string[];
  endsChain: (event: TEvent) => boolean;
  maxSteps: number;
  /** Filled as the chains take them. */
  reached: Set<string>;
  fired: Set<string>;
}

/**
 * Greedy chains over the explored graph (`chained` above): from the start, the nearest edge (breadth first)
 * that fires a transition not fired yet or enters a state key not reached yet, then the nearest from there,
 * and so on. A chain's first stretch may be as long as it must; later ones only while the chain stays
 * within `maxSteps`. A move that `endsChain` may end a stretch, and then the chain; no stretch passes it.
 */
function chainPaths<TSnapshot, TEvent>(input: ChainInput<TSnapshot, TEvent>): Array<Array<PathStep<TSnapshot, TEvent>>> {
  const { adjacency, start, serialize, stateKey, fires, endsChain, maxSteps, reached, fired } = input;
  const wanted = (source: string, event: TEvent, target: TSnapshot) =>
    !reached.has(stateKey(target)) || fires(adjacency[source]!.state, event).some((id) => !fired.has(id));
  const nearest = (from: string): Array<PathStep<TSnapshot, TEvent> & { source: string }> | undefined => {
    const back = new Map<string, { source: string; event: TEvent; state: TSnapshot } | null>([[from, null]]);
    const queue = [from];
    const routeTo = (node: string) => {
      const route: Array<PathStep<TSnapshot, TEvent> & { source: string }> = [];
      for (let hop = back.get(node); hop; hop = back.get(hop.source)) route.unshift({ event: hop.event, state: hop.state, source: hop.source });
      return route;
    };
    while (queue.length > 0) {
      const source = queue.shift()!;
      for (const { event, state } of Object.values(adjacency[source]!.transitions)) {
        if (wanted(source, event, state)) return [...routeTo(source), { event, state, source }];
        if (endsChain(event)) continue;
        const target = serialize(state);
        if (back.has(target)) continue;
        back.set(target, { source, event, state });
        queue.push(target);
      }
    }
    return undefined;
  };
  const chains: Array<Array<PathStep<TSnapshot, TEvent>>> = [];
  for (;;) {
    const steps: Array<PathStep<TSnapshot, TEvent>> = [];
    let node = start;
    for (;;) {
      const route = nearest(node);
      if (!route || (steps.length > 0 && steps.length + route.length > maxSteps)) break;
      for (const hop of route) {
        for (const id of fires(adjacency[hop.source]!.state, hop.event)) fired.add(id);
        reached.add(stateKey(hop.state));
        steps.push({ event: hop.event, state: hop.state });
      }
      node = serialize(route.at(-1)!.state);
      if (endsChain(route.at(-1)!.event)) break;
    }
    if (steps.length === 0) return chains;
    chains.push(steps);
  }
}

/** `state on event #n`: a declared transition branch, as `declaredTransitions` names it. */
function transitionId(transition: { source: AnyStateNode; eventType: string }): string {
  const node = transition.source;
  const branches = node.transitions.get(transition.eventType) ?? [];
  return `${node.path.join('.') || '(root)'} on ${transition.eventType} #${branches.indexOf(transition as never)}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Every leaf (atomic or final) state of the chart as a dotted path, the ignored ones aside. */
export function leafStates(machine: AnyStateMachine, ignored: string[] = []): string[] {
  return allNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .filter((key) => !ignored.includes(key));
}

/** Every transition branch the chart declares on an event: `state on event #n`. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, branches]) =>
      branches.map((_, index) => `${node.path.join('.') || '(root)'} on ${eventType} #${index}`),
    ),
  );
}

/** The active leaf states of a state value as dotted paths; '' for a chart without child states. */
export function activeLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix.replace(/\.$/, '')];
  return entries.flatMap(([key, child]) => activeLeaves(child, `${prefix}${key}.`));
}

function takenBy<TSnapshot extends { value: unknown }, TEvent extends EventObject>(model: ChartModel<TSnapshot, TEvent>, paths: Array<PlannedPath<TSnapshot, TEvent>>): Taken {
  const fired = new Set<string>();
  const keys = new Set<string>();
  for (const path of paths) {
    let state = path.initial;
    keys.add(model.stateKey(state));
    for (const step of path.steps) {
      for (const transition of model.machine.getTransitionData(state as never, step.event)) fired.add(transitionId(transition));
      keys.add(model.stateKey(step.state));
      state = step.state;
    }
  }
  const leaves = paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.state)]).flatMap((state) => activeLeaves(state.value));
  return { transitions: [...fired], keys: [...keys], leaves: [...new Set(leaves)] };
}

function coverageOf<TSnapshot extends { value: unknown }, TEvent extends EventObject>(
  model: ChartModel<TSnapshot, TEvent>,
  visitedLeaves: string[],
  firedIds: string[],
): Coverage {
  const leaves = leafStates(model.machine, model.ignoredLeaves);
  const visited = new Set(visitedLeaves);
  const declared = declaredTransitions(model.machine);
  const fired = new Set(firedIds);
  const missingStates = leaves.filter((leaf) => !visited.has(leaf));
  const missingTransitions = declared.filter((id) => !fired.has(id));
  return {
    states: { covered: leaves.length - missingStates.length, total: leaves.length, missing: missingStates },
    transitions: { covered: declared.length - missingTransitions.length, total: declared.length, missing: missingTransitions },
  };
}

/** The reachable states that have no assertion in the table (the suite fails when any). */
export function missingAssertions(plan: { reachableKeys: string[] }, assertions: Record<string, unknown>): string[] {
  return plan.reachableKeys.filter((key) => !(key in assertions));
}

/** One line per chart for the console, e.g. `cookieConsent: states 5/5, transitions 6/6, 4 paths`. */
export function coverageLine(chart: string, plan: PathPlan<unknown, EventObject>): string {
  const { states, transitions } = plan.coverage;
  return `${chart}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, ${plan.paths.length} paths`;
}
