import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { chartsInModule, childStates, isComposite, lowestCommonAncestor, nodeTransitions } from './chart-model';

// What the viewer draws of a chart: a plain tree of states (kind, initial, final, history, own
// transitions labelled as in the Mermaid diagrams) built once from `machine.root`, and which of its
// states a live state value makes active. Pure, so it is tested without a browser.

export interface ViewerChart {
  /** Same name as the diagram in docs/statecharts/ (`reservation`). */
  name: string;
  /** Repository-relative file (`machines/reservation/reservation.machine.ts`). */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

/** The charts of the modules `import.meta.glob('/machines/**\/*.machine.ts')` gives, sorted by name. */
export function listCharts(modules: Record<string, Record<string, unknown>>): ViewerChart[] {
  const charts: ViewerChart[] = [];
  for (const key of Object.keys(modules).sort()) {
    const file = key.replace(/^\.?\//, '');
    for (const chart of chartsInModule(file, modules[key] ?? {})) charts.push({ ...chart, file });
  }
  return charts.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface TargetView {
  /** Dotted path from the root (`booking.step.seats`); '' is the root. */
  path: string;
  /** What to show: the path from the nearest state containing both ends (`seats` for a sibling, as the
   * chart's own config names it); the full path when the target contains the source; the machine id for the root. */
  label: string;
}

export interface TransitionView {
  /** `search.submit`, `after 500ms`, `onDone loadOrigins`, `always`… */
  event: string;
  guard: string | undefined;
  /** Empty when the transition has no target (it only runs actions). */
  targets: TargetView[];
}

export interface StateView {
  /** Dotted path from the root; '' is the root. */
  path: string;
  /** The state's key; the machine id for the root. */
  key: string;
  kind: StateKind;
  history: 'shallow' | 'deep' | undefined;
  /** The initial state of its parent (a compound state); the root counts as initial. */
  initial: boolean;
  transitions: TransitionView[];
  /** The `src` of each actor the state invokes. */
  invokes: string[];
  children: StateView[];
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

export function chartView(machine: AnyStateMachine): StateView {
  const targetView = (source: AnyStateNode, node: AnyStateNode): TargetView => {
    const common = lowestCommonAncestor(source, node);
    const relative = common === node ? node.path : node.path.slice(common.path.length);
    return { path: pathOf(node), label: node.path.length ? relative.join('.') : machine.id };
  };
  const view = (node: AnyStateNode, initial: boolean): StateView => {
    const first = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    return {
      path: pathOf(node),
      key: node.path.length ? node.key : machine.id,
      kind: node.type,
      history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : undefined,
      initial,
      transitions: nodeTransitions(node, { guardParams: true }).map((t) => ({ event: t.event, guard: t.guard, targets: (t.target ?? []).map((target) => targetView(node, target)) })),
      invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
      children: isComposite(node) ? childStates(node).map((child) => view(child, child === first)) : [],
    };
  };
  return view(machine.root, true);
}

/** Every state a state value makes active: each leaf and all its ancestors, the root ('') included. */
export function activePaths(value: unknown): Set<string> {
  const active = new Set<string>(['']);
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') active.add(prefix + v);
    else if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v)) {
        active.add(prefix + key);
        walk(`${prefix}${key}.`, sub);
      }
    }
  };
  walk('', value);
  return active;
}

/** `booking.step.seats` for `{ booking: { step: 'seats' } }`; parallel regions joined by ` | `. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return '(root)';
  return entries.map(([key, sub]) => (sub && typeof sub === 'object' && Object.keys(sub).length === 0 ? key : `${key}.${describeValue(sub)}`)).join(' | ');
}

/** Counts for the chart list: states (the root included) and transitions, one per event/guard/target line. */
export function countView(root: StateView): { states: number; transitions: number } {
  let states = 0;
  let transitions = 0;
  const walk = (s: StateView) => {
    states++;
    transitions += s.transitions.length;
    s.children.forEach(walk);
  };
  walk(root);
  return { states, transitions };
}
