import { useEffect, useState } from 'react';

// A display clock: the time by the flow's own clock (`now`), read again every `everyMs`. Timers
// live in clocks and charts only (tests/architecture/no-timers-or-module-state.test.ts).

export function useTickingNow(now: () => number, everyMs = 1000): number {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), everyMs);
    return () => clearInterval(timer);
  }, [now, everyMs]);
  return current;
}
