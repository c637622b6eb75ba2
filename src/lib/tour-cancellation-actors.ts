import { fromPromise } from 'xstate';
import type { Result } from '../../domain/result';
import type { BookingRef, TourCancellationView } from '../../machines/tours/tours.ports';
import type { components } from '../api/generated/tours';
import type { ServiceClient } from '../api/service-clients';

// A tour booking's cancellation over the tours client (getTourCancellation, cancelTourBooking), by the booking's
// id: the tours shop's ticket (its session) and My reservation opened by the confirmation e-mail's link both
// cancel through these. The contract's TourCancellation mapped once into the charts' shape.

type Cancellation = components['schemas']['TourCancellation'];

const viewOf = (c: Cancellation): TourCancellationView => ({ status: c.status, allowed: c.allowed, refusal: c.refusal ?? null, refund: c.refund, refundTo: c.refund_to, refundPoints: c.refund_points });

const answerOf = (result: Result<{ cancellation: Cancellation }>): Result<TourCancellationView> =>
  result.ok ? { ok: true, data: viewOf(result.data.cancellation) } : { ok: false, errors: result.errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) })) };

export function createTourCancellationActors(client: ServiceClient<'tours'>) {
  return {
    quoteCancellation: fromPromise<Result<TourCancellationView>, BookingRef>(async ({ input, signal }) =>
      answerOf(await client.call('get', '/tour/sale/cancel', { params: { query: { booking_id: input.bookingId } }, signal })),
    ),
    cancelBooking: fromPromise<Result<TourCancellationView>, BookingRef>(async ({ input, signal }) =>
      answerOf(await client.call('post', '/tour/sale/cancel', { params: { query: { booking_id: input.bookingId } }, signal })),
    ),
  };
}
