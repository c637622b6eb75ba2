import { fromPromise } from 'xstate';
import { failed, type Result } from '../../domain/result';
import type { PassengerType } from '../../domain/search/passengers';
import type { SeatCell } from '../reservation/reservation.ports';
import type { FoundReservation, SavedReservation } from './itinerary.ports';

// The schedule change's and the open date's I/O (docs/rules/my-reservation.md#changing-the-schedule,
// docs/rules/my-reservation.md#confirming-an-open-date; decisions 028, 033): the same three calls for
// both, pick a date → a bus → a seat → confirm.

/** A bus the leg may move to, with the fare difference for the whole leg (MXN; positive is charged). */
export interface ChangeOption {
  scheduleId: number;
  scheduleDetailId: number;
  departureTime: string;
  arrivalTime: string;
  busType: string;
  freeSeats: number;
  fareDifference: number;
}

export interface ChangeSchedules {
  date: string;
  nextDay: string | null;
  prevDay: string | null;
  options: ChangeOption[];
}

/** A passenger of the leg who needs a seat on the new bus (an infant rides on a lap). */
export interface ChangePassenger {
  ticketId: number;
  passengerType: PassengerType;
  passengerName: string;
}

/** The new bus as the booking's seat step draws it. */
export interface ChangeBus {
  name: string;
  rows: number;
  columns: number;
  cells: SeatCell[];
}

export interface ChangeAvailability {
  available: boolean;
  seats: number[];
  fareDifference: number;
  seatsNeeded: number;
  /** Every passenger who gets a seat, in the reservation's order. */
  passengers: ChangePassenger[];
  bus: ChangeBus | null;
}

/** A seat chosen for one passenger of the leg. */
export interface ChosenSeat {
  ticketId: number;
  seat: number;
}

export interface ChangeOutcome {
  /** How the difference was settled, and the adapter's id or the store credit's code. */
  settledBy: 'none' | 'card_charge' | 'card_refund' | 'store_credit';
  fareDifference: number;
  reference: string | null;
  found: FoundReservation;
}

export interface SchedulesInput extends SavedReservation {
  ticketId: number;
  date: string;
}
export interface AvailabilityInput extends SavedReservation {
  ticketId: number;
  scheduleId: number;
  scheduleDetailId: number;
}
/** The move asked for; a dearer bus's difference is paid through the card checkout (machines/payment), which passes this on. */
export interface ChangeRequest extends AvailabilityInput {
  date: string;
  /** A seat for every seated passenger of the leg. */
  seats: ChosenSeat[];
}

export const changeActorSlots = {
  loadChangeSchedules: fromPromise<Result<ChangeSchedules>, SchedulesInput>(async () => failed('not_provided')),
  checkChangeSeats: fromPromise<Result<ChangeAvailability>, AvailabilityInput>(async () => failed('not_provided')),
  applyChange: fromPromise<Result<ChangeOutcome>, ChangeRequest>(async () => failed('not_provided')),
};
