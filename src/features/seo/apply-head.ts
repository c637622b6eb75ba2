import { parseLocale } from '../../i18n/locale';
import { publicPageOf } from './page-catalog';
import { pageHead } from './page-head';

// Keeps the head in step on client navigation (the pre-render wrote it for the first page): loaded
// lazily after each navigation, so no page's first JavaScript carries the descriptions.

function upsert(doc: Document, selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    doc.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const element = (doc: Document, tag: string, attributes: Record<string, string>) => () => {
  const created = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
};

export function applyHead(doc: Document, location: { pathname: string; search: string; origin: string }): void {
  const page = publicPageOf(location.pathname);
  const lang = parseLocale(new URLSearchParams(location.search).get('lang') ?? doc.documentElement.lang);
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (!page) {
    doc.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  const head = pageHead(page, lang, { title: doc.title, origin: location.origin });
  upsert(doc, 'meta[name="description"]', element(doc, 'meta', { name: 'description' }), 'content', head.description);
  upsert(doc, 'link[rel="canonical"]', element(doc, 'link', { rel: 'canonical' }), 'href', head.canonical);
  for (const alternate of head.alternates) {
    doc.head.append(element(doc, 'link', { rel: 'alternate', ...alternate })());
  }
  upsert(doc, 'meta[property="og:url"]', element(doc, 'meta', { property: 'og:url' }), 'content', head.canonical);
  upsert(doc, 'meta[property="og:description"]', element(doc, 'meta', { property: 'og:description' }), 'content', head.description);
  upsert(doc, 'meta[property="og:locale"]', element(doc, 'meta', { property: 'og:locale' }), 'content', head.ogLocale);
}
