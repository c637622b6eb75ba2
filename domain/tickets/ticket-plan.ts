import type { PassengerType } from '../search/passengers';
import { generatePin, ticketCode, type TicketType } from './ticket-codes';

// Which tickets a confirmed reservation gets: one per passenger per leg, numbered in a fixed
// order (departure legs first, passengers in reservation order) so a repeated confirmation
// computes the same codes and the database's unique code rejects a second set.

export interface PlannedPassenger {
  id: number;
  type: PassengerType;
}

export interface PlannedLeg {
  leg: 'departure' | 'return';
  /** Null for an open leg (no schedule yet). */
  departureId: number | null;
  /** Seat per passenger id; infants ride on a lap and have none. */
  seats: ReadonlyMap<number, number>;
}

export interface PlannedTicket {
  code: string;
  pin: string | null;
  type: TicketType;
  passengerId: number;
  leg: 'departure' | 'return';
  departureId: number | null;
  seatNumber: number | null;
}

/** An approved payment issues E-tickets; a store or office order issues PEND tickets. */
export function ticketTypeForPayment(status: 'approved' | 'order_generated'): TicketType {
  return status === 'approved' ? 'E-ticket' : 'PEND';
}

/**
 * PINs go to tickets that can board; a PEND gets its PIN when it is paid, so a PIN on paper
 * always means "paid".
 */
export function planTickets(args: {
  reservationCode: string;
  passengers: readonly PlannedPassenger[];
  legs: readonly PlannedLeg[];
  type: TicketType;
  randomInt: (bound: number) => number;
}): PlannedTicket[] {
  const legs = [...args.legs].sort((a, b) => (a.leg === b.leg ? 0 : a.leg === 'departure' ? -1 : 1));
  let index = 0;
  return legs.flatMap((leg) =>
    args.passengers.map((passenger) => {
      index += 1;
      return {
        code: ticketCode(args.reservationCode, index),
        pin: args.type === 'PEND' ? null : generatePin(args.randomInt),
        type: args.type,
        passengerId: passenger.id,
        leg: leg.leg,
        departureId: leg.departureId,
        seatNumber: passenger.type === 'infant' ? null : (leg.seats.get(passenger.id) ?? null),
      };
    }),
  );
}
