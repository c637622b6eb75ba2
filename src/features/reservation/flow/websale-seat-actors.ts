import type { SeatMap } from '../../../../machines/reservation/reservation.ports';
import type { ServiceClient } from '../../../api/service-clients';
import { flowHeader, patchOf, slot, toResult } from './actor-slots';

// The seats step's actor slots over the websale client (getSeats, setSeats), kept apart from the
// other slots so the seat work and the payment work do not edit the same file.

export function createSeatActors(client: ServiceClient<'websale'>) {
  return {
    loadSeats: slot<'loadSeats'>(async (input) => {
      const result = await client.call('get', '/reservation/seats', {
        params: { query: { code: input.code, direction: input.leg }, header: flowHeader(input.flowToken) },
      });
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
    saveSeats: slot<'saveSeats'>(async (input) => {
      const result = await client.call('post', '/reservation/seats', {
        params: { header: flowHeader(input.flowToken) },
        body: { code: input.code, departure: input.seats.departure, return: input.seats.return },
      });
      return toResult(result, patchOf);
    }),
  };
}
