/**
 * A new key for one payment attempt, made when the traveller confirms a payment. The server charges each key
 * once: the same attempt repeated (a double click, a retried call) answers as the first time, and a new
 * attempt (another card after a decline) gets a new key, so a declined attempt never blocks the next one.
 * Made at the moment of the attempt and never kept in a chart's context, which the path planner compares.
 */
export function newPaymentKey(): string {
  return `pay-${globalThis.crypto.randomUUID()}`;
}
