import { useEffect, useState } from 'react';

// The order's display clock: the time by the chart's clock (`now`), read again every second. Timers live in
// clocks and charts only (tests/architecture/no-timers-or-module-state.test.ts).

export function useOrderNow(now: () => number, everyMs = 1000): number {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), everyMs);
    return () => clearInterval(timer);
  }, [now, everyMs]);
  return current;
}
