import * as v from 'valibot';
import { failed, ok, type Failed, type Failure, type Result } from '../../domain/result';

// The response envelope of every service read into the one result shape (domain/result.ts): a
// client never throws; a refusal, an outage or a malformed answer is a failure value.

/** Codes for failures that happen on the client side, before or instead of a server answer. */
export const clientErrorCodes = {
  network: 'network_error',
  aborted: 'request_aborted',
  invalidResponse: 'invalid_response',
  unexpected: 'unexpected_error',
} as const;

const errorItemSchema = v.object({
  code: v.union([v.string(), v.number()]),
  message: v.optional(v.string(), ''),
  field: v.optional(v.string()),
  seats: v.optional(v.array(v.number())),
});

const envelopeSchema = v.object({
  http: v.object({ code: v.number(), status: v.string() }),
  content: v.object({
    data: v.optional(v.unknown(), null),
    errors: v.optional(v.nullable(v.array(v.unknown())), []),
  }),
});

function clientFailure(code: string, message: string, httpStatus?: number): Failed {
  return failed(code, httpStatus === undefined ? { message } : { message, httpStatus });
}

function toErrorItems(raw: readonly unknown[] | null): Failure[] {
  const items: Failure[] = [];
  for (const entry of raw ?? []) {
    const parsed = v.safeParse(errorItemSchema, entry);
    if (!parsed.success) continue;
    const item: Failure = { code: String(parsed.output.code), message: parsed.output.message };
    if (parsed.output.field !== undefined) item.field = parsed.output.field;
    if (parsed.output.seats !== undefined) item.seats = parsed.output.seats;
    items.push(item);
  }
  return items;
}

/**
 * Success needs all three: an OK response, `http.code` 200 and `http.status` "success".
 * Anything else is a failure with the envelope's errors, so the caller sees the server's own
 * error codes whatever the HTTP status was.
 */
export function readEnvelope<T>(body: unknown, httpStatus: number): Result<T> {
  const parsed = v.safeParse(envelopeSchema, body);
  if (!parsed.success) {
    return clientFailure(clientErrorCodes.invalidResponse, `Respuesta sin el formato esperado (HTTP ${httpStatus})`, httpStatus);
  }
  const { http, content } = parsed.output;
  if (httpStatus === 200 && http.code === 200 && http.status === 'success') {
    return ok(content.data as T);
  }
  const errors = toErrorItems(content.errors);
  if (errors.length === 0) {
    errors.push({ code: clientErrorCodes.unexpected, message: `Solicitud fallida (HTTP ${httpStatus})` });
  }
  return { ok: false, errors, httpStatus };
}

/** Marks a rejection that came from `fetch` itself, so it is not mistaken for a bug in our code. */
export class NetworkFailure extends Error {
  constructor(readonly reason: unknown) {
    super('network failure');
    this.name = 'NetworkFailure';
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Errors a rejection may carry, e.g. a proxy or a fetch wrapper attaching the envelope's content. */
function carriedErrors(reason: unknown): Failure[] {
  if (typeof reason !== 'object' || reason === null) return [];
  const holder = reason as { errors?: unknown; content?: { errors?: unknown } };
  const raw = holder.content?.errors ?? holder.errors;
  return Array.isArray(raw) ? toErrorItems(raw) : [];
}

/** A rejected fetch or a thrown exception, turned into a value. */
export function failureFromException(error: unknown): Failed {
  if (error instanceof NetworkFailure) {
    if (isAbort(error.reason)) return clientFailure(clientErrorCodes.aborted, 'Solicitud cancelada');
    const errors = carriedErrors(error.reason);
    if (errors.length > 0) return { ok: false, errors };
    return clientFailure(clientErrorCodes.network, 'No fue posible conectar con el servidor');
  }
  if (isAbort(error)) return clientFailure(clientErrorCodes.aborted, 'Solicitud cancelada');
  const message = error instanceof Error ? error.message : String(error);
  return clientFailure(clientErrorCodes.unexpected, message);
}
