import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { deferredInspect, inspect, resolveInspection } from './inspection';

describe('resolveInspection', () => {
  it('`?inspect` turns inspection on for the session, `?inspect=off` turns it off', () => {
    expect(resolveInspection({ search: '?inspect', stored: null, buildFlag: false })).toEqual({ on: true, remember: 'on' });
    expect(resolveInspection({ search: '?lang=en&inspect=1', stored: 'off', buildFlag: false })).toEqual({ on: true, remember: 'on' });
    expect(resolveInspection({ search: '?inspect=off', stored: 'on', buildFlag: true })).toEqual({ on: false, remember: 'off' });
  });

  it('without the parameter, the session choice wins, then the build flag', () => {
    expect(resolveInspection({ search: '', stored: 'on', buildFlag: false })).toEqual({ on: true, remember: null });
    expect(resolveInspection({ search: '?lang=en', stored: 'off', buildFlag: true })).toEqual({ on: false, remember: null });
    expect(resolveInspection({ search: '', stored: null, buildFlag: true })).toEqual({ on: true, remember: null });
    expect(resolveInspection({ search: '', stored: null, buildFlag: false })).toEqual({ on: false, remember: null });
  });

  it('is off by default (no window in these tests): actors get no inspect callback', () => {
    expect(inspect).toBeUndefined();
  });
});

describe('deferredInspect', () => {
  it('queues events until the inspector is loaded, then forwards them in order', async () => {
    let resolve!: (listener: (event: InspectionEvent) => void) => void;
    const received: string[] = [];
    const listener = deferredInspect(() => new Promise((done) => (resolve = done)));
    listener({ type: 'first' } as unknown as InspectionEvent);
    listener({ type: 'second' } as unknown as InspectionEvent);
    resolve((event) => received.push(event.type));
    await vi.waitFor(() => expect(received).toEqual(['first', 'second']));
    listener({ type: 'third' } as unknown as InspectionEvent);
    expect(received).toEqual(['first', 'second', 'third']);
  });

  it('drops events when the inspector fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const listener = deferredInspect(() => Promise.reject(new Error('offline')));
    listener({ type: 'x' } as unknown as InspectionEvent);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(() => listener({ type: 'y' } as unknown as InspectionEvent)).not.toThrow();
    warn.mockRestore();
  });
});
