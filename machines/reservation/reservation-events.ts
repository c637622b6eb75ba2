import type { Contact } from '../../domain/reservation/reservation-state';
import type { TravellerName } from '../../domain/reservation/traveller-rules';
import type { SearchInput } from '../../domain/search/search-schema';
import type { PaymentProgress } from '../payment/payment.setup';
import type { AdditionalsSelection, Leg, ScheduleChoice } from './reservation.ports';
import type { BookingMember, GotoStep } from './reservation-context';

/**
 * How the traveller reached the reservation start page: as the first page of the visit, from
 * another page of the flow, or from elsewhere on the site (the router binding tells).
 */
export type Arrival = 'first' | 'flow' | 'outside';

export type ReservationEvent =
  | { type: 'origins.retry' }
  | { type: 'search.change'; patch: SearchInput }
  | { type: 'search.submit' }
  | { type: 'search.swap' }
  | { type: 'promo.check' }
  | { type: 'schedule.select'; schedule: ScheduleChoice }
  | { type: 'schedules.nextDay' }
  | { type: 'schedules.prevDay' }
  | { type: 'schedules.retry' }
  | { type: 'schedules.submit' }
  /** The contact, whether they travel (as passenger 1), and every passenger's name and age in passenger order. */
  | { type: 'contact.submit'; contact: Contact; goesContact: boolean; travellers: TravellerName[] }
  /**
   * A frequent traveller signed in on the contact step: the reservation is linked to them (decision 034), and
   * stays theirs: a booking already linked is not linked again, whoever signs in later.
   */
  | { type: 'traveller.link'; member?: BookingMember }
  | { type: 'additionals.submit'; additionals: AdditionalsSelection }
  | { type: 'seats.retry' }
  | { type: 'seat.toggle'; leg: Leg; seat_number: number }
  | { type: 'seat.passenger'; leg: Leg; passenger_id: number }
  | { type: 'seats.submit' }
  | { type: 'payment.retry' }
  /** From the checkout (machines/payment), invoked on the payment step. */
  | PaymentProgress
  | { type: 'reservation.confirm' }
  | { type: 'ticket.retry' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: GotoStep }
  | { type: 'start.enter'; arrival: Arrival }
  | { type: 'home.arrive' }
  | { type: 'flow.leave' }
  | { type: 'clearing.due'; code: string | null }
  | { type: 'reservation.delete' }
  | { type: 'search.restart' }
  | { type: 'deadline.check' };

/** Told to whoever listens (the router binding): the chart reset itself and the traveller goes home. */
export type ReservationEmitted = { type: 'flow.exit' };
