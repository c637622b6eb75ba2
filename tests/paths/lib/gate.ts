import type { Page } from '@playwright/test';
import type { GateVerdict, PathGate } from '../../../src/features/devtools/path-gate';

// The test's side of the path gate (src/features/devtools/path-gate.ts): which charts to hold,
// and releasing a held actor call so the real answer (or a broken connection) reaches the chart.

declare global {
  interface Window {
    __pathGate?: PathGate;
  }
}

/** Holds the actors of these charts from the next page load on (the build must have the gate). */
export async function holdCharts(page: Page, charts: string[], extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ({ charts: names, extra: entries }) => {
      window.sessionStorage.setItem('path-gate', names.join(','));
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    },
    { charts, extra },
  );
}

/** Waits until the chart calls `actor`, then lets the call go on (or fail). */
export async function release(page: Page, chart: string, actor: string, verdict: GateVerdict): Promise<void> {
  const held = await page
    .waitForFunction(
      ([c, a]) => window.__pathGate?.held.some((call) => call.chart === c && call.actor === a) ?? false,
      [chart, actor] as const,
      { timeout: 10_000 },
    )
    .then(() => true, () => false);
  if (!held) {
    const waiting = await page.evaluate(() => window.__pathGate?.held.map((call) => `${call.chart}.${call.actor}`) ?? null);
    throw new Error(`${chart} never called ${actor} (held calls: ${waiting === null ? 'no gate in this build' : waiting.join(', ') || 'none'})`);
  }
  await page.evaluate(([c, a, v]) => window.__pathGate!.release(c, a, v), [chart, actor, verdict] as const);
}

/** Waits until the chart calls `actor` and leaves it held (the state waits on it). */
export async function expectHeld(page: Page, chart: string, actor: string): Promise<void> {
  await page.waitForFunction(
    ([c, a]) => window.__pathGate?.held.some((call) => call.chart === c && call.actor === a) ?? false,
    [chart, actor] as const,
    { timeout: 10_000 },
  );
}
