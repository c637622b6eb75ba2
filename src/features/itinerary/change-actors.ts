import { fromPromise } from 'xstate';
import type { Failure, Result } from '../../../domain/result';
import type { AvailabilityInput, ChangeAvailability, ChangeOutcome, ChangeRequest, ChangeSchedules, SchedulesInput } from '../../../machines/itinerary/change.ports';
import type { ServiceClient } from '../../api/service-clients';
import { itineraryViewOf } from './itinerary-actors';

// The schedule change's slots (decisions 028, 033) over the itinerary client, in the chart's shapes.

const failures = (errors: readonly Failure[]) => ({ ok: false as const, errors: errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) })) });

export function createChangeActors(client: ServiceClient<'itinerary'>) {
  return {
    loadChangeSchedules: fromPromise<Result<ChangeSchedules>, SchedulesInput>(async ({ input, signal }) => {
      const query = { token: input.token, ticket_id: input.ticketId, date: input.date };
      const result = await client.call('get', '/reservation/{id}/schedules', { params: { path: { id: input.code }, query }, signal });
      if (!result.ok) return failures(result.errors);
      return {
        ok: true,
        data: {
          date: input.date,
          nextDay: result.data.next_day,
          prevDay: result.data.prev_day,
          options: result.data.schedules.map((o) => ({
            scheduleId: o.schedule_id,
            scheduleDetailId: o.schedule_detail_id,
            departureTime: o.departure_time,
            arrivalTime: o.arrival_time,
            busType: o.bus_type,
            freeSeats: o.free_seats,
            fareDifference: o.fare_difference ?? 0,
          })),
        },
      };
    }),
    checkChangeSeats: fromPromise<Result<ChangeAvailability>, AvailabilityInput>(async ({ input, signal }) => {
      const query = { token: input.token, ticket_id: input.ticketId, schedule_id: input.scheduleId, schedule_detail_id: input.scheduleDetailId };
      const result = await client.call('get', '/reservation/{id}/schedule_availability', { params: { path: { id: input.code }, query }, signal });
      if (!result.ok) return failures(result.errors);
      return { ok: true, data: { available: result.data.available, seats: result.data.seats, fareDifference: result.data.fare_difference, seatsNeeded: result.data.seats_needed } };
    }),
    applyChange: fromPromise<Result<ChangeOutcome>, ChangeRequest>(async ({ input, signal }) => {
      const body = {
        token: input.token,
        ticket_id: input.ticketId,
        date: input.date,
        schedule_id: input.scheduleId,
        schedule_detail_id: input.scheduleDetailId,
        ...(input.seat === null ? {} : { seat: input.seat }),
        ...(input.card === null ? {} : { card: input.card }),
        ...(input.idempotencyKey === null ? {} : { idempotency_key: input.idempotencyKey }),
      };
      const result = await client.call('post', '/reservation/{id}/change_schedule', { params: { path: { id: input.code } }, body, signal });
      if (!result.ok) return failures(result.errors);
      const { settled_by: settledBy, fare_difference: fareDifference, reference, itinerary } = result.data;
      return { ok: true, data: { settledBy, fareDifference, reference: reference ?? null, found: { ok: true, data: itineraryViewOf(itinerary) } } };
    }),
  };
}
