import { boardsLateEnough, changeRefusal, openDateRefusal, ticketState } from '../../../domain/itinerary/change-rules';
import { toCents } from '../../../domain/fares';
import type { ResolvedDeps } from '../service-deps';
import { refuse, success, type Outcome } from '../../platform/failure';
import { chosenDeparture } from '../reservations';
import { departureSeating, liveHolds } from '../reservations';
import { legEnds, scheduleOptions, type ScheduleOption } from '../websale';
import { dateAt } from '../websale';
import { seatCells } from '../reservations';
import type { TicketRow } from '../reservations';
import type { OpenedReservation } from './find-itinerary';

// The leg a ticket is on, as a schedule change or an open-date confirmation sees it (decisions 028, 033):
// a reservation has one bus per leg, so a ticket's leg moves with every passenger on it, and every ticket
// on the leg must allow the move.

export type Leg = 'departure' | 'return';

export interface ChangingLeg {
  opened: OpenedReservation;
  leg: Leg;
  /** The ticket the traveller chose. */
  ticket: TicketRow;
  /** Every live ticket on the leg, the chosen one included. */
  tickets: TicketRow[];
  open: boolean;
  fromDepartureId: number | null;
  /** The leg's current price per passenger (cents). */
  paidCents: Map<number, number>;
}

const passengerOf = (opened: OpenedReservation, t: TicketRow) => opened.loaded.passengers.find((p) => p.id === t.passengerId);

/** The ticket's leg, refused with its rule when the move is not allowed (docs/rules/my-reservation.md#changing-the-schedule). */
export function changingLeg(deps: ResolvedDeps, opened: OpenedReservation, ticketId: number, mode: 'change' | 'confirm'): Outcome<ChangingLeg, 'itinerary'> {
  const { loaded, tickets, marks } = opened;
  const ticket = tickets.find((t) => t.id === ticketId);
  if (!ticket) return refuse<'itinerary'>(404, 'ticket_not_found', 'ticket_id');
  const leg: Leg = ticket.leg === 'return' ? 'return' : 'departure';
  const open = leg === 'departure' ? loaded.row.departureOpen : loaded.row.returnOpen;
  const chosen = leg === 'departure' ? loaded.departure : loaded.return;
  const now = deps.clock.now().getTime();
  const onLeg = tickets.filter((t) => (t.leg === 'return' ? 'return' : 'departure') === leg && !marks.get(t.id)?.cancelled);
  for (const t of onLeg.length > 0 ? onLeg : [ticket]) {
    const state = ticketState(t.type, marks.get(t.id));
    const passengerType = passengerOf(opened, t)?.type ?? 'adult';
    if (mode === 'confirm') {
      // Validity is checked against the bus chosen later; here only what the ticket itself allows.
      const refusal = openDateRefusal({ open, state, validUntil: null, boardsAt: Number.POSITIVE_INFINITY, now });
      if (refusal) return refuse<'itinerary'>(409, refusal, 'ticket_id');
    } else {
      const refusal = changeRefusal({ passengerType, state, departureAt: open ? null : (chosen?.boardsAt.getTime() ?? null), now });
      if (refusal) return refuse<'itinerary'>(409, refusal, 'ticket_id');
    }
  }
  const paidCents = new Map(onLeg.map((t) => {
    const p = passengerOf(opened, t);
    const price = leg === 'return' ? p?.priceReturn : p?.priceDeparture;
    return [t.passengerId, price ? toCents(price) : 0] as const;
  }));
  return success({ opened, leg, ticket, tickets: onLeg, open, fromDepartureId: open ? null : (chosen?.scheduleId ?? null), paidCents });
}

/** The last instant an open leg may travel: its ticket's validity (decision 028). */
export function validUntilOf(change: ChangingLeg): number | null {
  const stamp = change.ticket.validUntil ?? (change.leg === 'departure' ? change.opened.loaded.row.departureValidUntil : change.opened.loaded.row.returnValidUntil);
  return stamp ? stamp.getTime() : null;
}

/** The leg's fare difference on a bus, in cents for every passenger on it. */
export function differenceCents(change: ChangingLeg, option: ScheduleOption): number {
  const passengers = change.opened.loaded.passengers;
  return change.tickets.reduce((sum, t) => {
    const type = passengers.find((p) => p.id === t.passengerId)?.type ?? 'adult';
    return sum + (option.faresCents[type] ?? 0) - (change.paidCents.get(t.passengerId) ?? 0);
  }, 0);
}

