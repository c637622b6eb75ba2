import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';

// The seam the browser path tests (`npm run test:paths`, docs/testing.md) drive the charts
// through. In a build made with VITE_PATH_GATE=true, the actors of a chart the test names are
// held at the gate: each call waits until the test releases it, then runs the real implementation
// against the real server (`continue`) or fails as a broken connection would (`fail`). The test
// thereby decides *when* an answer arrives, as the model's `xstate.done/error.actor.*` events do,
// while *what* arrives is the real answer. In every other build `gateActors` is the identity and
// the rest of this module is dropped from the bundle.

export type GateVerdict = 'continue' | 'fail';

interface HeldCall {
  chart: string;
  actor: string;
  release: (verdict: GateVerdict) => void;
}

/** What the test reaches through `window.__pathGate` (see tests/paths/lib/gate.ts). */
export interface PathGate {
  /** The charts whose actors are held (set by the test before the page loads). */
  charts: string[];
  /** Calls waiting for a verdict, oldest first. */
  held: HeldCall[];
  /** Lets the oldest held call of `actor` go on; false when none is held. */
  release: (chart: string, actor: string, verdict: GateVerdict) => boolean;
}

declare global {
  interface Window {
    __pathGate?: PathGate;
  }
}

/** The key under which a test lists, in session storage, the charts to hold (comma separated). */
export const PATH_GATE_STORAGE_KEY = 'path-gate';

function gate(): PathGate {
  if (window.__pathGate) return window.__pathGate;
  const charts = (window.sessionStorage.getItem(PATH_GATE_STORAGE_KEY) ?? '').split(',').filter(Boolean);
  const created: PathGate = {
    charts,
    held: [],
    release(chart, actor, verdict) {
      const index = created.held.findIndex((call) => call.chart === chart && call.actor === actor);
      if (index < 0) return false;
      const [call] = created.held.splice(index, 1);
      call!.release(verdict);
      return true;
    },
  };
  window.__pathGate = created;
  return created;
}

function held<T extends AnyActorLogic>(chart: string, name: string, logic: T): T {
  return fromPromise(async ({ input, signal }) => {
    const verdict = await new Promise<GateVerdict>((release) => {
      const call: HeldCall = { chart, actor: name, release };
      gate().held.push(call);
      // A call whose state was left (the actor stopped) is no longer waited for: drop it, so the
      // test releases the live one.
      signal.addEventListener('abort', () => {
        const index = gate().held.indexOf(call);
        if (index >= 0) gate().held.splice(index, 1);
      });
    });
    if (verdict === 'fail') throw new Error(`${name}: failed at the path gate`);
    const inner = createActor(logic as AnyActorLogic, { input });
    signal.addEventListener('abort', () => inner.stop());
    inner.start();
    return toPromise(inner);
  }) as unknown as T;
}

function gateIfAsked<T extends Record<string, AnyActorLogic>>(chart: string, actors: T): T {
  if (typeof window === 'undefined' || !gate().charts.includes(chart)) return actors;
  return Object.fromEntries(Object.entries(actors).map(([name, logic]) => [name, held(chart, name, logic)])) as T;
}

/** The chart's actors, held at the gate in path-test builds when the test asks for this chart. */
export const gateActors: <T extends Record<string, AnyActorLogic>>(chart: string, actors: T) => T =
  import.meta.env.VITE_PATH_GATE === 'true' ? gateIfAsked : (_chart, actors) => actors;

/** The key under which a test chooses the tickets-step reading (docs/rules/booking.md#the-tickets-step-rule-two-readings) the reservation runs with. */
export const PATH_TICKETS_ACCESS_KEY = 'path-tickets-access';

function readingAsked(): { ticketsAccess?: 'intended' | 'observed' } {
  const asked = typeof window === 'undefined' ? null : window.sessionStorage.getItem(PATH_TICKETS_ACCESS_KEY);
  return asked === 'intended' || asked === 'observed' ? { ticketsAccess: asked } : {};
}

/**
 * Extra input of a chart in path-test builds: for the reservation chart, the `ticketsAccess`
 * reading the test asks for, so both readings run in the browser. Nothing in every other build
 * (the default holds).
 */
export const pathTestInput: (chart: string) => { ticketsAccess?: 'intended' | 'observed' } =
  import.meta.env.VITE_PATH_GATE === 'true' ? (chart) => (chart === 'reservation' ? readingAsked() : {}) : () => ({});
