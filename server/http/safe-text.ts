// Text the database and the JSON columns can store: PostgreSQL refuses NUL (U+0000) in text and jsonb,
// and a lone UTF-16 surrogate is not Unicode at all (jsonb refuses its \ud800 escape; a text column would
// silently store U+FFFD instead). Neither has a use in any field of any contract, so decoded input that
// carries one is refused where it enters (request-input.ts, validate.ts) rather than where it fails.

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !UNSAFE.test(text);

interface Visit {
  node: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, extra?: string): string {
  const keys: string[] = extra === undefined ? [] : [extra];
  for (let v: Visit | null = visit; v !== null; v = v.parent) if (v.key !== null) keys.unshift(v.key);
  return keys.join('.') || 'body';
}

/**
 * The path (`contact.first_name`, `travellers.0.last_name`) of a string in `value`, key or value, that
 * is not safe text; null when every string is. Iterative with parent links, so a deeply nested body
 * costs linear time and cannot exhaust the stack.
 */
export function unsafeTextField(value: unknown): string | null {
  const pending: Visit[] = [{ node: value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { node } = visit;
    if (typeof node === 'string') {
      if (!isSafeText(node)) return pathOf(visit);
    } else if (node !== null && typeof node === 'object') {
      const entries: Array<[string, unknown]> = Array.isArray(node) ? node.map((item, i) => [String(i), item]) : Object.entries(node);
      for (const [key, item] of entries) {
        if (!isSafeText(key)) return pathOf(visit, '(key)');
        pending.push({ node: item, key, parent: visit });
      }
    }
  }
  return null;
}
