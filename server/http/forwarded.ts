import type { Context } from 'hono';

// What a proxy in front says about the request it passed on (X-Forwarded-For, -Host, -Proto), believed only
// through TRUST_PROXY proxies (`ServerConfig.trustProxy`). Without them those headers are whatever the
// client wrote, and nothing reads them: the socket's address, the Host header and the socket's scheme decide.

export type ForwardedHeader = 'x-forwarded-for' | 'x-forwarded-host' | 'x-forwarded-proto';

/**
 * The entry a trusted proxy wrote: `trustProxy` places from the right, since each proxy appends what it saw
 * (a proxy that replaces the header leaves one entry, which is then the one). Entries a client forged stand
 * further left and change nothing. Undefined with no trusted proxy, or when the header is absent or empty.
 */
export function forwarded(c: Context, header: ForwardedHeader, trustProxy: number): string | undefined {
  if (trustProxy <= 0) return undefined;
  const chain = (c.req.header(header) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - trustProxy)];
}
