import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react';

// A picture a phone shows without scrolling, often a page's largest paint (LCP). The build's pre-render gives,
// through `PictureInline`, the contents of a small picture file of the site's as a `data:` address
// (scripts/prerender-pictures.ts), so the picture paints with the page's text instead of waiting for a request
// of its own after the HTML. In the browser the picture keeps the source the page already has: hydration then
// makes the same markup, and a picture drawn later (another address) is asked for by its address, at once.

const MARK = 'data-picture';

/** The `data:` address of a picture of the page already on screen (the pre-rendered one being hydrated), if any. */
function inPage(src: string): string | undefined {
  for (const img of globalThis.document?.querySelectorAll<HTMLImageElement>(`img[${MARK}]`) ?? []) {
    const shown = img.getAttribute('src');
    if (img.getAttribute(MARK) === src && shown?.startsWith('data:')) return shown;
  }
  return undefined;
}

/** Where a picture's inline contents come from: the pre-render's files, else what the page already shows. */
export const PictureInline = createContext<(src: string) => string | undefined>(inPage);

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'src'> & { src: string };

/** An `<img>` loaded first: inline when the pre-render could, else requested at once and ahead of the rest. */
export function FirstPicture({ src, ...attributes }: Props) {
  const inline = useContext(PictureInline);
  // Chosen once per address: a re-render never swaps an inline picture for a request.
  const [kept] = useState(() => ({ src, inline: inline(src) }));
  const shown = kept.src === src && kept.inline ? kept.inline : src;
  return <img {...attributes} src={shown} {...{ [MARK]: src }} loading="eager" fetchPriority="high" />;
}
