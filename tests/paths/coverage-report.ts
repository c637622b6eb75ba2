import { coverageLine, missingAssertions, planPaths } from './lib/plan';
import { pathCharts, planOf } from './charts/registry';

// Printed once before the browser runs: per chart, the states and transitions its paths cover
// out of those it declares, and the number of paths. Stops the run when a reachable state has no
// UI assertion (the per-chart test says the same, but this fails before any browser starts).
export default function coverageReport(): void {
  console.log('\nStatechart path coverage (states and transitions covered / declared):');
  const missing: string[] = [];
  for (const chart of pathCharts) {
    const plan = planPaths(chart.model, planOf(chart));
    console.log(`  ${coverageLine(chart.name, plan as never)}`);
    for (const key of missingAssertions(plan, chart.assertions)) missing.push(`${chart.name}: ${key}`);
  }
  if (missing.length) throw new Error(`Reachable states without a UI assertion:\n  ${missing.join('\n  ')}`);
}
