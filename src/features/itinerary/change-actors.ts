import { fromPromise } from 'xstate';
import type { Failure, Result } from '../../../domain/result';
import type { AvailabilityInput, ChangeAvailability, ChangeOutcome, ChangeRequest, ChangeSchedules, SchedulesInput } from '../../../machines/itinerary/change.ports';
import type { ChargeAnswer, ChargeInput } from '../../../machines/payment/payment.ports';
import type { components } from '../../api/generated/itinerary';
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
      };
      const result = await client.call('post', '/reservation/{id}/change_schedule', { params: { path: { id: input.code } }, body, signal });
      return result.ok ? { ok: true, data: outcomeOf(result.data) } : failures(result.errors);
    }),
  };
}

/** What changeSchedule answers (the contract's ChangedOk). */
interface Changed {
  settled_by: ChangeOutcome['settledBy'];
  fare_difference: number;
  reference?: string | null;
  itinerary: components['schemas']['Itinerary'];
}

function outcomeOf({ settled_by: settledBy, fare_difference: fareDifference, reference, itinerary }: Changed): ChangeOutcome {
  return { settledBy, fareDifference, reference: reference ?? null, found: { ok: true, data: itineraryViewOf(itinerary) } };
}

/**
 * The card checkout's charge for a dearer bus: the move with the card (one attempt, its own key), or the
 * challenge's answer with the attempt's key. The server charges and moves in one call; its receipt is the
 * change made.
 */
export function createChangeCharge(client: ServiceClient<'itinerary'>) {
  return fromPromise<ChargeAnswer, ChargeInput>(async ({ input, signal }) => {
    const order = input.order as ChangeRequest;
    const attemptKey = input.attemptKey;
    const body = {
      token: order.token,
      ticket_id: order.ticketId,
      date: order.date,
      schedule_id: order.scheduleId,
      schedule_detail_id: order.scheduleDetailId,
      ...(order.seat === null ? {} : { seat: order.seat }),
      idempotency_key: attemptKey,
      ...(input.card ? { card: input.card } : {}),
      ...(input.challengeCode === null ? {} : { challenge_code: input.challengeCode }),
    };
    const result = await client.call('post', '/reservation/{id}/change_schedule', { params: { path: { id: order.code } }, body, signal });
    if (result.ok) return { ok: true, data: { status: 'paid', receipt: outcomeOf(result.data) } };
    // The bank asks for its code: the attempt waits, on the server, for it.
    if (result.errors.some((e) => e.code === 'payment_challenge_required')) return { ok: true, data: { status: 'challenge', attemptKey } };
    return failures(result.errors);
  });
}
