import { fromPromise } from 'xstate';
import type { Result } from '../../domain/result';
import type { Contact, PaymentStatus, ReservationInput } from '../../domain/reservation/reservation-state';
import type { PointsBalances } from '../../domain/loyalty/points-payment';
import type { Traveller } from '../../domain/reservation/traveller-rules';
import type { PassengerCounts, PassengerType } from '../../domain/search/passengers';
import type { Search } from '../../domain/search/search-schema';
import type { DiscountCounts } from '../../domain/seats/discount-quota';
import type { ConfirmationDetails } from './confirmation-details';
export type { ConfirmationDetails, ConfirmedLeg, ConfirmedPayment, ConfirmedTerminal } from './confirmation-details';

// The I/O of the reservation flow as named actor slots. The chart owns no fetch: the web app
// provides real implementations at the edge (`machine.provide({ actors })`) over the websale
// client, tests provide stubs. These types are the chart's own, not the generated contract
// types, so the chart does not move when a contract detail does; the edge maps between them.

export type Id = string | number;
export type Leg = 'departure' | 'return';

export type { Destination, Origin, Promotion, PromotionalCodeCheck } from './search-ports';
import type { Origin, Promotion, PromotionalCodeCheck } from './search-ports';

/** What the server answers with: any subset of the reservation, which the chart merges. */
export type ReservationPatch = Partial<ReservationInput>;
/**
 * The server's own payment deadline (ms since epoch) wins over the chart's estimate when present. The
 * flow token is what every later call must carry (decision 019): the code alone opens nothing.
 */
export type CreatedReservation = ReservationPatch & { code: string; payment_deadline?: number; flowToken?: string };

export interface ScheduleChoice {
  schedule_id: Id;
  schedule_detail_id: Id;
  layout_id: Id;
}
export interface ScheduleOption extends ScheduleChoice {
  departure_time?: string;
  arrival_time?: string;
  bus_type?: string;
  free_seats?: number;
  discount_seats?: DiscountCounts; // what this reservation can still have of each per-bus quota (docs/rules/booking.md#discount-quotas-per-bus)
  price?: number; // the leg, for the whole reservation
  /** Anything else the list shows (prices per passenger type, class, amenities...). */
  details?: Record<string, unknown>;
}
/** The schedules result (docs/rules/booking.md#schedules). */
export interface SchedulesPage {
  next_day: string | null;
  prev_day: string | null;
  schedules: ScheduleOption[];
}
export interface LoadSchedulesInput {
  code: string;
  flowToken: string;
  leg: Leg;
  date: string;
  passengers: PassengerCounts;
}
export interface LegChoice extends ScheduleChoice {
  date: string;
}
export interface SaveSchedulesInput {
  code: string;
  flowToken: string;
  departure: LegChoice;
  return: LegChoice | null;
}

export interface AdditionalsSelection {
  /** Passengers (by position) who take travel insurance. */
  insurance: number[];
  /** Shuttle destination (docs/rules/booking.md#the-shuttle-connection), or none. */
  shuttle: string | null;
  pet: boolean;
  wheelchair: boolean;
  /** What the wheelchair space needs (the contract asks for a note with it); the edge has a default. */
  wheelchairNote?: string;
  /**
   * The timeslots of the tours added to the order, for the whole party (docs/rules/tours.md#a-bus-trip-with-a-tour);
   * omitted: the tours the order holds stay as they are.
   */
  tours?: number[];
}

/** One cell of a bus grid, as the server draws it (row 1 is the front, columns left to right). */
export interface SeatCell {
  row: number;
  column: number;
  floor: number;
  /** wheelchair: a place for a wheelchair, held from the additionals step, never picked on the map. */
  kind: 'seat' | 'aisle' | 'driver' | 'wc' | 'stairs' | 'wheelchair';
  seat_number: number | null;
  position: 'window' | 'aisle' | null;
  /** taken = sold or held by another reservation; held = held by this one. */
  state: 'free' | 'taken' | 'held' | null;
  /** This reservation may choose the seat now (healthy distance can withhold a free seat). */
  offered: boolean;
}
/** The bus of one leg with what this reservation may still pick on it. */
export interface SeatMap {
  direction: Leg;
  name: string;
  rows: number;
  columns: number;
  cells: SeatCell[];
  /** One per passenger except infants. */
  seats_to_pick: number;
  /** Discounted seats this reservation can still use on this bus. */
  discount_seats: { student: number; teacher: number; inapam: number };
  seats_healthy: boolean;
  held_until: string | null;
  /** The seated passengers in reservation order, each with the seat held for them on this bus. */
  passengers: SeatPassenger[];
}
/** A passenger who needs a seat (infants ride on a lap), by the server's id; names once the contact step gave them. */
export type SeatPassenger = { id: number; type: PassengerType; first_name: string | null; last_name: string | null; seat_number: number | null };
/** One tap on the map: hold the seat for a passenger, or let one of the reservation's seats go. */
export type SeatTap = { leg: Leg; seat_number: number };
export interface PaymentOptions {
  methods: string[];
  /** MXN due. */
  total: number;
  /** What a foreign card is charged, shown before paying. */
  usd?: { amount: number; rate: number };
  /** ISO date-time: when the payment time runs out (the server's word). */
  deadline?: string;
  /** ISO date-time: until when a store or office order holds the seats; null for open tickets. */
  pendDeadline?: string | null;
  /** The signed-in frequent traveller's points by pool (decision 034); null when nobody is signed in. */
  points?: PointsBalances | null;
}
export interface PaymentOutcome {
  status: PaymentStatus;
  /** A 3-D Secure challenge to complete (status stays process). */
  challengeId?: string | null;
  /** Store cash: the printable reference and until when the store accepts it. */
  orderReference?: string | null;
  orderDeadline?: string | null;
  /** What the payer was charged (USD for a foreign card). */
  charged?: { amount: number; currency: string } | null;
  declineReason?: string | null;
  /** A catalogue code the traveller must read, e.g. `late_payment_reheld` (paid late, seats held again). */
  notice?: string | null;
}
/** What the checkout's charge port hands back for a reservation paid or ordered: the outcome and the method. */
export interface PaymentReceipt extends PaymentOutcome {
  method: string;
}

