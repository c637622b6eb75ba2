import { describe, expect, it } from 'vitest';
import { createMachine, not } from 'xstate';
import { isSensitiveKey } from '../mask-sensitive';
import { activePaths, chartView, countView, describeValue, listCharts, type StateView } from './chart-view';
import { actorsOf, applyLiveMessage, isHighlighted, isLive, statusText, type LiveActors } from './live-actors';
import type { LiveSnapshotMessage } from './live-protocol';

const door = createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'lock.reset': '.closed' },
  states: {
    closed: {
      initial: 'idle',
      on: { 'door.open': [{ guard: 'isUnlocked', target: 'open' }, { guard: not('isUnlocked'), target: 'closed.alarm' }] },
      states: {
        idle: { after: { 500: 'alarm' } },
        alarm: { on: { 'alarm.silence': 'idle', 'alarm.log': { guard: { type: 'levelIn', params: { levels: ['high', 'max'], at: 2 } } } } },
        hist: { type: 'history', history: 'deep' },
      },
    },
    open: {
      type: 'parallel',
      states: { light: { initial: 'on', states: { on: { on: { 'light.toggle': 'off' } }, off: {} } }, sensor: {} },
      on: { 'door.close': 'checking' },
    },
    checking: { invoke: { src: 'checkDoor', onDone: 'done', onError: 'closed' } },
    done: { type: 'final' },
  },
});

const find = (root: StateView, path: string): StateView => {
  const walk = (s: StateView): StateView | undefined => (s.path === path ? s : s.children.map(walk).find(Boolean));
  const found = walk(root);
  if (!found) throw new Error(`no state ${path}`);
  return found;
};

describe('chartView', () => {
  const view = chartView(door);

  it('nests the states with their kind, initial, final and history marks', () => {
    expect(view).toMatchObject({ path: '', key: 'door', kind: 'compound', initial: true });
    expect(view.children.map((s) => [s.key, s.kind, s.initial])).toEqual([
      ['closed', 'compound', true],
      ['open', 'parallel', false],
      ['checking', 'atomic', false],
      ['done', 'final', false],
    ]);
    expect(find(view, 'closed.hist')).toMatchObject({ kind: 'history', history: 'deep' });
    expect(find(view, 'open').children.map((s) => s.key)).toEqual(['light', 'sensor']);
    expect(find(view, 'open.light.on').initial).toBe(true);
  });

  it('labels transitions as the Mermaid diagrams do (event, guard, delays, invoke outcomes, targetless ones), targets from the nearest common state', () => {
    const lines = (path: string) => find(view, path).transitions.map((t) => [t.event, t.guard, t.targets.map((x) => x.label)]);
    expect(lines('')).toEqual([['lock.reset', undefined, ['closed']]]);
    expect(lines('closed')).toEqual([
      ['door.open', 'isUnlocked', ['open']],
      ['door.open', 'not isUnlocked', ['alarm']],
    ]);
    expect(lines('closed.idle')).toEqual([['after 500ms', undefined, ['alarm']]]);
    expect(lines('closed.alarm')).toEqual([
      ['alarm.silence', undefined, ['idle']],
      ['alarm.log', 'levelIn(levels: high, max; at: 2)', []],
    ]);
    expect(lines('checking')).toEqual([
      ['onDone checkDoor', undefined, ['done']],
      ['onError checkDoor', undefined, ['closed']],
    ]);
    expect(find(view, 'checking').invokes).toEqual(['checkDoor']);
    expect(countView(view)).toEqual({ states: 12, transitions: 10 });
  });
});

describe('activePaths and describeValue', () => {
  it('gives every leaf and all its ancestors, parallel regions included', () => {
    expect([...activePaths('checking')]).toEqual(['', 'checking']);
    expect([...activePaths({ open: { light: 'on', sensor: {} } })].sort()).toEqual(['', 'open', 'open.light', 'open.light.on', 'open.sensor']);
    expect(describeValue({ closed: 'alarm' })).toBe('closed.alarm');
    expect(describeValue({ open: { light: 'on', sensor: {} } })).toBe('open.light.on | sensor');
  });
});

describe('listCharts', () => {
  it('names the charts of the machine modules as docs/statecharts does, one per exported machine', () => {
    const one = createMachine({ id: 'one' });
    const two = createMachine({ id: 'two' });
    const charts = listCharts({
      '/machines/b/beta.machine.ts': { betaMachine: one, helper: 42 },
      '/machines/a/alpha.machine.ts': { firstMachine: one, secondThingMachine: two, zAlias: one },
    });
    expect(charts.map((c) => [c.name, c.file, c.exportName])).toEqual([
      ['alpha.first', 'machines/a/alpha.machine.ts', 'firstMachine'],
      ['alpha.second-thing', 'machines/a/alpha.machine.ts', 'secondThingMachine'],
      ['beta', 'machines/b/beta.machine.ts', 'betaMachine'],
    ]);
  });

  it("finds the project's charts, whose state names all survive the feed's masking", () => {
    const charts = listCharts(import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true }));
    expect(charts.map((c) => c.name)).toEqual(expect.arrayContaining(['cookie-consent', 'pend', 'reservation']));
    const keys = (s: StateView): string[] => [s.key, ...s.children.flatMap(keys)];
    const masked = charts.flatMap((c) => keys(chartView(c.machine)).filter(isSensitiveKey));
    expect(masked).toEqual([]);
  });
});

describe('applyLiveMessage', () => {
  const snapshot = (over: Partial<LiveSnapshotMessage>): LiveSnapshotMessage => ({
    type: 'snapshot', tab: 't1', actorId: 'x:0', sessionId: 'x:0', machineId: 'door', value: 'checking', status: 'active', at: 10, ...over,
  });

  it('keeps the newest snapshot per tab and actor, and marks a closed tab’s actors gone', () => {
    let actors: LiveActors = new Map();
    actors = applyLiveMessage(actors, snapshot({}));
    actors = applyLiveMessage(actors, snapshot({ tab: 't2', value: 'done', status: 'done', at: 11 }));
    actors = applyLiveMessage(actors, snapshot({ value: { closed: 'idle' }, at: 12 }));
    actors = applyLiveMessage(actors, snapshot({ value: 'stale', at: 11 }));
    expect(actors.get('t1/x:0')?.value).toEqual({ closed: 'idle' });
    expect(applyLiveMessage(actors, { type: 'hello' })).toBe(actors);

    const mine = actorsOf(actors, 'door');
    expect(mine.map((a) => [a.key, isLive(a), isHighlighted(a), statusText(a)])).toEqual([
      ['t1/x:0', true, true, 'live'],
      ['t2/x:0', false, true, 'done'],
    ]);
    actors = applyLiveMessage(actors, { type: 'bye', tab: 't1', at: 20 });
    expect(actors.get('t1/x:0')).toMatchObject({ gone: true, at: 20 });
    expect(isHighlighted(actors.get('t1/x:0')!)).toBe(false);
    expect(statusText(actors.get('t1/x:0')!)).toMatch(/^gone/);
    // A snapshot made before the bye and delivered after it does not bring the closed tab back.
    expect(applyLiveMessage(actors, snapshot({ at: 15 }))).toBe(actors);
    // The tab came back (restored from the back-forward cache): its snapshot made since revives the actor.
    actors = applyLiveMessage(actors, snapshot({ at: 25 }));
    expect(isLive(actors.get('t1/x:0')!)).toBe(true);
    expect(actorsOf(actors, 'other')).toEqual([]);
  });
});
