import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLongTimerClock, MAX_TIMER_MS } from './long-timer-clock';

afterEach(() => vi.useRealTimers());

describe('long timer clock', () => {
  it('fires a timer months away when it is due, not at once', () => {
    vi.useFakeTimers();
    const clock = createLongTimerClock();
    const fired = vi.fn();
    const ninetyDays = 90 * 86_400_000;
    clock.setTimeout(fired, ninetyDays);
    vi.advanceTimersByTime(MAX_TIMER_MS + 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ninetyDays - MAX_TIMER_MS - 2);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('fires short timers as usual and can be cleared', () => {
    vi.useFakeTimers();
    const clock = createLongTimerClock();
    const fired = vi.fn();
    const cleared = vi.fn();
    clock.setTimeout(fired, 1_000);
    clock.clearTimeout(clock.setTimeout(cleared, 1_000));
    vi.advanceTimersByTime(1_000);
    expect(fired).toHaveBeenCalledTimes(1);
    expect(cleared).not.toHaveBeenCalled();
  });
});
