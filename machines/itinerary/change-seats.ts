import type { ChangeAvailability, ChosenSeat } from './change.ports';

// Seats on the new bus, one per passenger (docs/rules/my-reservation.md#changing-the-schedule), as the booking's seat
// step seats a party: a tap on a free seat seats the passenger chosen (else the first without a seat) and moves on to
// the next without one; a tap on a seat of theirs frees it and makes its passenger the one the next tap seats.

export interface SeatPicks {
  seats: ChosenSeat[];
  seatFor: number | null;
}

const firstUnseated = (availability: ChangeAvailability | null, seats: readonly ChosenSeat[]) =>
  availability?.passengers.find((p) => !seats.some((s) => s.ticketId === p.ticketId))?.ticketId ?? null;

export function tapSeat(availability: ChangeAvailability | null, picks: SeatPicks, seat: number): SeatPicks {
  const sitter = picks.seats.find((s) => s.seat === seat);
  if (sitter) return { seats: picks.seats.filter((s) => s.seat !== seat), seatFor: sitter.ticketId };
  if (!availability?.seats.includes(seat)) return picks;
  const who = picks.seatFor ?? firstUnseated(availability, picks.seats);
  if (who === null) return picks;
  const seats = [...picks.seats.filter((s) => s.ticketId !== who), { ticketId: who, seat }];
  return { seats, seatFor: firstUnseated(availability, seats) };
}

/** Every passenger of the leg has a seat: the change may be confirmed. */
export const everyoneSeated = (availability: ChangeAvailability | null, seats: readonly ChosenSeat[]) =>
  availability !== null && availability.passengers.length > 0 && availability.passengers.every((p) => seats.some((s) => s.ticketId === p.ticketId));
