// Browsers run a timer of more than 2^31 − 1 ms (about 24.8 days) at once: a PEND hold's limits can
// be months away. This clock, given to the PEND actor, waits in steps no longer than that and
// fires when the due time (by Date.now, so a moved or restored clock counts) has come.

export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TimerClock {
  setTimeout: (fn: (...args: unknown[]) => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export function createLongTimerClock(): TimerClock {
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 0;
  return {
    setTimeout(fn, ms) {
      const id = (nextId += 1);
      const due = Date.now() + ms;
      const step = () => {
        const left = due - Date.now();
        pending.set(
          id,
          setTimeout(() => {
            if (Date.now() >= due || left <= 0) {
              pending.delete(id);
              fn();
            } else step();
          }, Math.min(Math.max(0, left), MAX_TIMER_MS)),
        );
      };
      step();
      return id;
    },
    clearTimeout(id) {
      clearTimeout(pending.get(id as number));
      pending.delete(id as number);
    },
  };
}
