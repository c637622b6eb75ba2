import { useEffect, useRef } from 'react';

/**
 * Brings a refusal to the traveller: focus on the first thing to fix and that thing in the middle of
 * the screen, so a phone user sees it and a screen reader reads it (docs/rules/booking.md#refusals-come-into-view). Inside `container` the
 * first invalid field (`aria-invalid="true"`) wins, then the first `[data-reveal]` (an error summary or
 * a step's messages); the container itself is the last resort. Scrolling is instant: a smooth scroll
 * would leave the message off screen for a moment, and reduced-motion users would get it anyway.
 */
export function reveal(container: HTMLElement | null): void {
  if (!container) return;
  const target =
    container.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    container.querySelector<HTMLElement>('[data-reveal]') ??
    container;
  if (!target.matches('input, select, textarea, button, a[href], [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  // A smooth scroll already under way (the page's own scroll to the top after a navigation, docs/rules/site.md#on-every-navigation) can
  // carry the message away again: if such a scroll ends at the top within a second, bring the message back
  // when it is out of view. Any other scroll is the traveller's own (down to a button, say) and is left
  // where it ends, and so is everything after the traveller's first touch, wheel or key: pulling the page
  // back under a finger on its way to "Continuar" made the tap land elsewhere, or nowhere.
  const view = target.ownerDocument.defaultView;
  if (!view) return;
  const settle = new AbortController();
  const watch = { signal: settle.signal, capture: true, passive: true };
  for (const gesture of ['wheel', 'touchstart', 'pointerdown', 'keydown']) view.addEventListener(gesture, () => settle.abort(), watch);
  view.addEventListener(
    'scrollend',
    () => {
      if (view.scrollY > 0) return;
      settle.abort();
      const box = target.getBoundingClientRect();
      if (box.bottom < 0 || box.top > view.innerHeight) target.scrollIntoView({ block: 'center', inline: 'nearest' });
    },
    { signal: settle.signal },
  );
  view.setTimeout(() => settle.abort(), 1000);
}

/** A refusal, or null when there is none (nothing, or an empty list). */
function present(refusal: unknown): unknown {
  return !refusal || (Array.isArray(refusal) && refusal.length === 0) ? null : refusal;
}

/**
 * The same refusal: the same value, or lists of the same messages. A screen that shows part of a flow's
 * errors filters them on every render; the messages are the flow's own objects, new only with a new refusal.
 */
function sameRefusal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * Reveals inside the returned ref whenever `refusal` changes to a new truthy value (a new errors array,
 * a new decline). The same refusal kept across renders is revealed once, even as a list filtered afresh
 * on each render: revealing it again took the focus from the field the traveller was typing in (a new
 * code after "not found" kept only its first letter). Clearing it does nothing, and the next refusal,
 * even with the same messages, is revealed again.
 */
export function useRevealOnRefusal<T extends HTMLElement>(refusal: unknown) {
  const ref = useRef<T>(null);
  const shown = useRef<unknown>(null);
  const current = present(refusal);
  useEffect(() => {
    if (sameRefusal(shown.current, current)) return;
    shown.current = current;
    if (current) reveal(ref.current);
  }, [current]);
  return ref;
}
