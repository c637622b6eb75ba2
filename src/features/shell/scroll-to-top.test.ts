import { describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll-to-top';

const fakeWindow = (reduce: boolean) => ({
  scrollTo: vi.fn(),
  matchMedia: vi.fn(() => ({ matches: reduce }) as MediaQueryList),
});

describe('scroll to top', () => {
  it('scrolls smoothly by default', () => {
    const win = fakeWindow(false);
    scrollToTop(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const win = fakeWindow(true);
    scrollToTop(win);
    expect(win.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
