import { expect, test } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { BrowserDriver } from './driver';
import { browserPlan, missingAssertions, planPaths, type ChartModel, type PlanOptions } from './plan';
import { diagnose } from './diagnose';
import { PathFailure, runPath, type PathRunner } from './run-path';

/**
 * One Playwright test per planned path of the chart, named after its events, plus the check that
 * every state the model reaches has a UI assertion.
 */
export function definePathSuite<TSnapshot extends { value: unknown }, TEvent extends EventObject>(
  name: string,
  model: ChartModel<TSnapshot, TEvent>,
  runner: PathRunner<TSnapshot, TEvent, BrowserDriver>,
  options: PlanOptions = browserPlan,
): void {
  const plan = planPaths(model, options);
  test.describe(`${name} chart paths`, () => {
    test('every reachable state has a UI assertion', () => {
      expect(missingAssertions(plan, runner.assertions)).toEqual([]);
    });
    for (const [index, path] of plan.paths.entries()) {
      test(path.title, async ({ page, context, baseURL }) => {
        try {
          await runPath(path, runner, { page, context, baseURL: baseURL!, index });
        } catch (error) {
          if (error instanceof PathFailure) error.message += `\nWhat the page showed then:\n${await diagnose(page)}`;
          throw error;
        }
      });
    }
  });
}
