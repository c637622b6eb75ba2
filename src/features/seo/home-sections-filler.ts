// Home's sections exist as HTML only (src/features/home/home-sections.tsx): after a client navigation
// to home, or a language switch there, their element is empty and is filled from the pre-rendered home
// page of the page's language. Without one (the dev server) it stays empty.

const SECTIONS_ID = 'home-sections';
const HOME_PATHS = new Set(['/', '/home']);

export async function fillHomeSections(doc: Document, pathname: string): Promise<void> {
  if (!HOME_PATHS.has(pathname)) return;
  const lang = doc.documentElement.lang;
  try {
    // Fetched first: by the time it answers, React has put the new page's (empty) element in place.
    const page = await (await fetch(`/?lang=${lang}`)).text();
    const sections = new DOMParser().parseFromString(page, 'text/html').getElementById(SECTIONS_ID);
    const element = doc.getElementById(SECTIONS_ID);
    if (sections && element?.dataset.lang === lang && element.childElementCount === 0) element.innerHTML = sections.innerHTML;
  } catch {
    // Offline or not built: home without its sections; the search form still works.
  }
}
