import { useState } from 'react';

// The home sections cost the home page almost no JavaScript (its budget, docs/rules/performance-budgets.md#homes-first-javascript): their components
// run in the build's pre-render only (src/entry-server.tsx puts their HTML into this element). The
// browser keeps that HTML through hydration. After a client navigation to home, or in another language
// (the page gives a `key` per language, so the element starts empty), the head updater loaded after
// each navigation fills it from the pre-rendered home page (src/features/seo/home-sections-filler.ts).
// React never changes the inside of an element whose inner HTML prop stays the same.

const SECTIONS_ID = 'home-sections';

/** The sections' HTML already in the page in `lang` (the pre-rendered page being hydrated), else ''. */
function sectionsInPage(lang: string): string {
  const element = globalThis.document?.getElementById(SECTIONS_ID);
  return element?.dataset.lang === lang ? element.innerHTML : '';
}

export function HomeSections({ lang }: { lang: string }) {
  const [html] = useState(() => sectionsInPage(lang));
  return <div id={SECTIONS_ID} className="home-sections" data-lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