/** The buses the leg may move to on a date: not its own, boarding late enough, within validity. */
export async function legOptions(deps: ResolvedDeps, change: ChangingLeg, date: string): Promise<ScheduleOption[]> {
  const now = deps.clock.now();
  const until = change.open ? validUntilOf(change) : null;
  const { loaded } = change.opened;
  const options = await scheduleOptions(deps.db, deps.config, loaded, change.leg, date, now);
  // A round trip keeps its order: the return boards after the outbound arrives.
  const outboundArrives = change.leg === 'return' ? loaded.departure?.arrivesAt.getTime() : undefined;
  const returnBoards = change.leg === 'departure' && !loaded.row.returnOpen ? loaded.return?.boardsAt.getTime() : undefined;
  return options.filter(
    (o) =>
      o.departure.scheduleId !== change.fromDepartureId &&
      boardsLateEnough(o.departure.boardsAt.getTime(), now.getTime()) &&
      (until === null || o.departure.boardsAt.getTime() <= until) &&
      (outboundArrives === undefined || o.departure.boardsAt.getTime() > outboundArrives) &&
      (returnBoards === undefined || o.departure.arrivesAt.getTime() < returnBoards),
  );
}

/** The one bus the ids name, among the leg's options on the day it boards; null when it is not one of them. */
export async function legOption(deps: ResolvedDeps, change: ChangingLeg, scheduleId: number, scheduleDetailId: number): Promise<ScheduleOption | null> {
  const { from, to } = legEnds(change.opened.loaded, change.leg);
  const chosen = await chosenDeparture(deps.db, scheduleId, from.id, to.id);
  if (!chosen || chosen.scheduleDetailId !== scheduleDetailId) return null;
  const options = await legOptions(deps, change, dateAt(chosen.boardsAt, from));
  return options.find((o) => o.departure.scheduleId === scheduleId) ?? null;
}

/** The bus as the booking's seat step draws it, and the seats a traveller may pick on it now (free and offered, healthy distance applied). */
export async function busSeats(deps: ResolvedDeps, change: ChangingLeg, scheduleId: number, lang: 'es' | 'en' = 'es') {
  const seating = await departureSeating(deps.db, scheduleId);
  if (!seating) return { bus: null, free: [] as number[] };
  const holds = await liveHolds(deps.db, scheduleId, deps.clock.now());
  const cells = seatCells(seating.layout, holds, change.opened.loaded.row.id, seating.healthyDistance);
  const free = cells.filter((c) => c.offered && c.state === 'free' && c.seat_number !== null).map((c) => c.seat_number as number);
  return { bus: { name: seating.layout.names[lang], rows: seating.layout.rows, columns: seating.layout.cols, cells }, free };
}

/** The seats a traveller may pick on the bus now (free and offered, healthy distance applied). */
export async function freeSeats(deps: ResolvedDeps, change: ChangingLeg, scheduleId: number): Promise<number[]> {
  return (await busSeats(deps, change, scheduleId)).free;
}

/** Passengers on the leg who need a seat (an infant rides on a lap). */
export function seatedTickets(change: ChangingLeg): TicketRow[] {
  return change.tickets.filter((t) => passengerOf(change.opened, t)?.type !== 'infant');
}

/** Each seated passenger of the leg, as the seat map names them. */
export function seatedPassengers(change: ChangingLeg) {
  return seatedTickets(change).map((t) => {
    const p = passengerOf(change.opened, t);
    return { ticket_id: t.id, passenger_type: p?.type ?? 'adult', passenger_name: `${p?.firstName ?? ''} ${p?.lastName ?? ''}`.trim() };
  });
}

export type SeatsRefusal = { code: 'seats_incomplete' | 'seat_repeated' | 'seat_unavailable'; seats?: number[] };

/**
 * A seat for every seated passenger of the leg, as the traveller chose them on the map: each passenger once, no seat
 * twice, every seat free now (a family stays together where it chose to sit). A leg of one seated passenger may
 * name its seat alone (`seat`); a call that names none (a client without a map) gets the first free seats in order.
 */
export function chosenSeats(change: ChangingLeg, free: readonly number[], chosen: ReadonlyArray<{ ticketId: number; seat: number }> | undefined, single: number | undefined): Map<number, number> | SeatsRefusal {
  const seated = seatedTickets(change);
  const firstFree = single === undefined && chosen === undefined ? seated.map((t, i) => ({ ticketId: t.id, seat: free[i] ?? 0 })) : null;
  const picks = firstFree ?? chosen ?? (seated.length === 1 ? [{ ticketId: seated[0]!.id, seat: single! }] : []);
  const seats = new Map<number, number>();
  for (const pick of picks) {
    if (!seated.some((t) => t.id === pick.ticketId) || seats.has(pick.ticketId)) return { code: 'seats_incomplete' };
    if ([...seats.values()].includes(pick.seat)) return { code: 'seat_repeated', seats: [pick.seat] };
    seats.set(pick.ticketId, pick.seat);
  }
  if (seats.size !== seated.length) return { code: 'seats_incomplete' };
  const taken = [...seats.values()].filter((n) => !free.includes(n));
  return taken.length > 0 ? { code: 'seat_unavailable', seats: taken } : seats;
}
