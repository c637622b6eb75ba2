import type { InspectionEvent } from 'xstate';

// The light half of the inspector, in the first JavaScript: a few lines deciding whether
// inspection is on. `?inspect` (or a build with VITE_INSPECT=true) turns it on for the browser
// tab's session (sessionStorage), `?inspect=off` turns it off. When off, `inspect` is undefined and
// nothing else is loaded; when on, the Stately inspector (./inspector.ts) is loaded with
// `import()` and the events the actors emitted meanwhile are handed to it in order.

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
export function deferredInspect(load: () => Promise<InspectListener>): InspectListener {
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
      console.warn('The Stately inspector could not be loaded', error);
    },
  );
  return (event) => {
    if (target) target(event);
    else if (queue && queue.length < MAX_QUEUED) queue.push(event);
  };
}

/** For `createActor(logic, { inspect })`: undefined unless inspection is on. */
export const inspect: InspectListener | undefined = inspectionOn()
  ? deferredInspect(() => import('./inspector').then((module) => module.startInspector()))
  : undefined;

