import { readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

// The pictures a pre-rendered page carries inside its HTML (src/components/media/first-picture.tsx): a small
// SVG of the site's (public/, copied into the build) that a phone shows without scrolling. As a file of its own
// it was requested only once the HTML had arrived and painted about 0.3 s after the text (the LCP of /tours
// and of a tour's page on a simulated phone, bench/README.md); inside the page it paints with the text. A
// larger file, a raster photo or another site's address stays a request.

/** Above this a picture costs the page's first bytes more than its own request would (Vite inlines up to 4 KB too). */
export const INLINE_PICTURE_BYTES = 4096;

/** An SVG document as a `data:` address: readable, and only the characters a URL or an attribute needs escaped. */
export function svgDataAddress(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><');
  return `data:image/svg+xml,${text.replace(/[^\w .,:;=/'+*!$@~-]/gu, (char) => encodeURIComponent(char))}`;
}

/** `src` → its inline `data:` address when it is a small SVG of the build in `distDir`; undefined otherwise. */
export function inlinePictures(distDir: string): (src: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  const read = (src: string) => {
    if (!/^\/[\w/.-]+\.svg$/.test(src) || normalize(src) !== src) return undefined;
    const file = join(distDir, src);
    try {
      if (statSync(file).size > INLINE_PICTURE_BYTES) return undefined;
      return svgDataAddress(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  };
  return (src) => {
    if (!known.has(src)) known.set(src, read(src));
    return known.get(src);
  };
}
