import type { CatalogueProduct } from './catalogue.queries';

// The catalogue's text search (docs/rules/tours.md#the-catalogue): every word of the query must appear in the
// tour's texts, in either language, ignoring case and accents. The catalogue is a few dozen rows kept in
// memory, so it is searched there, the same on both engines.

/** Lower case without diacritics: "Cañón" and "canon" compare equal. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchWords(query: string): string[] {
  return folded(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function haystack(p: CatalogueProduct): string {
  return folded(
    [p.slug, p.category, p.nameEs, p.nameEn, p.descriptionEs, p.descriptionEn, p.location, ...p.includesEs, ...p.includesEn, ...p.meetingPoints.map((m) => m.name)].join(' '),
  );
}

export function matchesWords(product: CatalogueProduct, words: string[]): boolean {
  if (words.length === 0) return true;
  const text = haystack(product);
  return words.every((word) => text.includes(word));
}
