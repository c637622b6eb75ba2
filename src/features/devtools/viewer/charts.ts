import { listCharts } from './chart-view';

// Every chart of the viewer: the machines exported from machines/**/*.machine.ts, found the way
// `npm run statecharts` finds them (./chart-model.ts), so a new flow appears without touching this page.
const modules = import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true });

export const charts = listCharts(modules);