/** One issued ticket: one per passenger per leg. */
export interface TicketLine {
  number: string;
  type: string;
  passengerType: string;
  passengerName: string;
  leg: Leg;
  seat: number | null;
  departure: string | null;
  pin: string | null;
  pendDeadline: string | null;
  price: number;
  validUntil: string | null;
  /** The wheelchair place (1, 2…) held on this leg's bus for the reservation, if any. */
  wheelchairPlace?: number | null;
}
/** Confirm's link token (decision 019): opens the tickets without the flow until `expiresAt` (ISO). */
export interface TicketsLink {
  token: string;
  expiresAt: string;
}
export type ConfirmedReservation = ReservationPatch & { tickets?: TicketLine[]; ticketsLink?: TicketsLink | null; confirmation?: ConfirmationDetails | null };

export type TicketFormat = 'html' | 'pdf';
export interface TicketDocument {
  format: TicketFormat;
  /** Where the document can be fetched or shown. */
  url: string;
  /** The same tickets as a PDF to download, and its file name. */
  pdfUrl?: string;
  pdfFileName?: string;
}

/** A call about the flow's reservation: its code and the flow token that proves it is this flow's. */
type WithCode<T = object> = T & { code: string; flowToken: string };

/** Input and output of every slot, for implementers at the edge. */
export interface ReservationActorTypes {
  loadOrigins: { input: Record<string, never>; output: Result<Origin[]> };
  checkPromotionalCode: { input: PromotionalCodeCheck; output: Result<Promotion> };
  createReservation: { input: { search: Search }; output: Result<CreatedReservation> };
  loadSchedules: { input: LoadSchedulesInput; output: Result<SchedulesPage> };
  saveSchedules: { input: SaveSchedulesInput; output: Result<ReservationPatch> };
  saveContact: { input: WithCode<{ contact: Contact; goesContact: boolean; travellers: Traveller[] }>; output: Result<ReservationPatch> };
  /** The signed-in frequent traveller linked to the reservation (websale `traveller`; the edge adds the session). */
  linkTraveller: { input: WithCode<{ activeReward: boolean }>; output: Result<ReservationPatch> };
  saveAdditionals: { input: WithCode<{ additionals: AdditionalsSelection }>; output: Result<ReservationPatch> };
  loadSeats: { input: WithCode<{ leg: Leg }>; output: Result<SeatMap> };
  holdSeat: { input: WithCode<SeatTap & { passenger_id: number }>; output: Result<SeatMap> };
  releaseSeat: { input: WithCode<SeatTap>; output: Result<SeatMap> };
  loadPayment: { input: WithCode; output: Result<PaymentOptions> };
  confirmReservation: { input: WithCode; output: Result<ConfirmedReservation> };
  loadTicket: { input: WithCode<{ format: TicketFormat }>; output: Result<TicketDocument> };
  deleteReservation: { input: WithCode; output: Result<null> };
}

type SlotName = keyof ReservationActorTypes;

// A stub that rejects, so forgetting to provide a slot fails loudly instead of faking success.
function unprovided<K extends SlotName>(name: K) {
  return fromPromise<ReservationActorTypes[K]['output'], ReservationActorTypes[K]['input']>(async () => {
    throw new Error(`reservation actor "${name}" was not provided`);
  });
}

export const reservationActorSlots = {
  loadOrigins: unprovided('loadOrigins'),
  checkPromotionalCode: unprovided('checkPromotionalCode'),
  createReservation: unprovided('createReservation'),
  loadSchedules: unprovided('loadSchedules'),
  saveSchedules: unprovided('saveSchedules'),
  saveContact: unprovided('saveContact'),
  linkTraveller: unprovided('linkTraveller'),
  saveAdditionals: unprovided('saveAdditionals'),
  loadSeats: unprovided('loadSeats'),
  holdSeat: unprovided('holdSeat'),
  releaseSeat: unprovided('releaseSeat'),
  loadPayment: unprovided('loadPayment'),
  confirmReservation: unprovided('confirmReservation'),
  loadTicket: unprovided('loadTicket'),
  deleteReservation: unprovided('deleteReservation'),
};
