import { fromPromise } from 'xstate';
import { decodeReservation } from '../../../../domain/reservation/reservation-state';
import type {
  ApiError,
  ApiResult,
  ReservationActorTypes,
  ReservationPatch,
  SeatMap,
} from '../../../../machines/reservation/reservation-actors';
import type { ApiResult as ClientResult } from '../../../api/api-result';
import type { ServiceClient } from '../../../api/service-clients';

// The seats step's actor slots over the websale client (getSeats, setSeats), kept apart from the
// other slots so the seat work and the payment work do not edit the same file.

type Output<K extends 'loadSeats' | 'saveSeats'> = ReservationActorTypes[K]['output'];
type Input<K extends 'loadSeats' | 'saveSeats'> = ReservationActorTypes[K]['input'];

function toResult<T, U>(result: ClientResult<T>, map: (data: T) => U): ApiResult<U> {
  if (result.success) return { ok: true, data: map(result.data) };
  const errors = result.error.errors.map((item): ApiError => {
    return { code: item.code, ...(item.field ? { field: item.field } : {}), ...(item.seats?.length ? { seats: item.seats } : {}) };
  });
  return { ok: false, errors };
}

interface ReservationPayload {
  code: string;
  reservation: string;
  summary?: unknown;
}

function patchOf(payload: ReservationPayload): ReservationPatch {
  const decoded = decodeReservation(payload.reservation);
  const summary = (payload.summary ?? decoded?.summary ?? null) as ReservationPatch['summary'];
  return { ...(decoded ?? {}), code: payload.code, summary };
}

export function createSeatActors(client: ServiceClient<'websale'>) {
  return {
    loadSeats: fromPromise<Output<'loadSeats'>, Input<'loadSeats'>>(async ({ input }) => {
      const result = await client.call('get', '/reservation/seats', { params: { query: { code: input.code, direction: input.leg } } });
      return toResult(
        result,
        (data): SeatMap => ({
          direction: data.direction,
          name: data.name,
          rows: data.rows,
          columns: data.columns,
          cells: data.cells.map((cell) => ({ ...cell, position: cell.position ?? null, state: cell.state ?? null })),
          seats_to_pick: data.seats_to_pick,
          discount_seats: data.discount_seats,
          seats_healthy: data.seats_healthy,
          held_until: data.held_until ?? null,
        }),
      );
    }),
    saveSeats: fromPromise<Output<'saveSeats'>, Input<'saveSeats'>>(async ({ input }) => {
      const result = await client.call('post', '/reservation/seats', {
        body: { code: input.code, departure: input.seats.departure, return: input.seats.return },
      });
      return toResult(result, patchOf);
    }),
  };
}
