// Reading a statechart's shape, shared by the Mermaid generator (scripts/statecharts.ts,
// scripts/statechart-mermaid.ts) and the offline viewer page (./viewer-app.tsx). Pure: walks
// `machine.root` (StateNode: states, type, initial, transitions from on/after/always/invoke
// onDone/onError) and names what it finds. Finding the charts among a module's exports lives here too,
// so the docs and the viewer list the same charts under the same names.
import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** An XState v5 machine (StateMachine): has a root StateNode and the actor-logic functions. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as { root?: { states?: unknown; type?: unknown }; transition?: unknown; getInitialSnapshot?: unknown };
  return (
    typeof candidate.transition === 'function' &&
    typeof candidate.getInitialSnapshot === 'function' &&
    typeof candidate.root === 'object' &&
    candidate.root !== null &&
    typeof candidate.root.states === 'object' &&
    typeof candidate.root.type === 'string'
  );
}

const toKebab = (name: string) => name.replace(/Machine$/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export interface ModuleChart {
  /** The machine file's name without `.machine.ts`, plus the export (kebab-case) when a file has several. */
  name: string;
  exportName: string;
  machine: AnyStateMachine;
}

/** The charts of one `*.machine.ts` module: every exported machine, once, in export-name order. */
export function chartsInModule(file: string, mod: Record<string, unknown>): ModuleChart[] {
  const seen = new Set<unknown>();
  const found = Object.keys(mod)
    .sort()
    .filter((key) => {
      const value = mod[key];
      if (!isStateMachine(value) || seen.has(value)) return false;
      seen.add(value);
      return true;
    });
  const base = (file.split('/').pop() ?? file).replace(/\.machine\.ts$/, '');
  return found.map((exportName) => ({
    name: found.length === 1 ? base : `${base}.${toKebab(exportName)}`,
    exportName,
    machine: mod[exportName] as AnyStateMachine,
  }));
}

type GuardLike = string | { type?: unknown } | ((...args: never[]) => unknown);

// XState's higher-order guards are functions named `not`, `and`, `or`, `stateIn`, but a minified build
// (the viewer in `vite build`) renames them: they are told apart by their shared `check` function.
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const HIGHER_ORDER = new Map<unknown, string>([
  [checkOf(not('x')), 'not'],
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(stateIn('x')), 'stateIn'],
]);

/** Static guard params, shortly: `steps: contact, seats`; undefined when none or computed from the event. */
export function paramsText(params: unknown): string | undefined {
  if (params === undefined || typeof params === 'function') return undefined;
  const short = (value: unknown): string =>
    Array.isArray(value) ? value.map(short).join(', ') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return short(params);
  const entries = Object.entries(params).filter(([, value]) => typeof value !== 'function');
  return entries.length ? entries.map(([key, value]) => `${key}: ${short(value)}`).join('; ') : undefined;
}

/**
 * Guard name as written in the chart; higher-order guards become `not a`, `a and b`, `(a or b)`.
 * `withParams` adds static params, `gotoStepIn(steps: seats)` (the viewer; the diagrams stay short).
 */
export function guardLabel(guard: unknown, nested = false, withParams = false): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown; check?: unknown };
    const kind = (fn.check !== undefined && HIGHER_ORDER.get(fn.check)) || fn.name;
    const parts = (fn.guards ?? []).map((g) => guardLabel(g as GuardLike, true, withParams));
    if (kind === 'not' && parts.length === 1) return `not ${parts[0]}`;
    if ((kind === 'and' || kind === 'or') && parts.length > 0) {
      const joined = parts.join(` ${kind} `);
      return nested && parts.length > 1 ? `(${joined})` : joined;
    }
    if (kind === 'stateIn') return `in ${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)}`;
    return fn.name && fn.name !== 'anonymous' ? fn.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    const { type, params } = guard as { type: string; params?: unknown };
    const text = withParams ? paramsText(params) : undefined;
    return text === undefined ? type : `${type}(${text})`;
  }
  return 'guard';
}

/** Readable event label: the event type, `after <delay>`, `onDone <invoke>`, `onError <invoke>`, `always`. */
export function eventLabel(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    const delay = delayed?.delay;
    if (typeof delay === 'number') return `after ${delay}ms`;
    if (typeof delay === 'string') return `after ${delay}`;
    return 'after delay';
  }
  for (const [prefix, name] of [['xstate.done.actor.', 'onDone'], ['xstate.error.actor.', 'onError']] as const) {
    if (eventType.startsWith(prefix)) {
      const invokeId = eventType.slice(prefix.length);
      const invoke = node.invoke.find((i) => i.id === invokeId);
      const src = invoke && typeof invoke.src === 'string' ? invoke.src : invokeId;
      return `${name} ${src}`;
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

export interface NodeTransition {
  /** The raw event type; '' for an eventless (`always`) transition. */
  eventType: string;
  /** `eventLabel` of it. */
  event: string;
  /** `guardLabel` of its guard, or undefined when unguarded. */
  guard: string | undefined;
  /** Its targets; undefined when it has none (it only runs actions). */
  target: readonly AnyStateNode[] | undefined;
}

/** A state's own transitions in definition order: `on`, `after` and invoke outcomes, then `always`. */
export function nodeTransitions(node: AnyStateNode, options: { guardParams?: boolean } = {}): NodeTransition[] {
  const transitions: NodeTransition[] = [];
  const add = (eventType: string, t: { target?: readonly AnyStateNode[]; guard?: unknown }) =>
    transitions.push({
      eventType,
      event: eventLabel(node, eventType),
      guard: t.guard === undefined ? undefined : guardLabel(t.guard, false, options.guardParams),
      target: t.target,
    });
  for (const [eventType, list] of node.transitions) for (const t of list) add(eventType, t);
  for (const t of node.always ?? []) add('', t);
  return transitions;
}

/** `event [guard]`, as arrows are labelled. */
export function transitionLabel(t: Pick<NodeTransition, 'event' | 'guard'>): string {
  return t.guard === undefined ? t.event : `${t.event} [${t.guard}]`;
}

export function childStates(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

export function isComposite(node: AnyStateNode): boolean {
  return node.type === 'compound' || node.type === 'parallel';
}

export function isAncestorOrSelf(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

export function lowestCommonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  for (let n: AnyStateNode | undefined = a; n; n = n.parent) if (isAncestorOrSelf(n, b)) return n;
  return a.machine.root;
}
