// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstPicture, PictureInline } from './first-picture';

// A picture a phone shows first: the pre-render draws a small SVG inside the page, and hydration keeps that
// drawing (no mismatch, no request); a page that did not have it (a client navigation) asks for the file at once.

const drawing = '<svg viewBox="0 0 320 200" aria-hidden="true" focusable="false"><rect width="320" height="200" fill="#1b9aaa"></rect></svg>';
const files = (src: string) => (src === '/images/tours/yelapa.svg' ? drawing : undefined);
const picture = (src: string) => <FirstPicture className="tours__hero" src={src} alt="Ilustración: la cascada de Yelapa" width={320} height={200} />;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('FirstPicture', () => {
  it('the pre-rendered drawing is named as an image and kept as it is through hydration', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<PictureInline.Provider value={files}>{picture('/images/tours/yelapa.svg')}</PictureInline.Provider>);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, picture('/images/tours/yelapa.svg'), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const image = screen.getByRole('img', { name: 'Ilustración: la cascada de Yelapa' });
    expect(image.tagName).toBe('SPAN');
    expect(image.innerHTML).toBe(drawing);
    expect(container.querySelector('img')).toBeNull();
  });

  it('a picture the page does not draw is an <img> of its file, asked for at once and ahead of the rest', () => {
    render(<PictureInline.Provider value={files}>{picture('/images/tours/photo.jpg')}</PictureInline.Provider>);
    const image = screen.getByRole('img', { name: 'Ilustración: la cascada de Yelapa' });
    expect(image.tagName).toBe('IMG');
    expect(Object.fromEntries([...image.attributes].map((a) => [a.name, a.value]))).toEqual({
      class: 'tours__hero', src: '/images/tours/photo.jpg', alt: 'Ilustración: la cascada de Yelapa', width: '320', height: '200', loading: 'eager', fetchpriority: 'high',
    });
  });

  it('in the browser, a drawing not in the page (a client navigation to it) is an <img> too', () => {
    render(picture('/images/tours/yelapa.svg'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('/images/tours/yelapa.svg');
  });
});
