import { redirect } from '@tanstack/react-router';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom, InspectionEvent, SnapshotFrom } from 'xstate';

/*
 * The flow binding: one small seam between a flow's chart and the router, the same for every flow
 * (reservation today; my reservation, frequent traveller, invoicing, tours, adventures next).
 *
 * A flow describes itself once with a `FlowDefinition` and gets a `FlowBinding` from
 * `createFlowBinding(definition)`:
 * - The actor is created once, on first need, and never replaced: `load()` imports the chart
 *   (`start`, a dynamic import, so the chart stays out of the first JavaScript of pages that do
 *   not need it), restores it from session storage when `start` gives `persistence`, and starts it.
 *   The chart never ends; starting over is a transition of the chart.
 * - Persistence is versioned: the persisted snapshot is kept base64 in session storage under
 *   `persistence.key` with `persistence.version`; a copy of another version is discarded, and
 *   `restoredEvent` is sent after a restore (timers do not survive a reload).
 * - Route guards read the snapshot: `layoutBeforeLoad` loads the actor; `pageBeforeLoad(page)`
 *   sends the chart what the flow's `enter(page, arrival, snapshot)` says (arrival: first page of
 *   the visit, from a page of the flow, or from elsewhere) and redirects to the page of the state
 *   the chart is in (`pageOf(snapshot)`, addressed by `pathOf(page, lang)`), or to `exitPath` when
 *   the chart emits `flow.exit`.
 * - A page the flow lets render before its chart (`rendersBeforeChart`: a pre-rendered page, decision
 *   039) does not wait for it when it is the first page of the visit: it hydrates first, then its
 *   layout's `<FlowAddress>` loads the chart, which is entered as the page's guard would have.
 * - The address follows the active state: `<FlowAddress binding />` (flow-address.tsx), rendered by
 *   the flow's layout, navigates when the chart moves to another page, asks before leaving the
 *   flow's pages with `useBlocker` (the question and when to ask: `leaving`), and sends
 *   `leaveEvent` once the traveller is out.
 * The routes need `previousPath` in their context (the router's last resolved path) for arrivals.
 */

export type FlowLang = 'es' | 'en';
/** How a page of the flow was reached. */
export type Arrival = 'first' | 'flow' | 'outside';
/** The event a chart emits to send the traveller out of the flow (to `exitPath`). */
export const FLOW_EXIT = 'flow.exit';

type Inspect = (event: InspectionEvent) => void;

export interface FlowStart<TLogic extends AnyStateMachine> {
  /** The chart with its real actors (already passed through the devtools seam). */
  logic: TLogic;
  input: InputFrom<TLogic>;
  inspect?: Inspect;
  persistence?: FlowPersistence<TLogic>;
}

export interface FlowPersistence<TLogic extends AnyStateMachine> {
  key: string;
  /** Bump when states or context change shape. */
  version: number;
  /** What to store of the running actor (e.g. its persisted snapshot with secrets masked). */
  persisted: (actor: Actor<TLogic>) => unknown;
  /** The snapshot to resume from what was stored, or null when unusable. */
  restorable: (stored: unknown) => SnapshotFrom<TLogic> | null;
  restoredEvent?: EventFromLogic<TLogic>;
}

export interface FlowDefinition<TLogic extends AnyStateMachine, TPage extends string> {
  /** Loads the chart; `self` gives the running actor to implementations that read its context. */
  start: (self: () => Actor<TLogic> | undefined) => Promise<FlowStart<TLogic>>;
  /** The page the active state belongs on, or null when it has none (the traveller stays). */
  pageOf: (snapshot: SnapshotFrom<TLogic>) => TPage | null;
  pathOf: (page: TPage, lang: FlowLang) => string;
  /** The page an address shows, or null outside the flow. */
  pageOfPath: (pathname: string) => TPage | null;
  langOfPath: (pathname: string) => FlowLang;
  /**
   * What opening a page's address tells the chart (`event`, none when absent) and whether the
   * address then follows the chart's page (`follow`; false lets the page stay while the chart
   * finishes with what was on screen, e.g. a delayed clearing).
   */
  enter: (page: TPage, arrival: Arrival, snapshot: SnapshotFrom<TLogic>) => { event?: EventFromLogic<TLogic>; follow: boolean };
  /** Sent once the traveller is on a page outside the flow. */
  leaveEvent?: EventFromLogic<TLogic>;
  /**
   * Pages that, as the first page of a visit, render before the chart loads: their guards let them
   * through and the chart, loaded once the page is on screen, is told the entry then (decision 039).
   */
  rendersBeforeChart?: (page: TPage) => boolean;
  /** Where `flow.exit` sends the traveller. */
  exitPath: (lang: FlowLang) => string;
  /** Leaving the flow's pages from `from` asks first when `when` says so. */
  leaving?: { when: (snapshot: SnapshotFrom<TLogic>, from: TPage) => boolean; ask: () => Promise<boolean> };
}

export interface GuardArgs {
  context: { previousPath: () => string | null };
  location: { pathname: string };
  preload: boolean;
}

export interface FlowBinding<TLogic extends AnyStateMachine, TPage extends string> {
  definition: FlowDefinition<TLogic, TPage>;
  load: () => Promise<Actor<TLogic>>;
  /** The actor if loaded (nothing is loaded by asking). */
  current: () => Actor<TLogic> | null;
  /** Tells `listener` when the actor is loaded (for useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void;
  layoutBeforeLoad: (args: GuardArgs) => Promise<void>;
  pageBeforeLoad: (page: TPage) => (args: GuardArgs) => Promise<void>;
  /** A first page rendered before its chart, whose entry waits for `load()` (`rendersBeforeChart`). */
  entryPending: () => boolean;
  /** Where that entry sent the traveller (once; null to stay), after `load()`. */
  takeEntryRedirect: () => string | null;
  /**
   * The chart's page when the last entry let the traveller stay on the address (undefined before any): the
   * layout compares it with the chart's page when it starts following, to catch a move made in between.
   */
  enteredPage: () => TPage | null | undefined;
}

