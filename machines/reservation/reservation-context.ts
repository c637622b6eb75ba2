import { defaultReservation, type Reservation } from '../../domain/reservation/reservation-state';
import type { ContactIssue } from '../../domain/reservation/contact-rules';
import type { ReservationStep } from '../../domain/reservation/step-rules';
import { addDays, dateInTimeZone, DEFAULT_TIME_ZONE } from '../../domain/search/calendar-dates';
import { defaultFareWindows, type FareWindows } from '../../domain/search/fare-windows';
import { emptyPassengers } from '../../domain/search/passengers';
import type { Search, SearchInput } from '../../domain/search/search-schema';
import type { SearchIssue } from '../../domain/search/search-rules';
import type { ServerMessage } from '../../domain/errors/server-message';
import type { Failure } from '../../domain/result';
import type { QuotaShortfall } from '../../domain/seats/discount-quota';
import type { LoyaltyTier } from '../../domain/loyalty/tiers';
import type {
  AdditionalsSelection,
  Leg,
  Origin,
  PaymentOptions,
  PaymentOutcome,
  SchedulesPage,
  SeatTap,
  TicketDocument,
  TicketLine,
  TicketsLink,
  Id,
  ConfirmationDetails,
} from './reservation.ports';
import { noSeatPassengers, type SeatMaps, type SeatPassengers } from './seat-selection';

// Context, input and pure helpers of the reservation chart. No I/O and no xstate here, so the
// helpers are plain functions the tests can call directly.

/** The tickets-step rule's two readings (docs/rules/booking.md#the-tickets-step-rule-two-readings): `intended` = only when settled; `observed` = always. */
export type TicketsAccess = 'intended' | 'observed';
export type FlowStep = 'search' | ReservationStep | 'tickets' | 'invoicing';
export type GotoStep = ReservationStep | 'tickets' | 'invoicing';

export interface ReservationMachineInput {
  ticketsAccess?: TicketsAccess;
  /** Minutes the traveller has to pay after the reservation is created. */
  holdMinutes?: number;
  /** Injectable clock (ms since epoch). */
  now?: () => number;
  timeZone?: string;
  fareWindows?: FareWindows;
  /** Starting values of the search form (e.g. from the home page). */
  search?: SearchInput;
}

/** What a bus lacks for the party: seats (how many are left) and the discount quotas it cannot fill. */
export interface ScheduleShortfall {
  seatsLeft: number | null;
  quotas: QuotaShortfall[];
}

/** A schedule chosen that cannot take the party, why (the list says so on it), and another bus of the day that can. */
export interface ScheduleRefusal extends ScheduleShortfall {
  leg: Leg;
  schedule_id: Id;
  schedule_detail_id: Id;
  /** Another bus of the listed day with room for the whole party, or null. */
  instead?: { schedule_id: Id; schedule_detail_id: Id; departure_time: string | null } | null;
}

/** The frequent traveller the booking is linked to: whose points it earns and whose luggage its tickets carry. */
export interface BookingMember {
  identify_card: string;
  tier: LoyaltyTier;
}

export interface ReservationContext {
  ticketsAccess: TicketsAccess;
  holdMinutes: number;
  /** A function, so it is not persisted; the persistence helpers put it back on restore. */
  now: () => number;
  timeZone: string;
  fareWindows: FareWindows;
  origins: Origin[];
  search: SearchInput;
  searchIssues: SearchIssue[];
  /** The search that passed the rules and is being (or was) created. */
  acceptedSearch: Search | null;
  /** Last promotional code asked about and the answer. */
  promotion: { code: string; valid: boolean; percent_off: number | null } | null;
  submitAfterPromotion: boolean;
  /** A submit sent while the origins were loading, made once they are in. */
  submitWhenLoaded: boolean;
  reservation: Reservation;
  /** The flow token create answered (decision 019), sent with every call; persisted with the flow like the code. */
  flowToken: string | null;
  /** Absolute time (ms) when the payment time runs out. */
  paymentDeadline: number | null;
  /** The method the checkout paid with (the tickets page and the invoicing rule read it). */
  paymentMethod: string | null;
  /** What the checkout's payment answered (store reference, charged amount, points part). */
  paymentOutcome: PaymentOutcome | null;
  /** The checkout has an attempt at the bank (charging, or waiting on its 3-D Secure code). */
  checkoutBusy: boolean;
  step: FlowStep;
  /** Index in `reservationSteps` of the furthest step entered; -1 before schedules. */
  furthestStep: number;
  schedules: Record<Leg, SchedulesPage | null>;
  /** The last schedule chosen that cannot take the party; cleared by the next choice or list. */
  scheduleRefusal: ScheduleRefusal | null;
  contactIssues: ContactIssue[];
  /** The member linked to the booking (absent in a flow stored before it was kept). */
  member?: BookingMember | null;
  additionals: AdditionalsSelection | null;
  /** The bus of each leg as last loaded on the seats step. */
  seatMaps: SeatMaps;
  /** Per leg, the passenger (server id) the next tap on the map seats. */
  seatPassenger: SeatPassengers;
  /** Taps waiting their turn, the first on its way to the server. */
  seatTaps: SeatTap[];
  /** The last seat another buyer took as it was tapped (shown on the seat and beside the map). */
  seatLost: SeatTap | null;
  /** "Continuar" pressed while a tap was on its way: made once the taps are answered. */
  seatsSubmitPending: boolean;
  paymentOptions: PaymentOptions | null;
  ticket: TicketDocument | null;
  tickets: TicketLine[];
  /** The lasting link to the tickets confirm answered (token and expiry); persisted with the flow like the flow token. */
  ticketsLink: TicketsLink | null;
  /** The legs, payment and e-mail address confirm answered, for the tickets page. */
  confirmation: ConfirmationDetails | null;
  errors: ServerMessage[];
  expiredMessages: ServerMessage[];
}

