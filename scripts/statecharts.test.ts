import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, createMachine, not } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineToMermaid } from './statechart-mermaid';
import { discoverCharts, docsDir, renderStatecharts, repoRoot } from './statecharts';

describe('docs/statecharts', () => {
  it('matches what the machines render now', async () => {
    const files = await renderStatecharts();
    const stale: string[] = [];
    for (const [file, content] of files) {
      const committed = await readFile(path.join(repoRoot, file), 'utf8').catch(() => null);
      if (committed !== content) stale.push(file);
    }
    for (const entry of await readdir(path.join(repoRoot, docsDir))) {
      if (entry.endsWith('.md') && !files.has(`${docsDir}/${entry}`)) stale.push(`${docsDir}/${entry} (no such chart)`);
    }
    expect(stale, `Statechart diagrams are out of date: run \`npm run statecharts\` and commit ${docsDir}/`).toEqual([]);
  });

  it('finds every machine exported from machines/**/*.machine.ts and the index lists each one', async () => {
    const charts = await discoverCharts();
    const names = charts.map((chart) => chart.name);
    expect(names).toEqual(expect.arrayContaining(['cookie-consent', 'pend', 'reservation']));
    const files = await renderStatecharts();
    const index = files.get(`${docsDir}/README.md`) ?? '';
    for (const name of names) {
      expect(files.has(`${docsDir}/${name}.md`)).toBe(true);
      expect(index).toContain(`[${name}](${name}.md)`);
      expect(files.get(`${docsDir}/${name}.md`)).toMatch(new RegExp(`^# ${name}\\n\\n.+\\n\\n\`\`\`mermaid\\nstateDiagram-v2\\n`));
    }
  });
});

describe('machineToMermaid', () => {
  it('draws nesting, initial states, parallel regions, guard labels, delays, invokes and finals', () => {
    const machine = createMachine({
      id: 'door-lock',
      initial: 'closed',
      on: { 'lock.reset': '.closed' },
      states: {
        closed: {
          on: {
            'door.open': [{ guard: 'isUnlocked', target: 'open' }, { guard: not('isUnlocked'), target: 'closed.alarm' }],
          },
          initial: 'idle',
          states: { idle: { after: { 500: 'alarm' } }, alarm: { on: { 'alarm.silence': 'idle' } } },
        },
        open: {
          type: 'parallel',
          states: {
            light: { initial: 'on', states: { on: { on: { 'light.toggle': 'off' } }, off: { on: { 'light.toggle': 'on' } } } },
            'motion-sensor': { initial: 'watching', states: { watching: { always: { guard: and(['a', 'b']), target: 'watching' } } } },
          },
          on: { 'door.close': 'checking' },
        },
        checking: { invoke: { src: 'checkDoor', onDone: 'done', onError: 'closed' } },
        done: { type: 'final' },
      },
    });
    expect(machineToMermaid(machine).text).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> door_lock',
        '  state "door-lock" as door_lock {',
        '    [*] --> door_lock_closed',
        '    state "closed" as door_lock_closed {',
        '      [*] --> door_lock_closed_idle',
        '      state "idle" as door_lock_closed_idle',
        '      state "alarm" as door_lock_closed_alarm',
        '      door_lock_closed_alarm --> door_lock_closed_idle : alarm.silence',
        '      door_lock_closed_idle --> door_lock_closed_alarm : after 500ms',
        '    }',
        '    state "open" as door_lock_open {',
        '      state "light" as door_lock_open_light {',
        '        [*] --> door_lock_open_light_on',
        '        state "on" as door_lock_open_light_on',
        '        state "off" as door_lock_open_light_off',
        '        door_lock_open_light_off --> door_lock_open_light_on : light.toggle',
        '        door_lock_open_light_on --> door_lock_open_light_off : light.toggle',
        '      }',
        '      --',
        '      state "motion-sensor" as door_lock_open_motion_sensor {',
        '        [*] --> door_lock_open_motion_sensor_watching',
        '        state "watching" as door_lock_open_motion_sensor_watching',
        '        door_lock_open_motion_sensor_watching --> door_lock_open_motion_sensor_watching : always [a and b]',
        '      }',
        '    }',
        '    state "checking" as door_lock_checking',
        '    state "done" as door_lock_done',
        '    door_lock_done --> [*]',
        '    state "(any state of closed)" as door_lock_closed_any',
        '    door_lock_checking --> door_lock_closed : onError checkDoor',
        '    door_lock_checking --> door_lock_done : onDone checkDoor',
        '    door_lock_closed --> door_lock_open : door.open [isUnlocked]',
        '    door_lock_closed_any --> door_lock_closed_alarm : door.open [not isUnlocked]',
        '    door_lock_open --> door_lock_checking : door.close',
        '  }',
        '  state "(any state of door-lock)" as door_lock_any',
        '  door_lock_any --> door_lock_closed : lock.reset',
        '',
      ].join('\n'),
    );
  });
});
