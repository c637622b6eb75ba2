type ScrollWindow = Pick<Window, 'scrollTo'> & { matchMedia?: Window['matchMedia'] };

/** SPEC §2: each navigation scrolls smoothly to the top, instantly for visitors who ask for reduced motion. */
export function scrollToTop(win: ScrollWindow): void {
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
