import { readFileSync, statSync } from 'node:fs';
import { basename, join, normalize } from 'node:path';

// The pictures a pre-rendered page draws inside its HTML (src/features/tours/first-picture.tsx): a small SVG
// of the site's (public/, copied into the build) that a phone shows without scrolling. As a file of its own it
// was requested once the HTML had arrived and painted about 0.3 s after the text (the LCP of /tours and of a
// tour's page on a simulated phone, bench/README.md); inside the page it paints with the text. A larger file,
// a raster photo or another site's address stays an <img>.

/** Above this a picture costs the page's first bytes more than its own request would (Vite inlines up to 4 KB too). */
export const INLINE_PICTURE_BYTES = 4096;

/**
 * An SVG file's markup as an element of a page: what a browser would not draw in an <img> (scripts, handlers,
 * outside references) refuses it; its ids are given the file's name, so two pictures on one page keep their own
 * gradients; the element is hidden from assistive technology (first-picture.tsx names the picture on its box).
 */
export function svgForPage(svg: string, name: string): string | undefined {
  const text = svg
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->/g, '')
    .trim()
    .replace(/>\s+</g, '><');
  if (!text.startsWith('<svg') || /<script|<foreignObject|\son\w+\s*=|(?:href|url\()\s*=?\s*["']?\s*(?!#)[\w-]+:/i.test(text)) return undefined;
  const prefix = `${name.replace(/[^\w-]/g, '')}-`;
  return text
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`)
    .replace(/^<svg\b([^>]*)>/, (_, attributes: string) => `<svg${attributes.replace(/\s(?:role|aria-[\w-]+|focusable)="[^"]*"/g, '')} aria-hidden="true" focusable="false">`);
}

/** `src` → its markup for the page when it is a small SVG of the build in `distDir`; undefined otherwise. */
export function inlinePictures(distDir: string): (src: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  const read = (src: string) => {
    if (!/^\/[\w/.-]+\.svg$/.test(src) || normalize(src) !== src) return undefined;
    const file = join(distDir, src);
    try {
      if (statSync(file).size > INLINE_PICTURE_BYTES) return undefined;
      return svgForPage(readFileSync(file, 'utf8'), basename(src, '.svg'));
    } catch {
      return undefined;
    }
  };
  return (src) => {
    if (!known.has(src)) known.set(src, read(src));
    return known.get(src);
  };
}