export const DEFAULT_HOLD_MINUTES = 15;

export function defaultSearchDraft(): SearchInput {
  return {
    origin: '',
    destination: '',
    passengers: { ...emptyPassengers(), adult: 1 },
    departure: { date: null, open: false },
    round: true,
    return: { date: null, open: true },
    promotional_code: null,
  };
}

/** Applies a form change; nested groups merge so a stepper can send one passenger type. */
export function mergeSearch(draft: SearchInput, patch: SearchInput): SearchInput {
  return {
    ...draft,
    ...patch,
    passengers: { ...draft.passengers, ...patch.passengers },
    departure: { ...draft.departure, ...patch.departure },
    return: { ...draft.return, ...patch.return },
  };
}

export function draftPromotionalCode(search: SearchInput): string | null {
  return (search.promotional_code ?? '').trim() || null;
}

/** Everything about one reservation attempt, cleared on reset; configuration and form stay. */
export function freshBooking() {
  return {
    searchIssues: [] as SearchIssue[],
    acceptedSearch: null,
    submitAfterPromotion: false,
    submitWhenLoaded: false,
    reservation: defaultReservation(),
    flowToken: null as string | null,
    paymentDeadline: null,
    paymentMethod: null as string | null,
    paymentOutcome: null as PaymentOutcome | null,
    checkoutBusy: false,
    step: 'search' as FlowStep,
    furthestStep: -1,
    schedules: { departure: null, return: null },
    scheduleRefusal: null as ScheduleRefusal | null,
    contactIssues: [] as ContactIssue[],
    member: null as BookingMember | null,
    additionals: null,
    seatMaps: { departure: null, return: null } as SeatMaps,
    seatPassenger: noSeatPassengers(),
    seatTaps: [] as SeatTap[],
    seatLost: null as SeatTap | null,
    seatsSubmitPending: false,
    paymentOptions: null,
    ticket: null,
    tickets: [] as TicketLine[],
    ticketsLink: null as TicketsLink | null,
    confirmation: null as ConfirmationDetails | null,
    errors: [] as ServerMessage[],
    expiredMessages: [] as ServerMessage[],
  } satisfies Partial<ReservationContext>;
}

export function initialContext(input: ReservationMachineInput | undefined): ReservationContext {
  return {
    ticketsAccess: input?.ticketsAccess ?? 'intended',
    holdMinutes: input?.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    now: input?.now ?? Date.now,
    timeZone: input?.timeZone ?? DEFAULT_TIME_ZONE,
    fareWindows: input?.fareWindows ?? defaultFareWindows,
    origins: [],
    search: mergeSearch(defaultSearchDraft(), input?.search ?? {}),
    promotion: null,
    ...freshBooking(),
  };
}

export function todayOf(context: Pick<ReservationContext, 'now' | 'timeZone'>): string {
  return dateInTimeZone(context.now(), context.timeZone);
}

export function toDescriptors(errors: readonly Failure[], fallback: string): ServerMessage[] {
  if (errors.length === 0) return [{ service: 'websale', code: fallback }];
  return errors.map((error) => ({
    service: 'websale',
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...(error.seats?.length ? { seats: error.seats } : {}),
  }));
}

/** The reservation fields a search decides (docs/rules/booking.md#the-reservation-as-the-client-keeps-it), merged under what the server answered. */
export function reservationFromSearch(search: Search): Partial<Reservation> {
  return {
    origin: search.origin,
    destination: search.destination,
    round: search.round,
    passengers: search.passengers,
    promotional_code: search.promotional_code,
    departure: { ...defaultReservation().departure, date: search.departure.date, open: search.departure.open },
    return: { ...defaultReservation().return, date: search.return.date, open: search.return.open },
  };
}

/**
 * The day to list when moving one day forward or back: the server's next_day/prev_day when a
 * page is loaded (null means there is none), otherwise the neighbouring calendar day; never
 * before `earliest` (today, or the departure date for a return).
 */
export function adjacentDay(
  page: SchedulesPage | null,
  date: string | null,
  direction: 1 | -1,
  earliest: string,
): string | null {
  if (!date) return null;
  const candidate = page ? (direction === 1 ? page.next_day : page.prev_day) : addDays(date, direction);
  if (!candidate || candidate < earliest) return null;
  return candidate;
}
