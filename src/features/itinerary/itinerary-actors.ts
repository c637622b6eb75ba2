import { fromPromise } from 'xstate';
import type { Failure, Result } from '../../../domain/result';
import type { FindInput, FoundReservation, ItineraryView, Proof, ProofCodeRequest, ProofRequest, ProofSent, QuotedCancellation, ResentEmail, SavedReservation } from '../../../machines/itinerary/itinerary.ports';
import type { components } from '../../api/generated/itinerary';
import type { ServiceClient } from '../../api/service-clients';

// The itinerary chart's slots over the itinerary client: the contract's Itinerary mapped once into the
// chart's shape (the tickets page's legs and ticket lines, so the same cards show them). Expected
// failures come back as values, kept to their code and field.

type Itinerary = components['schemas']['Itinerary'];

const terminal = (t: components['schemas']['ItineraryTerminal']) => ({ id: t.id, name: t.name, address: t.address, timeZone: t.time_zone });

export function itineraryViewOf(data: Itinerary): ItineraryView {
  return {
    code: data.code,
    round: data.round,
    payment: data.payment,
    lang: data.lang,
    total: data.total,
    readToken: data.read_token,
    proof: data.proof,
    contact: { email: data.contact.email, phone: data.contact.phone },
    legs: data.legs.map((l) => ({
      leg: l.direction,
      origin: terminal(l.origin),
      destination: terminal(l.destination),
      departure: l.departure_datetime,
      boarding: l.boarding_datetime,
      arrival: l.arrival_datetime,
      serviceClass: l.service_class,
      pendDeadline: l.pend_deadline,
      shuttle: l.shuttle ?? null,
    })),
    tickets: data.tickets.map((t) => ({
      ticketId: t.ticket_id,
      state: t.state,
      canChange: t.can_change,
      open: t.open ?? false,
      number: t.number,
      type: t.ticket_type,
      passengerType: t.passenger_type,
      passengerName: t.passenger_name,
      leg: t.direction,
      seat: t.seat,
      departure: t.departure_datetime,
      pin: t.pin,
      pendDeadline: t.pend_deadline,
      price: t.price,
      validUntil: t.valid_until,
      wheelchairPlace: t.wheelchair_place ?? null,
    })),
    paid: data.paid
      ? {
          method: data.paid.method,
          status: data.paid.status,
          amount: data.paid.amount,
          charged: data.paid.charged,
          orderReference: data.paid.order_reference,
          orderDeadline: data.paid.order_deadline,
          refunded: data.paid.refunded ?? 0,
          cancellationRefunded: data.paid.cancellation_refunded ?? 0,
        }
      : null,
    extras: data.extras,
  };
}

const failures = (errors: readonly Failure[]): Failure[] => errors.map((e) => ({ code: e.code, ...(e.field ? { field: e.field } : {}) }));

function toFound(result: Result<Itinerary>): FoundReservation {
  return result.ok ? { ok: true, data: itineraryViewOf(result.data) } : { ok: false, errors: failures(result.errors) };
}

export function createItineraryActors(client: ServiceClient<'itinerary'>) {
  return {
    findReservation: fromPromise<FoundReservation, FindInput>(async ({ input, signal }) => {
      const query = 'token' in input ? { code: input.code, token: input.token } : { code: input.code, last_name: input.lastName };
      return toFound(await client.call('get', '/reservation/data', { params: { query }, signal }));
    }),
    quoteCancellation: fromPromise<QuotedCancellation, SavedReservation>(async ({ input, signal }) => {
      const result = await client.call('get', '/reservation/{id}/cancellation', { params: { path: { id: input.code }, query: { token: input.token } }, signal });
      if (!result.ok) return { ok: false, errors: failures(result.errors) };
      const { refund_to: refundTo, points_back: pointsBack, ...quote } = result.data;
      return { ok: true, data: { ...quote, refusal: quote.refusal ?? null, refundTo, ...(pointsBack ? { pointsBack } : {}) } };
    }),
    cancelReservation: fromPromise<FoundReservation, SavedReservation>(async ({ input, signal }) =>
      toFound(await client.call('post', '/reservation/{id}/cancel', { params: { path: { id: input.code } }, body: { token: input.token }, signal })),
    ),
    resendEmail: fromPromise<ResentEmail, SavedReservation>(async ({ input, signal }) => {
      const result = await client.call('post', '/reservation/{id}/resend_email', { params: { path: { id: input.code } }, body: { token: input.token }, signal });
      return result.ok ? { ok: true, data: { sentTo: result.data.sent_to } } : { ok: false, errors: failures(result.errors) };
    }),
    sendProofCode: fromPromise<Result<ProofSent>, ProofCodeRequest>(async ({ input, signal }) => {
      const body = { token: input.token, channel: input.channel };
      const result = await client.call('post', '/reservation/{id}/proof_code', { params: { path: { id: input.code } }, body, signal });
      return result.ok ? { ok: true, data: { channel: result.data.channel, sentTo: result.data.sent_to, expiresAt: result.data.expires_at } } : { ok: false, errors: failures(result.errors) };
    }),
    proveContact: fromPromise<Result<Proof>, ProofRequest>(async ({ input, signal }) => {
      const body = { token: input.token, proof_code: input.proofCode };
      const result = await client.call('post', '/reservation/{id}/proof', { params: { path: { id: input.code } }, body, signal });
      return result.ok ? { ok: true, data: { linkToken: result.data.link_token, linkExpiresAt: result.data.link_expires_at } } : { ok: false, errors: failures(result.errors) };
    }),
  };
}
