import { describe, expect, it } from 'vitest';
import { doorModel, doorPage, doorRunner } from './door.fixture';
import { coverageLine, missingAssertions, planPaths } from './plan';
import { PathFailure, runPath } from './run-path';

// The planner's own tests: on a chart whose paths are known by hand, the planner
// finds exactly those paths and coverage figures; the missing-assertion check names what is
// missing; and a broken interface makes a path fail with its events named.

describe('planPaths on the door chart', () => {
  const plan = planPaths(doorModel);

  it('chooses the two paths that take every reachable transition, and no redundant prefix', () => {
    expect(plan.paths.map((path) => path.title).sort()).toEqual(['door.lock → door.unlock', 'door.open → door.close']);
    expect(plan.paths.map((path) => path.steps.map((step) => step.state.value))).toContainEqual(['opened', 'closed']);
  });

  it('counts states and transitions covered out of those the chart declares', () => {
    expect(plan.reachableKeys).toEqual(['closed', 'locked', 'opened']);
    expect(plan.coverage.states).toEqual({ covered: 3, total: 4, missing: ['broken'] });
    expect(plan.coverage.transitions).toEqual({ covered: 4, total: 5, missing: ['closed on door.kick #0'] });
    expect(coverageLine('door', plan as never)).toBe('door: states 3/4, transitions 4/5, 2 paths');
  });

  it('lets ignored leaves out of the state total', () => {
    const ignored = planPaths({ ...doorModel, ignoredLeaves: ['broken'] });
    expect(ignored.coverage.states).toEqual({ covered: 3, total: 3, missing: [] });
  });
});

describe('planPaths chained (the browser plan)', () => {
  it('takes every state and transition of the plain plan in fewer paths, each going on from where it got', () => {
    const plain = planPaths(doorModel);
    const chained = planPaths(doorModel, { chained: { maxSteps: 30 } });
    expect(chained.paths.map((path) => path.title)).toEqual(['door.open → door.close → door.lock → door.unlock']);
    expect(chained.coverage).toEqual(plain.coverage);
    expect(chained.reachableKeys).toEqual(plain.reachableKeys);
  });

  it('starts a new path once a path would grow past maxSteps', () => {
    const short = planPaths(doorModel, { chained: { maxSteps: 3 } });
    expect(short.paths.map((path) => path.title)).toEqual(['door.open → door.close → door.lock', 'door.lock → door.unlock']);
    expect(short.coverage).toEqual(planPaths(doorModel).coverage);
  });
});

describe('planPaths with what another plan already takes', () => {
  it('chains only the rest, and counts both in the coverage', () => {
    const opening = planPaths(doorModel, { chained: { maxSteps: 2 } });
    expect(opening.paths.map((path) => path.title)[0]).toBe('door.open → door.close');
    const first = { ...opening.taken, transitions: opening.taken.transitions.filter((id) => !id.includes('lock')) };
    const rest = planPaths(doorModel, { chained: { maxSteps: 30 }, alreadyTaken: { ...first, keys: ['closed', 'opened'], leaves: ['closed', 'opened'] } });
    expect(rest.paths.map((path) => path.title)).toEqual(['door.lock → door.unlock']);
    expect(rest.coverage).toEqual(planPaths(doorModel).coverage);
  });
});

describe('missingAssertions', () => {
  it('names every reachable state without an assertion, and nothing when all have one', () => {
    const plan = planPaths(doorModel);
    const { locked: _locked, ...withoutLocked } = doorRunner.assertions;
    expect(missingAssertions(plan, withoutLocked)).toEqual(['locked']);
    expect(missingAssertions(plan, doorRunner.assertions)).toEqual([]);
  });
});

describe('runPath', () => {
  const plan = planPaths(doorModel);
  const openClose = plan.paths.find((path) => path.title === 'door.open → door.close')!;

  it('runs a path on an interface that matches the chart', async () => {
    for (const path of plan.paths) await expect(runPath(path, doorRunner, doorPage())).resolves.toBeUndefined();
  });

  it('fails on a broken interface, naming the path events and the step that failed', async () => {
    const broken = doorPage({ 'door.close': 'Shut' });
    const failure = await runPath(openClose, doorRunner, broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PathFailure);
    const { message, path, failedStep } = failure as PathFailure;
    expect(path).toEqual(['door.open', 'door.close']);
    expect(failedStep).toBe(1);
    expect(message).toContain('at step 2 (door.close)');
    expect(message).toContain('  1. door.open\n→ 2. door.close');
    expect(message).toContain('no button named "Close"');
  });

  it('fails when the interface shows another state than the chart is in', async () => {
    const runner = { ...doorRunner, assertions: { ...doorRunner.assertions, closed: async () => Promise.reject(new Error('status line missing')) } };
    const failure = (await runPath(openClose, runner, doorPage()).catch((error: unknown) => error)) as PathFailure;
    expect(failure.message).toContain('at the start, expecting state closed');
  });

  it('fails on a reachable state without an assertion', async () => {
    const { opened: _opened, ...assertions } = doorRunner.assertions;
    const failure = (await runPath(openClose, { ...doorRunner, assertions }, doorPage()).catch((error: unknown) => error)) as PathFailure;
    expect(failure.message).toContain('no assertion for state opened');
  });
});
