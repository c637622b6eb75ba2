import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, folderCycles, folderEdges, scanFiles, siblingFolderEdges } from '../../bench/code-shape-scan';

// No folder of domain/, machines/, src/ or server/ may import, directly or round about, a folder that
// imports it back: such folders cannot be understood, moved or split apart. Only product files count
// (the set bench/code-shape measures): a test or its support is a leaf nothing in the product imports,
// so its reach into a neighbour folder (the store a component test resets) orders nothing at load time.

//
// Two readings of "a folder", both checked. Leaf folders: the folder that directly holds a file (src/a imports
// src/b imports src/a). And folders at any depth: an import counts between the two sibling folders that hold
// its two files under their deepest common folder (bench/code-shape-scan.ts, siblingFolderEdges), so
// server/http/envelope.ts -> server/services/failure.ts and server/services/web/steps/routes.ts ->
// server/http/envelope.ts make server/http and server/services import each other although no leaf folder
// does. A file directly in the common folder stands for itself. Every cycle among siblings fails, a pair
// A <-> B or a ring A -> B -> C -> A.

const root = resolve(import.meta.dirname, '../..');

function cyclesUnder(base: string, edgesOf = folderEdges): string[] {
  const product = scanFiles(base).filter((file) => file.kind === 'product');
  return folderCycles(edgesOf(base, product)).map(describeCycle);
}

describe('folder-level import cycles', () => {
  it('finds a cycle and the imports that make it, and ignores what imports into it or comes from a test', () => {
    expect(cyclesUnder(join(import.meta.dirname, 'fixtures/folder-cycle'))).toEqual([
      ['cycle: src/a <-> src/b', '  src/a -> src/b', '    src/a/start.ts -> src/b/middle.ts', '  src/b -> src/a', '    src/b/middle.ts -> src/a/end.ts'].join('\n'),
    ]);
  });

  it('there is none in the product', () => {
    const cycles = cyclesUnder(root);
    expect(cycles, `folder cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});

describe('two folders importing each other at any depth', () => {
  it('finds folders that import each other through files deeper down, and not a folder both import', () => {
    expect(cyclesUnder(join(import.meta.dirname, 'fixtures/nested-folder-cycle'), siblingFolderEdges)).toEqual([
      [
        'cycle: server/http <-> server/services',
        '  server/http -> server/services',
        '    server/http/envelope.ts -> server/services/failure.ts',
        '  server/services -> server/http',
        '    server/services/web/steps/routes.ts -> server/http/envelope.ts',
      ].join('\n'),
    ]);
    // The same fixture has no cycle between leaf folders: only the reading at any depth sees this one.
    expect(cyclesUnder(join(import.meta.dirname, 'fixtures/nested-folder-cycle'))).toEqual([]);
  });

  it('finds the leaf-folder cycle too, at the level where the folders are siblings', () => {
    expect(cyclesUnder(join(import.meta.dirname, 'fixtures/folder-cycle'), siblingFolderEdges)).toHaveLength(1);
  });

  it('there is none in the product (domain/, machines/, src/, server/ and every folder inside them)', () => {
    const cycles = cyclesUnder(root, siblingFolderEdges);
    expect(cycles, `folders importing each other:\n${cycles.join('\n')}`).toEqual([]);
  });
});
