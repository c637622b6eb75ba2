import type { SeatMap } from '../../../../machines/reservation/reservation.ports';
import type { ServiceClient } from '../../../api/service-clients';
import type { components } from '../../../api/generated/websale';
import { flowHeader, slot, toResult } from './actor-slots';

// The seats step's actor slots over the websale client (getSeats, and holdSeat/releaseSeat for each tap),
// kept apart from the other slots so the seat work and the payment work do not edit the same file.

type WireSeatMap = components['schemas']['SeatMap'];

const seatMapOf = (data: WireSeatMap): SeatMap => ({
  direction: data.direction,
  name: data.name,
  rows: data.rows,
  columns: data.columns,
  cells: data.cells.map((cell) => ({ ...cell, position: cell.position ?? null, state: cell.state ?? null })),
  seats_to_pick: data.seats_to_pick,
  discount_seats: data.discount_seats,
  seats_healthy: data.seats_healthy,
  held_until: data.held_until ?? null,
  passengers: data.passengers.map((p) => ({ ...p, first_name: p.first_name ?? null, last_name: p.last_name ?? null, seat_number: p.seat_number ?? null })),
});

export function createSeatActors(client: ServiceClient<'websale'>) {
  return {
    loadSeats: slot<'loadSeats'>(async (input) => {
      const result = await client.call('get', '/reservation/seats', {
        params: { query: { code: input.code, direction: input.leg }, header: flowHeader(input.flowToken) },
      });
      return toResult(result, seatMapOf);
    }),
    holdSeat: slot<'holdSeat'>(async (input) => {
      const result = await client.call('post', '/reservation/seat', {
        params: { header: flowHeader(input.flowToken) },
        body: { code: input.code, direction: input.leg, seat_number: input.seat_number, passenger_id: input.passenger_id },
      });
      return toResult(result, seatMapOf);
    }),
    releaseSeat: slot<'releaseSeat'>(async (input) => {
      const result = await client.call('delete', '/reservation/seat', {
        params: { header: flowHeader(input.flowToken) },
        body: { code: input.code, direction: input.leg, seat_number: input.seat_number },
      });
      return toResult(result, seatMapOf);
    }),
  };
}
