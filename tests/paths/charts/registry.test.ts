import { describe, expect, it } from 'vitest';
import { discoverCharts } from '../../../scripts/statecharts';
import { missingAssertions, planPaths } from '../lib/plan';
import { pathCharts, planOf } from './registry';

// Every flow chart joins the browser path tests. A chart added to machines/ without a
// browser model fails here, and so does a registered chart with a reachable state but no assertion.

describe('browser path registry', () => {
  it('walks every chart of machines/ in the browser', async () => {
    const registered = new Set(pathCharts.map((chart) => chart.model.machine.id));
    const charts = await discoverCharts();
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.map((chart) => chart.machine.id).filter((id) => !registered.has(id))).toEqual([]);
  });

  it.each(pathCharts.map((chart) => [chart.name, chart] as const))('%s has a UI assertion for every state it reaches', (_, chart) => {
    expect(missingAssertions(planPaths(chart.model, planOf(chart)), chart.assertions)).toEqual([]);
  });
});
