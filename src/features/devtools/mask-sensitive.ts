// What the Stately inspector may see of a flow: a deep, JSON-like copy of an event, snapshot or
// input in which card numbers, CVV, passwords, session values, tokens and PINs are replaced by
// MASK. Pure: the value given is never changed. Used only by the inspector (never by the flows).

export const MASK = '•••';

// Keys are compared lower-cased with `_`, `-` and spaces removed: `card_number`, `cardNumber` and
// `Card-Number` are the same key. `sessionId` is not here on purpose: it is the inspector's own
// actor id (every inspection event carries one), not a traveller's session. The reservation's flow
// token (`flowToken`, header `x-flow-token`) and link token (`ticketsLink.token`, `link_token`)
// open a traveller's tickets (decision 019), so they are masked like any other token.
const SENSITIVE_KEY =
  /^(?:(?:card)?(?:number|num|no)|pan|cvv2?|cvc2?|securitycode|(?:new|old|current|confirm)?(?:password|passwd|pwd)|pin|x?(?:access|refresh|auth|session|card|wallet|api|flow|link)?token|session(?:token|key|value|data)?|secret|authorization)$/;

// 13 to 19 digits, possibly grouped by single spaces or dashes (4242 4242 4242 4242), not part of
// a longer run of digits. Strings only: numbers such as timestamps in milliseconds stay readable.
const CARD_LIKE_DIGITS = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

const MAX_DEPTH = 24;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.toLowerCase().replace(/[\s_-]/g, ''));
}

/** A masked, plain (JSON-like, structured-cloneable) deep copy of `value`. */
export function maskSensitive(value: unknown): unknown {
  return copy(value, new WeakSet(), 0);
}

function maskString(value: string): string {
  return value.replace(CARD_LIKE_DIGITS, MASK);
}

function copy(value: unknown, ancestors: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return maskString(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  ancestors.add(value);
  try {
    return copyObject(value, ancestors, depth + 1);
  } finally {
    ancestors.delete(value);
  }
}

function copyObject(value: object, ancestors: WeakSet<object>, depth: number): unknown {
  // Like JSON: an object that says how it serialises (Date, XState snapshots and actor refs) is
  // copied from that.
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return copy(toJSON.call(value), ancestors, depth);
  if (Array.isArray(value)) return value.map((item) => copy(item, ancestors, depth) ?? null);
  if (value instanceof Map) return copyEntries([...value.entries()].map(([key, item]) => [String(key), item]), ancestors, depth);
  if (value instanceof Set) return [...value].map((item) => copy(item, ancestors, depth) ?? null);
  if (value instanceof Error) return copyEntries([['name', value.name], ['message', value.message]], ancestors, depth);
  return copyEntries(Object.entries(value), ancestors, depth);
}

function copyEntries(entries: [string, unknown][], ancestors: WeakSet<object>, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of entries) {
    // Empty values stay visible (knowing no card was entered yet is useful and reveals nothing).
    if (isSensitiveKey(key) && item !== null && item !== undefined && item !== '') {
      result[key] = MASK;
      continue;
    }
    const copied = copy(item, ancestors, depth);
    if (copied !== undefined) result[key] = copied;
  }
  return result;
}