/**
 * Where the address must go when the layout starts following the chart (`<FlowAddress>`): the chart's page
 * when the chart moved on after the page's guard let the traveller in and before the layout subscribed (a
 * kept reservation's answer arriving while the page's code loads); null to stay. A chart that has not moved
 * keeps the address its entry chose, even on another page (`follow: false`).
 */
export function catchUpPage<TPage extends string>(entered: TPage | null | undefined, current: TPage | null, onScreen: TPage | null): TPage | null {
  if (entered === undefined || current === entered || current === null || current === onScreen) return null;
  return current;
}

export function createFlowBinding<TLogic extends AnyStateMachine, TPage extends string>(
  definition: FlowDefinition<TLogic, TPage>,
): FlowBinding<TLogic, TPage> {
  let actor: Actor<TLogic> | null = null;
  let loading: Promise<Actor<TLogic>> | null = null;
  const listeners = new Set<() => void>();
  // The visit's first page, rendered before its chart (rendersBeforeChart): its entry, told on start.
  let pendingEntry: { page: TPage; pathname: string } | null = null;
  let entryRedirect: string | null = null;
  let entered: TPage | null | undefined;

  const load = () => {
    if (actor) return Promise.resolve(actor);
    loading ??= definition.start(() => actor ?? undefined).then(async (start) => {
      // Storage (and its schema library) and xstate's runtime load with the chart, not with the page:
      // the home page's search form holds a binding without running any chart (docs/rules/performance-budgets.md#homes-first-javascript).
      const [storage, { createActor }] = await Promise.all([start.persistence ? import('../storage') : null, import('./start-actor')]);
      actor = startActor(start, createActor, storage?.createEncodedSessionEntry);
      if (pendingEntry) entryRedirect = enter(actor, pendingEntry.page, 'first', pendingEntry.pathname);
      pendingEntry = null;
      listeners.forEach((listener) => listener());
      return actor;
    });
    return loading;
  };

  /** Tells the chart the page was entered; the address to go to instead, or null to stay. */
  const enter = (running: Actor<TLogic>, page: TPage, arrival: Arrival, pathname: string): string | null => {
    const lang = definition.langOfPath(pathname);
    const { event, follow } = definition.enter(page, arrival, running.getSnapshot());
    let exited = false;
    const exit = running.on(FLOW_EXIT as never, () => (exited = true));
    if (event) running.send(event);
    exit.unsubscribe();
    if (exited) return definition.exitPath(lang);
    const landed = definition.pageOf(running.getSnapshot());
    entered = landed;
    if (!follow) return null;
    return landed !== null && landed !== page ? definition.pathOf(landed, lang) : null;
  };

  /** The first page of the visit, one the flow lets render before its chart (nothing loaded yet). */
  const rendersFirst = ({ context, location }: GuardArgs) => {
    const page = definition.pageOfPath(location.pathname);
    return !loading && context.previousPath() === null && page !== null && (definition.rendersBeforeChart?.(page) ?? false);
  };

  const pageBeforeLoad = (page: TPage) => async (args: GuardArgs) => {
    const { context, location, preload } = args;
    if (rendersFirst(args)) {
      if (!preload) pendingEntry = { page, pathname: location.pathname };
      return;
    }
    const running = await load();
    if (preload) return;
    const previous = context.previousPath();
    const arrival: Arrival = previous === null ? 'first' : definition.pageOfPath(previous) !== null ? 'flow' : 'outside';
    const href = enter(running, page, arrival, location.pathname);
    if (href) throw redirect({ href, replace: true });
  };

  return {
    definition,
    load,
    current: () => actor,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    layoutBeforeLoad: async (args) => {
      if (!rendersFirst(args)) await load();
    },
    pageBeforeLoad,
    entryPending: () => pendingEntry !== null,
    takeEntryRedirect: () => {
      const href = entryRedirect;
      entryRedirect = null;
      return href;
    },
    enteredPage: () => entered,
  };
}

type CreateEntry = typeof import('../storage').createEncodedSessionEntry;
type CreateActor = typeof import('./start-actor').createActor;

function startActor<TLogic extends AnyStateMachine>({ logic, input, inspect, persistence }: FlowStart<TLogic>, createActor: CreateActor, createEntry?: CreateEntry) {
  const entry = persistence && createEntry ? createEntry<unknown>({ key: persistence.key, version: persistence.version }) : null;
  const stored = entry?.read();
  const snapshot = persistence && stored !== undefined ? persistence.restorable(stored) : null;
  const options = inspect ? { inspect } : {};
  let running: Actor<TLogic> | null = null;
  if (snapshot) {
    try {
      // The inspector is attached before start, so it sees the restored flow from its first step.
      running = createActor(logic, { snapshot, input, ...options } as never) as Actor<TLogic>;
      running.start();
      if (persistence?.restoredEvent) running.send(persistence.restoredEvent);
    } catch {
      // A snapshot that no longer fits the chart (edited, or written by another build).
      running = null;
    }
  }
  if (!running) {
    running = createActor(logic, { input, ...options } as never) as Actor<TLogic>;
    running.start();
  }
  const started = running;
  if (entry && persistence) {
    const persist = () => {
      if ((started.getSnapshot() as { status: string }).status === 'active') entry.write(persistence.persisted(started));
    };
    started.subscribe({ next: persist, error: () => entry.clear() });
    persist();
  }
  return started;
}
