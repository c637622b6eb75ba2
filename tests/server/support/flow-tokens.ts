// The flow token of every reservation a test created (decision 019), so the helpers send it on every
// call of that reservation's flow as the SPA does, and existing tests keep asserting what they did.
// A test that plays a stranger passes `flowToken: null` (send none) or a token of its own to `call`.

const tokens = new Map<string, string>();

const codeIn = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' ? code.trim().toUpperCase() : undefined;
};

/** The token create answered for `code`, if a test created it here. */
export function flowTokenOf(code: string): string | undefined {
  return tokens.get(code.trim().toUpperCase());
}

/** The token a request about some reservation should carry: by the code in its query or body. */
export function flowTokenForRequest(path: string, body: unknown): string | undefined {
  const query = path.includes('?') ? new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('code') : null;
  const code = query ?? codeIn(body);
  return code ? flowTokenOf(code) : undefined;
}

/** Remembers the token of a create answer (any envelope whose data has `code` and `flow_token`). */
export function rememberFlowToken(envelope: unknown): void {
  const data = (envelope as { content?: { data?: { code?: unknown; flow_token?: unknown } } } | null)?.content?.data;
  if (data && typeof data.code === 'string' && typeof data.flow_token === 'string') tokens.set(data.code, data.flow_token);
}

/** Copies of a reservation share its stored token digest (bulk-reservations), so they share its token. */
export function shareFlowToken(template: string, copies: readonly string[]): void {
  const token = flowTokenOf(template);
  if (token) for (const copy of copies) tokens.set(copy, token);
}
