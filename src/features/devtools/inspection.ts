import type { InspectionEvent } from 'xstate';

// The light half of the inspector, in the first JavaScript: a few lines deciding whether
// inspection is on. `?inspect` (or a build with VITE_INSPECT=true) turns it on for the browser
// tab's session (sessionStorage), `?inspect=off` turns it off. When off, `inspect` is undefined and
// nothing else is loaded; when on, the Stately inspector (./inspector.ts) is loaded with
// `import()` and the events the actors emitted meanwhile are handed to it in order. The same goes
// for the offline statechart viewer's live feed (./live-feed.ts) when the viewer is enabled;
// with both on, every event goes to both.

type InspectListener = (event: InspectionEvent) => void;

export const INSPECT_STORAGE_KEY = 'inspect';
const OFF = new Set(['off', '0', 'false', 'no']);
const MAX_QUEUED = 1000;

/** Whether inspection is on, and what to remember for the session ('on', 'off' or nothing new). */
export function resolveInspection(input: { search: string; stored: string | null; buildFlag: boolean }): {
  on: boolean;
  remember: 'on' | 'off' | null;
} {
  const asked = new URLSearchParams(input.search).get('inspect');
  if (asked !== null) {
    const on = !OFF.has(asked.trim().toLowerCase());
    return { on, remember: on ? 'on' : 'off' };
  }
  if (input.stored === 'on' || input.stored === 'off') return { on: input.stored === 'on', remember: null };
  return { on: input.buildFlag, remember: null };
}

function inspectionOn(): boolean {
  if (typeof window === 'undefined') return false;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(INSPECT_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the URL and the build flag still decide.
  }
  const { on, remember } = resolveInspection({
    search: window.location.search,
    stored,
    buildFlag: import.meta.env.VITE_INSPECT === 'true',
  });
  try {
    if (remember) window.sessionStorage.setItem(INSPECT_STORAGE_KEY, remember);
  } catch {
    // Not remembered: the next page load without `?inspect` is not inspected.
  }
  return on;
}

/** An inspect callback that queues events until `load` gives the real (masking) one. */
export function deferredInspect(load: () => Promise<InspectListener>, what = 'The Stately inspector'): InspectListener {
  let queue: InspectionEvent[] | null = [];
  let target: InspectListener | null = null;
  load().then(
    (listener) => {
      target = listener;
      queue?.forEach((event) => listener(event));
      queue = null;
    },
    (error: unknown) => {
      queue = null;
      console.warn(`${what} could not be loaded`, error);
    },
  );
  return (event) => {
    if (target) target(event);
    else if (queue && queue.length < MAX_QUEUED) queue.push(event);
  };
}

/** One inspect callback for several (or undefined for none); one failing never stops the others. */
export function fanOut(listeners: InspectListener[]): InspectListener | undefined {
  if (listeners.length < 2) return listeners[0];
  return (event) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.warn('An inspector failed', error);
      }
    }
  };
}

/** For `createActor(logic, { inspect })`: undefined unless the Stately inspector or the viewer's feed is on. */
export const inspect: InspectListener | undefined = fanOut([
  ...(inspectionOn() ? [deferredInspect(() => import('./inspector').then((module) => module.startInspector()))] : []),
  // The statechart viewer's live feed (./live-feed.ts, docs/decisions/010): always under the dev
  // server (never under Vitest), in a build only with VITE_STATECHARTS=true. The condition starts with
  // build-time constants, so any other build drops this line and the feed's chunk altogether.
  ...(((import.meta.env.DEV && import.meta.env.MODE !== 'test') || import.meta.env.VITE_STATECHARTS === 'true') && typeof window !== 'undefined'
    ? [deferredInspect(() => import('./live-feed').then((module) => module.startLiveFeed()), 'The statechart live feed')]
    : []),
]);
