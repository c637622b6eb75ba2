import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, folderCycles, folderEdges, scanFiles } from '../../bench/code-shape-scan';

// No folder of domain/, machines/, src/ or server/ may import, directly or round about, a folder that
// imports it back: such folders cannot be understood, moved or split apart. Only product files count
// (the set bench/code-shape measures): a test or its support is a leaf nothing in the product imports,
// so its reach into a neighbour folder (the store a component test resets) orders nothing at load time.

const root = resolve(import.meta.dirname, '../..');

function cyclesUnder(base: string): string[] {
  const product = scanFiles(base).filter((file) => file.kind === 'product');
  return folderCycles(folderEdges(base, product)).map(describeCycle);
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
