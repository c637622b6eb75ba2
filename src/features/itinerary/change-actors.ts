import { fromPromise } from 'xstate';
import type { Failure, Result } from '../../../domain/result';
import type { AvailabilityInput, ChangeAvailability, ChangeOutcome, ChangeRequest, ChangeSchedules, SchedulesInput } from '../../../machines/itinerary/change.ports';
import type { ChargeAnswer, ChargeInput } from '../../../machines/payment/payment.ports';
import type { PendOrder } from '../../../machines/itinerary/pend.states';
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
      const { bus, passengers } = result.data;
      return {
        ok: true,
        data: {
          available: result.data.available,
          seats: result.data.seats,
          fareDifference: result.data.fare_difference,
          seatsNeeded: result.data.seats_needed,
          passengers: (passengers ?? []).map((p) => ({ ticketId: p.ticket_id, passengerType: p.passenger_type, passengerName: p.passenger_name })),
          bus: bus ? { name: bus.name, rows: bus.rows, columns: bus.columns, cells: bus.cells } : null,
        },
      };
    }),
    applyChange: fromPromise<Result<ChangeOutcome>, ChangeRequest>(async ({ input, signal }) => {
      const body = {
        token: input.token,
        ticket_id: input.ticketId,
        date: input.date,
        schedule_id: input.scheduleId,
        schedule_detail_id: input.scheduleDetailId,
        seats: seatsOf(input),
      };
      const result = await client.call('post', '/reservation/{id}/change_schedule', { params: { path: { id: input.code } }, body, signal });
      return result.ok ? { ok: true, data: outcomeOf(result.data) } : failures(result.errors);
    }),
  };
}

const seatsOf = (request: ChangeRequest) => request.seats.map((s) => ({ ticket_id: s.ticketId, seat: s.seat }));

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
 * The card checkout's charge, for the two orders this page pays: a dearer bus (the move with the card, one attempt,
 * its own key; the server charges and moves in one call, its receipt the change made) or a PEND (paid before its
 * deadline, its receipt the reservation now). The challenge's answer comes with the attempt's key.
 */
export function createChangeCharge(client: ServiceClient<'itinerary'>) {
  return fromPromise<ChargeAnswer, ChargeInput>(async ({ input, signal }) => {
    const attemptKey = input.attemptKey;
    const payment = {
      idempotency_key: attemptKey,
      ...(input.card ? { card: input.card } : {}),
      ...(input.challengeCode === null ? {} : { challenge_code: input.challengeCode }),
    };
    if ('pend' in input.order) {
      const order = input.order as PendOrder;
      const paid = await client.call('post', '/reservation/{id}/pay_pend', { params: { path: { id: order.code } }, body: { token: order.token, ...payment }, signal });
      if (paid.ok) return { ok: true, data: { status: 'paid', receipt: { ok: true, data: itineraryViewOf(paid.data) } } };
      return challengeOr(paid.errors, attemptKey);
    }
    const order = input.order as ChangeRequest;
    const body = {
      token: order.token,
      ticket_id: order.ticketId,
      date: order.date,
      schedule_id: order.scheduleId,
      schedule_detail_id: order.scheduleDetailId,
      seats: seatsOf(order),
      ...payment,
    };
    const result = await client.call('post', '/reservation/{id}/change_schedule', { params: { path: { id: order.code } }, body, signal });
    if (result.ok) return { ok: true, data: { status: 'paid', receipt: outcomeOf(result.data) } };
    return challengeOr(result.errors, attemptKey);
  });
}

/** The bank asks for its code: the attempt waits, on the server, for it; any other refusal is the charge's. */
function challengeOr(errors: readonly Failure[], attemptKey: string): ChargeAnswer {
  if (errors.some((e) => e.code === 'payment_challenge_required')) return { ok: true, data: { status: 'challenge', attemptKey } };
  return failures(errors);
}
