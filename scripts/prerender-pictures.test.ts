import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_PICTURE_BYTES, inlinePictures, svgForPage } from './prerender-pictures';

// The small SVGs a pre-rendered page draws itself (first-picture.tsx): each keeps its own gradients beside another
// on the same page, is named by its box rather than read twice, and only a picture of the site's, small and
// self-contained, is drawn this way; anything else stays an <img>.

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const islands =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">\n  <defs><linearGradient id="s"><stop offset="0" stop-color="#8fd3f4"/></linearGradient></defs>\n  <rect width="320" height="200" fill="url(#s)"/><use href="#s"/>\n</svg>\n';

describe('svgForPage', () => {
  it("gives the picture's ids its name, hides the drawing from assistive technology and drops the file's prolog", () => {
    expect(svgForPage(islands, 'islas-marietas')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" aria-hidden="true" focusable="false"><defs><linearGradient id="islas-marietas-s"><stop offset="0" stop-color="#8fd3f4"/></linearGradient></defs><rect width="320" height="200" fill="url(#islas-marietas-s)"/><use href="#islas-marietas-s"/></svg>',
    );
  });

  it('refuses a drawing with a script, a handler, embedded HTML or a reference outside itself', () => {
    for (const svg of [
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"><rect/></svg>',
      '<svg><foreignObject><p>x</p></foreignObject></svg>',
      '<svg><image href="https://example.com/a.png"/></svg>',
      '<svg><rect fill="url(https://example.com/a.svg#g)"/></svg>',
      '<html><svg/></html>',
    ])
      expect(svgForPage(svg, 'x'), svg).toBeUndefined();
  });
});

describe('inlinePictures', () => {
  function build(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }

  it("draws a small SVG of the build, and leaves a large one, a photo, a missing file and another site's address to a request", () => {
    const dir = build({
      'images/tours/islas-marietas.svg': islands,
      'images/tours/large.svg': `<svg>${'<rect/>'.repeat(INLINE_PICTURE_BYTES / 6)}</svg>`,
      'images/tours/photo.jpg': 'jpeg',
    });
    const inline = inlinePictures(dir);
    expect(inline('/images/tours/islas-marietas.svg')).toContain('id="islas-marietas-s"');
    for (const src of ['/images/tours/large.svg', '/images/tours/photo.jpg', '/images/tours/missing.svg', 'https://example.com/a.svg', '/images/../../etc/a.svg'])
      expect(inline(src), src).toBeUndefined();
  });
});
