import { fromPromise } from 'xstate';
import { readReservation } from '../../../../domain/reservation/reservation-state';
import type { Failure, Result } from '../../../../domain/result';
import type { CreatedReservation, ReservationActorTypes, ReservationPatch } from '../../../../machines/reservation/reservation.ports';

// What every real implementation of the reservation chart's actor slots shares: the slot typing,
// the client result turned into the chart's result value (expected failures are values, so the
// chart takes its explicit error transitions), and the decoding of a changing call's reservation.

export type Slot = keyof ReservationActorTypes;
export type Output<K extends Slot> = ReservationActorTypes[K]['output'];
export type Input<K extends Slot> = ReservationActorTypes[K]['input'];

export function slot<K extends Slot>(run: (input: Input<K>) => Promise<Output<K>>) {
  return fromPromise<Output<K>, Input<K>>(({ input }) => run(input));
}

/**
 * The client's result as a port's: the data mapped to the chart's type, the failures kept to what a
 * chart decides on (code, field, seats), without the server's wording or the HTTP status.
 */
export function toResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  if (result.ok) return { ok: true, data: map(result.data) };
  const errors = result.errors.map(
    (item): Failure => ({ code: item.code, ...(item.field ? { field: item.field } : {}), ...(item.seats?.length ? { seats: item.seats } : {}) }),
  );
  return { ok: false, errors };
}

/** The header that says the call comes from this reservation's own flow (decision 019). */
export { flowHeader } from '../../../../domain/http/flow-token';

export interface ReservationPayload {
  code: string;
  /** Base64 JSON on the wire; the same-origin client hands it over decoded. */
  reservation: unknown;
  summary?: unknown;
}

/** The reservation of a changing call, decoded; the summary travels beside it. */
export function patchOf(payload: ReservationPayload): CreatedReservation {
  const decoded = readReservation(payload.reservation);
  const summary = (payload.summary ?? decoded?.summary ?? null) as ReservationPatch['summary'];
  return { ...(decoded ?? {}), code: payload.code, summary };
}
