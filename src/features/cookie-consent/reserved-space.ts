import { useLayoutEffect, useRef } from 'react';

/** The CSS variable the page's foot and scroll padding read (src/styles/feedback.css). */
export const RESERVED_SPACE_VARIABLE = '--cookie-banner-height';

/**
 * Keeps the height of a fixed element at the foot of the screen in a CSS variable on the document while it is
 * shown, so the page adds that much room below its end and scrolls a focused or revealed element above it: what
 * the element covers can always be scrolled out from under it.
 */
export function useReservedSpace<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = element.ownerDocument.documentElement;
    const keep = () => root.style.setProperty(RESERVED_SPACE_VARIABLE, `${element.getBoundingClientRect().height}px`);
    keep();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keep);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(RESERVED_SPACE_VARIABLE);
    };
  }, [shown]);
  return ref;
}
