import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue, serviceNames, type ErrorCode, type ServiceName } from '../../domain/errors/catalogue.gen';
import type { Failure, Outcome } from '../platform/failure';
import { sendJson } from './whole-answer';

export type Lang = 'es' | 'en';

export interface ErrorItem {
  code: string;
  message: string;
  field?: string;
  /** Websale seat errors name the seats concerned so a client can mark them on the map. */
  seats?: number[];
}

export interface Envelope<T> {
  http: { code: number; status: 'success' | 'error' };
  content: { data: T | null; errors: ErrorItem[] };
}

/** Service owning a request path (`/api/<service>/…`), for envelopes answered outside any service's handler. */
export function serviceOfPath(path: string): ServiceName {
  const name = /^\/api\/([^/?#]+)/.exec(path)?.[1];
  return (serviceNames as readonly string[]).includes(name ?? '') ? (name as ServiceName) : 'common';
}

/** docs/rules/services-and-api.md#the-language-header: the `lang` header picks the message language; anything other than `en` means Spanish. */
export function requestLang(c: Context): Lang {
  return c.req.header('lang')?.trim().toLowerCase() === 'en' ? 'en' : 'es';
}

export function ok<T>(c: Context, data: T) {
  const body: Envelope<T> = { http: { code: 200, status: 'success' }, content: { data, errors: [] } };
  return sendJson(c, 200, body);
}

export function errorItem<S extends ServiceName>(
  lang: Lang,
  service: S,
  code: ErrorCode<S>,
  field?: string,
  detail?: string,
): ErrorItem {
  const entry = (errorCatalogue[service] as Record<string, { es: string; en: string }>)[code];
  const base = entry ? entry[lang] : code;
  return { code, message: detail ? `${base} (${detail})` : base, ...(field ? { field } : {}) };
}

/**
 * Failure envelope with the catalogue message for `code` in the request's language. `detail` is
 * appended in parentheses when the message must name something, e.g. the operationId of a 501.
 */
export function fail<S extends ServiceName>(
  c: Context,
  status: ContentfulStatusCode,
  service: S,
  code: ErrorCode<S>,
  field?: string,
  detail?: string,
) {
  return failWith(c, status, [errorItem(requestLang(c), service, code, field, detail)]);
}

export function failWith(c: Context, status: ContentfulStatusCode, errors: ErrorItem[]) {
  const body: Envelope<null> = { http: { code: status, status: 'error' }, content: { data: null, errors } };
  return sendJson(c, status, body);
}

/** A use case's refusal (server/platform/failure.ts) as the failure envelope, in the request's language. */
export function failWithOutcome<S extends ServiceName>(c: Context, service: S, failure: Failure<S>) {
  const lang = requestLang(c);
  return failWith(
    c,
    failure.status,
    failure.errors.map((e) => ({ ...errorItem(lang, service, e.code, e.field, e.detail), ...(e.seats ? { seats: e.seats } : {}) })),
  );
}

/** A use case's answer as the envelope: its value, or its failure with the catalogue's messages. */
export function respond<T, S extends ServiceName>(c: Context, service: S, outcome: Outcome<T, S>) {
  return outcome.ok ? ok(c, outcome.value) : failWithOutcome(c, service, outcome);
}
