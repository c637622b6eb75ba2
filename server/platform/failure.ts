import type { ErrorCode, ServiceName } from '../../domain/errors/catalogue.gen';

// What a use case answers when it refuses: plain values the route maps to the envelope (server/http),
// so use cases never see an HTTP context and can be called from a test, a job or another service.

export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 500 | 503;

export interface FailureItem<S extends ServiceName = 'websale'> {
  code: ErrorCode<S>;
  field?: string;
  /** Appended to the catalogue message in parentheses, e.g. the seats concerned. */
  detail?: string;
  /** Seat errors name the seats so a client can mark them on the map. */
  seats?: number[];
}

export interface Failure<S extends ServiceName = 'websale'> {
  ok: false;
  status: FailureStatus;
  errors: Array<FailureItem<S>>;
}

export type Outcome<T, S extends ServiceName = 'websale'> = { ok: true; value: T } | Failure<S>;

export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function refuse<S extends ServiceName = 'websale'>(status: FailureStatus, code: ErrorCode<S>, field?: string, detail?: string): Failure<S> {
  return { ok: false, status, errors: [{ code, ...(field ? { field } : {}), ...(detail ? { detail } : {}) }] };
}
