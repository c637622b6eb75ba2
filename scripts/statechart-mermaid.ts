// Renders one XState v5 machine as a Mermaid `stateDiagram-v2`.
// Pure: walks `machine.root` with the helpers it shares with the offline viewer
// (src/features/devtools/viewer/chart-model.ts) and returns the diagram text. Deterministic: states keep
// their definition order (it is the chart's own order), edges are sorted, duplicates (the same arrow with
// the same label) are drawn once.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  childStates as children,
  isAncestorOrSelf,
  isComposite,
  lowestCommonAncestor,
  nodeTransitions,
  transitionLabel,
} from '../src/features/devtools/viewer/chart-model';

export interface MermaidChart {
  /** The `stateDiagram-v2` text, without the ```mermaid fence, ending with a newline. */
  text: string;
  /** States drawn, the machine's root box included. */
  states: number;
  /** Arrows drawn between states (initial and final markers excluded). */
  transitions: number;
}

interface Edge {
  from: string;
  to: string;
  label: string;
  /** Composite whose block declares the edge; null for the diagram's top level. */
  scope: AnyStateNode | null;
}

const RESERVED = /^(state|note|end|direction|class|classdef|style|click|as|hide|scale|default)$/i;

/** Mermaid labels end at `:` or `;` and `#` starts an entity: keep them out of labels. */
function labelText(text: string): string {
  return text.replace(/[:;#"\n]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function machineToMermaid(machine: AnyStateMachine): MermaidChart {
  const root = machine.root;
  const ids = new Map<AnyStateNode, string>();
  const anyIds = new Map<AnyStateNode, string>();
  const taken = new Set<string>();
  const unique = (raw: string): string => {
    let id = raw.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z]/.test(id)) id = `s_${id}`;
    if (RESERVED.test(id)) id = `${id}_`;
    let candidate = id;
    for (let i = 2; taken.has(candidate); i++) candidate = `${id}_${i}`;
    taken.add(candidate);
    return candidate;
  };
  const assignIds = (node: AnyStateNode) => {
    ids.set(node, unique([root.key, ...node.path].join('_')));
    children(node).forEach(assignIds);
  };
  assignIds(root);
  const idOf = (node: AnyStateNode) => ids.get(node) as string;

  // Edges: a transition whose source contains its target (an event handled "in any state of X") is drawn
  // from a small "any state of X" node beside X; Mermaid cannot draw an arrow from a box into itself.
  const edges: Edge[] = [];
  const anyNodes = new Map<AnyStateNode | null, AnyStateNode[]>();
  // Nearest ancestor-or-self that is not parallel (a parallel state's block only holds its regions).
  const nonParallel = (node: AnyStateNode | null): AnyStateNode | null => {
    let scope = node;
    while (scope && scope.type === 'parallel') scope = scope.parent ?? null;
    return scope;
  };
  const edgeScope = (a: AnyStateNode | null, b: AnyStateNode | null): AnyStateNode | null => {
    if (!a || !b) return null;
    return nonParallel(lowestCommonAncestor(a, b));
  };
  const addEdges = (node: AnyStateNode) => {
    for (const t of nodeTransitions(node)) {
      // A targetless transition (actions only) keeps a simple state where it is: drawn as a loop.
      const targets = t.target ?? (isComposite(node) ? [] : [node]);
      for (const target of targets) {
        const label = labelText(transitionLabel(t));
        const fromAny = isComposite(node) && isAncestorOrSelf(node, target);
        let from = idOf(node);
        let fromScope = node.parent ?? null;
        if (fromAny) {
          fromScope = nonParallel(node.parent ?? null);
          if (!anyIds.has(node)) {
            anyIds.set(node, unique(`${idOf(node)}_any`));
            anyNodes.set(fromScope, [...(anyNodes.get(fromScope) ?? []), node]);
          }
          from = anyIds.get(node) as string;
        }
        edges.push({ from, to: idOf(target), label, scope: edgeScope(fromScope, target.parent ?? null) });
      }
    }
    children(node).forEach(addEdges);
  };
  addEdges(root);

  const seen = new Set<string>();
  const edgesIn = new Map<AnyStateNode | null, string[]>();
  for (const edge of edges) {
    const line = `${edge.from} --> ${edge.to} : ${edge.label}`;
    if (seen.has(line)) continue;
    seen.add(line);
    edgesIn.set(edge.scope, [...(edgesIn.get(edge.scope) ?? []), line]);
  }
  const sortedEdges = (scope: AnyStateNode | null) => [...(edgesIn.get(scope) ?? [])].sort();

  const lines: string[] = ['stateDiagram-v2'];
  const declare = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = idOf(node);
    const label = node === root ? machine.id : node.key;
    if (node.type === 'history') {
      lines.push(`${pad}state "${node.history === 'deep' ? 'H*' : 'H'}" as ${id}`);
      return;
    }
    if (!isComposite(node)) {
      lines.push(label === id ? `${pad}${id}` : `${pad}state "${labelText(label)}" as ${id}`);
      return;
    }
    lines.push(label === id ? `${pad}state ${id} {` : `${pad}state "${labelText(label)}" as ${id} {`);
    body(node, depth + 1);
    lines.push(`${pad}}`);
  };
  const declareAny = (node: AnyStateNode, depth: number) => {
    const what = node === root ? `any state of ${machine.id}` : `any state of ${node.key}`;
    lines.push(`${'  '.repeat(depth)}state "(${labelText(what)})" as ${anyIds.get(node)}`);
  };
  const body = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const kids = children(node);
    if (node.type === 'compound') {
      const initial = node.initial?.target?.[0];
      if (initial) lines.push(`${pad}[*] --> ${idOf(initial)}`);
      kids.forEach((child) => declare(child, depth));
    } else {
      kids.forEach((child, index) => {
        if (index > 0) lines.push(`${pad}--`);
        declare(child, depth);
      });
    }
    for (const child of kids) if (child.type === 'final') lines.push(`${pad}${idOf(child)} --> [*]`);
    if (node.type !== 'parallel') for (const n of anyNodes.get(node) ?? []) declareAny(n, depth);
    if (node.type !== 'parallel') lines.push(...sortedEdges(node).map((line) => pad + line));
  };

  lines.push(`  [*] --> ${idOf(root)}`);
  declare(root, 1);
  for (const n of anyNodes.get(null) ?? []) declareAny(n, 1);
  if (root.type === 'final') lines.push(`  ${idOf(root)} --> [*]`);
  lines.push(...sortedEdges(null).map((line) => `  ${line}`));

  return { text: `${lines.join('\n')}\n`, states: ids.size, transitions: seen.size };
}
