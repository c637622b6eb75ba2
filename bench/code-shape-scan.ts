// The code-shape scan shared by `bench/code-shape.ts` (the figures) and the architecture test that fails on
// folder-level import cycles: which files count as product code, their lengths, and the folder graph.
// Imports are read with TypeScript's own pre-processor (static, `export … from`, dynamic `import()`), so
// no import is missed by a hand-written pattern; only relative specifiers can point inside the tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const productRoots = ['domain', 'machines', 'src', 'server'] as const;

const skippedDirectories = new Set(['node_modules', 'dist', '.tmp']);
const generatedDirectory = 'src/api/generated';
const sourceFile = /\.(ts|tsx)$/;
const generatedFile = /(\.gen\.ts|\.d\.ts)$/;
// Tests and the support that only tests use, by the test suffix their name carries: `*.test.ts`, or
// `*.test-<role>.ts` (`.test-harness`, `.test-model`, `.test-fixture`, `.test-assertions`), or a `test-support/`
// folder. A file named otherwise counts as product code, whoever imports it.
const testFile = /\.test\.tsx?$/;
const testSupportFile = /\.test-[\w-]+\.tsx?$/;

export interface ScannedFile {
  /** Path relative to the scanned root, with `/` separators. */
  path: string;
  lines: number;
  kind: 'product' | 'test' | 'test-support';
}

export function classify(path: string): ScannedFile['kind'] {
  if (testFile.test(path)) return 'test';
  if (testSupportFile.test(path) || path.split('/').includes('test-support')) return 'test-support';
  return 'product';
}

const toPosix = (path: string) => path.split(sep).join('/');

function walk(root: string, directory: string, found: string[]): void {
  for (const name of readdirSync(directory)) {
    const full = join(directory, name);
    if (statSync(full).isDirectory()) {
      if (!skippedDirectories.has(name) && toPosix(relative(root, full)) !== generatedDirectory) walk(root, full, found);
    } else if (sourceFile.test(name) && !generatedFile.test(name)) {
      found.push(full);
    }
  }
}

/** Lines as `wc -l` and ESLint's `max-lines` count them: a final newline does not open a line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  const lines = text.split(/\r\n|\r|\n/);
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

/** Every TypeScript file under the product roots except generated ones (`*.gen.ts`, `src/api/generated/`, `.d.ts`). */
export function scanFiles(root: string): ScannedFile[] {
  const found: string[] = [];
  for (const top of productRoots) {
    const directory = join(root, top);
    if (existsSync(directory)) walk(root, directory, found);
  }
  return found.sort().map((full) => {
    const path = toPosix(relative(root, full));
    return { path, lines: countLines(readFileSync(full, 'utf8')), kind: classify(path) };
  });
}

export interface LengthFigures {
  count: number;
  median: number;
  p90: number;
  max: number;
  maxFile: string;
}

/** Nearest-rank percentile of the sorted line counts. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

export function lengthFigures(files: ScannedFile[]): LengthFigures {
  const sorted = files.map((file) => file.lines).sort((a, b) => a - b);
  const longest = files.reduce<ScannedFile | undefined>((best, file) => (best && best.lines >= file.lines ? best : file), undefined);
  return { count: files.length, median: percentile(sorted, 50), p90: percentile(sorted, 90), max: longest?.lines ?? 0, maxFile: longest?.path ?? '' };
}

const resolvable = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, relative to root, or undefined for packages and missing files. */
export function resolveImport(root: string, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = specifier.replace(/\?.*$/, '');
  const base = resolve(root, dirname(importer), bare);
  const candidates = [...resolvable.map((ending) => base + ending), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return hit === undefined ? undefined : toPosix(relative(root, hit));
}

export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, /* detect dynamic import() */ true).importedFiles.map((file) => file.fileName);
}

/** One file-level import that makes a folder edge. */
export interface FolderEdge {
  from: string;
  to: string;
  /** The imports behind the edge, `importer -> imported`. */
  imports: string[];
}

/** The edges between folders that `endsOf` names for each file-level import (none where it answers undefined). */
function edgesOf(root: string, files: ScannedFile[], endsOf: (importer: string, imported: string) => [string, string] | undefined): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  for (const file of files) {
    const text = readFileSync(join(root, file.path), 'utf8');
    for (const specifier of importSpecifiers(text)) {
      const target = resolveImport(root, file.path, specifier);
      const ends = target === undefined ? undefined : endsOf(file.path, target);
      if (ends === undefined) continue;
      const [from, to] = ends;
      const key = `${from}\u0000${to}`;
      const edge = edges.get(key) ?? { from, to, imports: [] };
      edge.imports.push(`${file.path} -> ${target}`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

/** Edges between the folders that directly hold the importing and the imported file. */
export function folderEdges(root: string, files: ScannedFile[]): FolderEdge[] {
  return edgesOf(root, files, (importer, imported) => (dirname(importer) === dirname(imported) ? undefined : [dirname(importer), dirname(imported)]));
}

/**
 * Edges between folders at any depth: an import from a file under folder A to a file under folder B, where A
 * and B are the two children of the deepest folder P that holds both files, is an edge A -> B. A file directly
 * in P stands for itself as `P/<name>`, so P's own files and its subfolders are siblings too. Every import thus
 * counts between siblings: `server/http/envelope.ts -> server/services/websale/x.ts` is `server/http ->
 * server/services`. A cycle among these edges is two folders (or a ring of them) that import each other at some
 * depth, however deep the files that do it lie.
 */
export function siblingFolderEdges(root: string, files: ScannedFile[]): FolderEdge[] {
  return edgesOf(root, files, (importer, imported) => {
    const from = importer.split('/');
    const to = imported.split('/');
    let shared = 0;
    while (shared < from.length - 1 && shared < to.length - 1 && from[shared] === to[shared]) shared += 1;
    const a = from.slice(0, shared + 1).join('/');
    const b = to.slice(0, shared + 1).join('/');
    return a === b || (shared === from.length - 1 && shared === to.length - 1) ? undefined : [a, b];
  });
}

export interface FolderCycle {
  folders: string[];
  edges: FolderEdge[];
}

/** Strongly connected components of more than one folder (Tarjan), each with the edges inside it. */
export function folderCycles(edges: FolderEdge[]): FolderCycle[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((folders) => ({ folders, edges: edges.filter((edge) => folders.includes(edge.from) && folders.includes(edge.to)) }));
}

export function describeCycle(cycle: FolderCycle): string {
  const lines = [`cycle: ${cycle.folders.join(' <-> ')}`];
  for (const edge of cycle.edges) {
    lines.push(`  ${edge.from} -> ${edge.to}`);
    for (const line of edge.imports) lines.push(`    ${line}`);
  }
  return lines.join('\n');
}
