import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { CATALOGUE_TTL_MS } from '../db/queries/catalogue-cache';
import type { Clock } from '../platform/clock';
import type { Outcome } from '../platform/failure';
import { failWithOutcome, type Envelope } from './envelope';
import { apartFromRequest } from '../platform/client-presence';
import { gzipBytes, sendWhole } from './whole-answer';

/** A success answer serialised once: the body sent and its entity tag. */
interface Prepared {
  // Encoded once: a kept answer is written as the same bytes to every client, not re-encoded per request.
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Its gzipped copy, made on the first client that takes gzip and kept with it. */
  gzipped: () => Uint8Array<ArrayBuffer>;
}

type Kept<S extends ServiceName> = { ok: true; answer: Prepared } | Exclude<Outcome<unknown, S>, { ok: true }>;

// Browsers and shared caches may keep the answer but must ask again each time; asking again with
// If-None-Match costs one 304 without a body while the catalogue has not changed.
const CACHE_CONTROL = 'public, no-cache';

function prepare(data: unknown): Prepared {
  const envelope: Envelope<unknown> = { http: { code: 200, status: 'success' }, content: { data, errors: [] } };
  const body = new TextEncoder().encode(JSON.stringify(envelope));
  let gzipped: Uint8Array<ArrayBuffer> | undefined;
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, gzipped: () => (gzipped ??= gzipBytes(body)) };
}

/** Whether an If-None-Match header names this tag (weak comparison, lists and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export interface ReadCache {
  /**
   * Answers a catalogue read from the process's copy, computing it with `produce` at most once per
   * CATALOGUE_TTL_MS per key (on the given clock). Successes are kept as their serialised envelope
   * with an ETag, and a request whose If-None-Match names it gets 304; refusals are not kept (any
   * key could be asked), they are produced again and answered in the request's language.
   * Only for answers that are the same for every client: never per-reservation or seat answers.
   */
  answer<S extends ServiceName>(c: Context, service: S, key: string, produce: () => Promise<Outcome<unknown, S>>): Promise<Response>;
}

export function createReadCache(clock: Clock): ReadCache {
  const kept = new Map<string, { at: number; value: Promise<Kept<ServiceName>> }>();

  function lookup<S extends ServiceName>(key: string, produce: () => Promise<Outcome<unknown, S>>): Promise<Kept<S>> {
    const now = clock.now().getTime();
    const entry = kept.get(key);
    if (entry && now >= entry.at && now - entry.at < CATALOGUE_TTL_MS) return entry.value as Promise<Kept<S>>;
    // Concurrent requests for a missing key share one computation; a refusal or an error is not kept.
    const value = apartFromRequest(produce).then((outcome): Kept<S> => (outcome.ok ? { ok: true, answer: prepare(outcome.value) } : outcome));
    const fresh = { at: now, value: value as Promise<Kept<ServiceName>> };
    kept.set(key, fresh);
    const forget = () => {
      if (kept.get(key) === fresh) kept.delete(key);
    };
    value.then((found) => (found.ok ? undefined : forget()), forget);
    return value;
  }

  return {
    async answer(c, service, key, produce) {
      const found = await lookup(key, produce);
      if (!found.ok) return failWithOutcome(c, service, found);
      const { body, etag, gzipped } = found.answer;
      c.header('Cache-Control', CACHE_CONTROL);
      // The lang header changes some answers (bus types, messages).
      c.header('Vary', 'lang');
      if (matches(c.req.header('if-none-match'), etag)) {
        c.header('ETag', etag);
        return c.body(null, 304);
      }
      return sendWhole(c, 200, 'application/json', { bytes: body, etag, gzipped });
    },
  };
}
