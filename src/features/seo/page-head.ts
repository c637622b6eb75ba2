import type { Locale } from '../../i18n/locale';
import { BRAND_NAME } from '../../components/layout/brand';
import { placeName } from '../shell/shell-provider';
import type { PublicPage } from './page-catalog';
import { pageDescription } from './page-descriptions';

/**
 * Absolute addresses need the site's origin, which a build cannot know: the pre-rendered HTML carries
 * this mark and the server puts SITE_URL (or the request's origin) in its place when it serves the page.
 */
export const ORIGIN_MARK = '%SITE_ORIGIN%';

export interface PageHead {
  lang: Locale;
  title: string;
  description: string;
  canonical: string;
  /** hreflang → address: es-MX (Spanish), en (English), x-default (Spanish, the site's default). */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  ogLocale: string;
  jsonLd: readonly object[];
}

const LANG_QUERY: Record<Locale, string> = { es: '', en: '?lang=en' };
const OG_LOCALE: Record<Locale, string> = { es: 'es_MX', en: 'en_US' };

/** A page's address in a language: English is the same path with ?lang=en (decision 022). */
export function addressIn(path: string, lang: Locale): string {
  return `${path}${LANG_QUERY[lang]}`;
}

export function placeTitle(text: string): string {
  return `${text} | ${BRAND_NAME}`;
}

export function pageHead(
  page: PublicPage,
  lang: Locale,
  options: { title: string; origin: string; placeName?: string; jsonLd?: readonly object[] },
): PageHead {
  const url = (l: Locale) => `${options.origin}${addressIn(page.path, l)}`;
  return {
    lang,
    title: options.title,
    description: page.tour ? page.tour[lang].description : pageDescription(page.path, lang, options.placeName ?? (page.place ? placeName(page.place) : undefined)),
    canonical: url(lang),
    alternates: [
      { hreflang: 'es-MX', href: url('es') },
      { hreflang: 'en', href: url('en') },
      { hreflang: 'x-default', href: url('es') },
    ],
    ogLocale: OG_LOCALE[lang],
    jsonLd: options.jsonLd ?? [],
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script>: "</" would end the element early.
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> elements of a pre-rendered page (title, description, canonical, alternates, Open Graph, JSON-LD). */
export function headTagsHtml(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:locale" content="${head.ogLocale}" />`,
    `<meta property="og:image" content="${ORIGIN_MARK}/icons/icon-512.png" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}
