type ScrollWindow = Pick<Window, 'scrollTo'> & { matchMedia?: Window['matchMedia'] };

/** docs/rules/site.md#on-every-navigation: each navigation scrolls smoothly to the top, instantly for visitors who ask for reduced motion. */
export function scrollToTop(win: ScrollWindow): void {
  const reduceMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}
