import { createContext, useContext, useState } from 'react';

// A picture a phone shows without scrolling, often a page's largest paint (LCP). An `<img>`, even with a `data:`
// address, is loaded and decoded on its own after the HTML is parsed, and painted once that is done: behind the
// app's scripts, which a phone runs first (0.3 to 1 s after the text on /tours, bench/README.md). A small SVG of the
// site's is drawn inside the page instead: the build's pre-render gives its markup through `PictureInline`
// (scripts/prerender-pictures.ts), and it paints in the same frame as the text. In the browser the picture keeps
// the markup the page already has, so hydration makes the same; a picture the page does not have yet (a client
// navigation to another one) is an `<img>`, asked for at once.

const MARK = 'data-picture';

/** The markup of a picture drawn in the page already (the pre-rendered one being hydrated), if any. */
function inPage(src: string): string | undefined {
  for (const element of globalThis.document?.querySelectorAll(`span[${MARK}]`) ?? []) if (element.getAttribute(MARK) === src) return element.innerHTML;
  return undefined;
}

/** Where a picture's inline markup comes from: the pre-render's files, else what the page already shows. */
export const PictureInline = createContext<(src: string) => string | undefined>(inPage);

interface Props {
  src: string;
  alt: string;
  className: string;
  width: number;
  height: number;
}

/** A picture drawn first: inside the page when the pre-render could, else an `<img>` requested at once and ahead of the rest. */
export function FirstPicture({ src, alt, className, width, height }: Props) {
  const inline = useContext(PictureInline);
  // Chosen once per address: a re-render never swaps the drawn picture for a request.
  const [kept] = useState(() => ({ src, markup: inline(src) }));
  if (kept.src === src && kept.markup !== undefined)
    return <span className={`${className} first-picture`} role="img" aria-label={alt} {...{ [MARK]: src }} dangerouslySetInnerHTML={{ __html: kept.markup }} />;
  return <img className={className} src={src} alt={alt} width={width} height={height} loading="eager" fetchPriority="high" />;
}
