import { randomInt } from 'node:crypto';
import { planTickets, type PlannedLeg } from '../../../../domain/tickets/ticket-plan';
import type { TicketType } from '../../../../domain/tickets/ticket-codes';
import type { Clock } from '../../../platform/clock';
import type { ServerConfig } from '../../../platform/config';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import type { SeatSnapshot } from './payment-seats';
import type { LoadedReservation } from '../../reservations';
import { newLinkToken, queueTicketEmail } from '../../reservations';
import { insertTicketsSettled } from '../../reservations';

/** The legs a reservation's tickets are for: the departure always, the return on a round trip. */
function plannedLegs(loaded: LoadedReservation, seats: readonly SeatSnapshot[]): PlannedLeg[] {
  const { row } = loaded;
  const leg = (name: 'departure' | 'return', departureId: number | null): PlannedLeg => ({
    leg: name,
    departureId,
    seats: new Map(
      seats.filter((s) => departureId !== null && s.departureId === departureId && s.passengerId !== null).map((s) => [s.passengerId!, s.seatNumber]),
    ),
  });
  const legs = [leg('departure', row.departureOpen ? null : row.departureId)];
  if (row.roundTrip) legs.push(leg('return', row.returnOpen ? null : row.returnId));
  return legs;
}

/**
 * Inside the payment's transaction: one ticket per passenger per leg, the reservation's payment
 * status, and the confirmation e-mail with the PDF in the outbox. Ticket codes are fixed by the plan
 * (reservation code + index) and unique in the database, so a second issue for the same reservation
 * fails the whole transaction instead of printing a second set; the caller issues once per payment.
 */
export async function issueTickets(
  tx: Database,
  args: { loaded: LoadedReservation; seats: readonly SeatSnapshot[]; type: TicketType; status: 'approved' | 'order_generated'; lang: Lang; clock: Clock; config: Pick<ServerConfig, 'publicUrl' | 'company'> },
): Promise<void> {
  const { loaded, clock } = args;
  const now = clock.now();
  const planned = planTickets({
    reservationCode: loaded.row.code,
    passengers: loaded.passengers.map((p) => ({ id: p.id, type: p.type })),
    legs: plannedLegs(loaded, args.seats),
    type: args.type,
    randomInt: (bound) => randomInt(bound),
  });
  const validUntil = (leg: 'departure' | 'return') => (leg === 'departure' ? loaded.row.departureValidUntil : loaded.row.returnValidUntil);
  const rows = planned.map((t) => ({
    reservationId: loaded.row.id,
    passengerId: t.passengerId,
    departureId: t.departureId,
    seatNumber: t.seatNumber,
    type: t.type,
    leg: t.leg,
    code: t.code,
    pin: t.pin,
    issuedAt: now,
    validUntil: t.departureId === null ? validUntil(t.leg) : null,
  }));
  // The e-mail's link token is stored with the tickets: a round trip fewer in the sale's transaction.
  const link = loaded.row.contactEmail?.trim() ? newLinkToken(loaded, now) : null;
  const money = await insertTicketsSettled(tx, rows, { reservationId: loaded.row.id, status: args.status, now, link });
  await queueTicketEmail(tx, clock, loaded, rows, now, args.config, undefined, { money, ...(link ? { link } : {}) });
}
