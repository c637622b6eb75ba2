import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classify } from '../../bench/code-shape-scan';

// The features keep no state of their own between renders and start no timers: time belongs to
// the charts (their delays run on the actor's clock) and to clocks. A clock is a module named
// `*-clock.ts` (e.g. the display clock of the payment countdown, the PEND hold's long-timer
// clock): the one documented place a timer may be set.

const root = join(import.meta.dirname, '../..');
const features = join(root, 'src/features');
const isClock = (file: string) => file.endsWith('-clock.ts');
const isTestSupport = (file: string) => classify(file) !== 'product';

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestSupport(entry.name) ? [path] : [];
  });
}

/** `setTimeout(` / `setInterval(` calls outside comments. */
export function timerCalls(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*)/.test(line))
    .filter((line) => /\b(setTimeout|setInterval)\s*\(/.test(line));
}

/** Mutable module-level bindings: `let` or `var` at the top level of the file. */
export function topLevelMutables(source: string): string[] {
  return source.split('\n').filter((line) => /^(export\s+)?(let|var)\s/.test(line));
}

describe('src/features', () => {
  const files = productFiles(features);

  it('has product files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('sets no timer outside a chart or a clock', () => {
    const offenders = files
      .filter((file) => !isClock(file))
      .flatMap((file) => timerCalls(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('keeps no mutable module-level state', () => {
    const offenders = files.flatMap((file) =>
      topLevelMutables(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a timer and a top-level let, and ignore comments and nested ones', () => {
    const source = ['let queue = [];', 'export let flag = false;', 'function f() {', '  let local = 1;', '  setTimeout(() => {}, 10);', '}', '// setTimeout(x)'].join('\n');
    expect(timerCalls(source)).toEqual(['  setTimeout(() => {}, 10);']);
    expect(topLevelMutables(source)).toEqual(['let queue = [];', 'export let flag = false;']);
  });
});
