import { describe, expect, it } from 'vitest';
import { operations } from '../../server/contract/operations.gen';
import type { BadCase } from './support/bad-input/cases';
import { shareOf } from './support/bad-input/suite';
import type { TestEngine } from './support/engines';

// The two engines share the bad-input sweep (support/bad-input/suite.ts): together they must still send every case.
describe('the bad-input sweep shared by two engines', () => {
  const [a, b] = operations;
  const cases = [a, a, a, a, b, b, b].map((op, i) => ({ op, label: `case ${i}`, refuse: true, request: {} }) as unknown as BadCase);
  const pglite = { name: 'pglite' } as TestEngine;
  const postgresql = { name: 'postgresql' } as TestEngine;

  it("sends every case on one engine or the other, and each operation's baseline on both", () => {
    const first = shareOf(cases, pglite, [pglite, postgresql]).map((c) => c.label);
    const second = shareOf(cases, postgresql, [pglite, postgresql]).map((c) => c.label);
    expect(first).toEqual(['case 0', 'case 2', 'case 4', 'case 6']);
    expect(second).toEqual(['case 0', 'case 1', 'case 3', 'case 4', 'case 5']);
    expect(new Set([...first, ...second]).size).toBe(cases.length);
  });

  it('sends every case when one engine runs alone', () => {
    expect(shareOf(cases, pglite, [pglite])).toHaveLength(cases.length);
  });
});
