// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reveal } from './reveal';

function page(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** The message as the browser would place it: `top` px from the top of the viewport. */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40, x: 0, y: top, toJSON: () => ({}) });
}

/** Where the page is scrolled to when a scroll ends. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  scrolledTo(0);
});

describe('reveal', () => {
  it('focuses the first invalid field before any message and scrolls it to the middle', () => {
    const form = page('<form><p data-reveal>Revisa</p><input aria-invalid="true" name="a"></form>');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    reveal(form);
    expect(document.activeElement).toBe(form.querySelector('input'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
  });

  it('brings the message back when a scroll already under way ends with it out of view', () => {
    const box = page('<div><p data-reveal>Tu pago sigue pendiente</p></div>');
    const message = box.querySelector('p')!;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    reveal(box);
    expect(document.activeElement).toBe(message);
    placeAt(message, -900);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('leaves a message in view alone, and later scrolls (the traveller’s own) too', () => {
    vi.useFakeTimers();
    const box = page('<div><p data-reveal>Pagado</p></div>');
    const message = box.querySelector('p')!;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    reveal(box);
    vi.advanceTimersByTime(1001);
    placeAt(message, -900);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  // The reservation paths' lost "Continuar" after a declined card: the schedules list came with the decline
  // message revealed, the traveller scrolled down to the button at once, and the page jumped back to the
  // message under the click.
  it('leaves a scroll of the traveller’s own where it ends, even within the second', () => {
    vi.useFakeTimers();
    const box = page('<div><p data-reveal>El pago fue rechazado.</p></div>');
    const message = box.querySelector('p')!;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    reveal(box);
    placeAt(message, -900);
    scrolledTo(898);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
  });

  it('stops watching once the traveller touches, wheels or types', () => {
    for (const gesture of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
      const box = page('<div><p data-reveal>El pago fue rechazado.</p></div>');
      const message = box.querySelector('p')!;
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      reveal(box);
      window.dispatchEvent(new Event(gesture));
      placeAt(message, -900);
      window.dispatchEvent(new Event('scrollend'));
      expect(scrolled, gesture).toHaveBeenCalledTimes(1);
    }
  });
});
