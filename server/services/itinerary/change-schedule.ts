import { nameChangeRefusal, type Settlement } from '../../../domain/itinerary/change-rules';
import { centsToAmount } from '../../../domain/fares';
import { pendHoldUntil } from '../../../domain/tickets/pend-rules';
import type { CardInput } from '../../../domain/payments/card-rules';
import type { ResolvedDeps } from '../service-deps';
import { addDays, localDate } from '../../platform/clock';
import type { Lang } from '../../http/envelope';
import { refuse, success, type Outcome } from '../../platform/failure';
import { legEnds } from '../websale';
import { dateAt, timeAt } from '../websale';
import { countedRules } from '../websale';
import { departureSeating } from '../reservations';
import { busSeats, changingLeg, chosenSeats, differenceCents, legOption, legOptions, seatedPassengers, type ChangingLeg } from './change-leg';
import { moveLeg } from './change.queries';
import { payForMove, returnDifference, settlementFor } from './settle-change';
import { itineraryOf, openToAct } from './find-itinerary';
import { mailScheduleChange } from './change-email';

// itinerarySchedules, itineraryAvaibility and changeSchedule (docs/rules/my-reservation.md#changing-the-schedule;
// decisions 023, 028, 033). Only the
// owner's link token opens them; the same three calls move a dated leg or give an open leg its date.

export interface ChangeInput {
  code: string;
  token: string;
  ticketId: number;
  scheduleId: number;
  scheduleDetailId: number;
  /** A leg of one seated passenger: its seat. */
  seat?: number;
  /** A seat for every seated passenger of the leg (a family chooses where each sits). */
  seats?: Array<{ ticketId: number; seat: number }>;
  passengerName?: string;
  card?: CardInput;
  /** The payment attempt's key (Idempotency-Key header or `idempotency_key`): needed with a card. */
  attemptKey?: string;
  /** The bank's code answering the attempt's 3-D Secure challenge (same key, no card). */
  challengeCode?: string;
}

async function openLeg(deps: ResolvedDeps, code: string, token: string, ticketId: number): Promise<Outcome<ChangingLeg, 'itinerary'>> {
  const opened = await openToAct(deps, code, token);
  if (!opened.ok) return opened;
  const ticket = opened.value.tickets.find((t) => t.id === ticketId);
  const open = ticket?.leg === 'return' ? opened.value.loaded.row.returnOpen : opened.value.loaded.row.departureOpen;
  return changingLeg(deps, opened.value, ticketId, open ? 'confirm' : 'change');
}

const amount = (cents: number) => centsToAmount(Math.abs(cents)) * Math.sign(cents);

/** itinerarySchedules: the buses the ticket's leg may move to on a date, each with its fare difference. */
export async function changeSchedules(deps: ResolvedDeps, input: { code: string; token: string; ticketId: number; date: string; lang: Lang }) {
  const change = await openLeg(deps, input.code, input.token, input.ticketId);
  if (!change.ok) return change;
  const today = localDate(deps.clock.now());
  const lastDay = addDays(today, deps.config.salesHorizonDays - 1);
  if (input.date < today || input.date > lastDay) return refuse<'itinerary'>(404, 'schedules_not_found', 'date');
  const options = await legOptions(deps, change.value, input.date);
  if (options.length === 0) return refuse<'itinerary'>(404, 'schedules_not_found', 'date');
  const { from, to } = legEnds(change.value.opened.loaded, change.value.leg);
  return success({
    next_day: input.date < lastDay ? addDays(input.date, 1) : null,
    prev_day: input.date > today ? addDays(input.date, -1) : null,
    schedules: options.map((o) => ({
      schedule_id: o.departure.scheduleId,
      schedule_detail_id: o.departure.scheduleDetailId,
      layout_id: o.departure.layoutId,
      departure_time: timeAt(o.departure.boardsAt, from),
      arrival_time: timeAt(o.departure.arrivesAt, to),
      bus_type: input.lang === 'en' ? o.departure.busTypeEn : o.departure.busTypeEs,
      free_seats: o.freeSeats,
      fare_difference: amount(differenceCents(change.value, o)),
    })),
  });
}

/** itineraryAvaibility: the bus's free seats for the leg and what the move would cost or give back. */
export async function changeAvailability(deps: ResolvedDeps, input: { code: string; token: string; ticketId: number; scheduleId: number; scheduleDetailId: number; lang?: Lang }) {
  const change = await openLeg(deps, input.code, input.token, input.ticketId);
  if (!change.ok) return change;
  const option = await legOption(deps, change.value, input.scheduleId, input.scheduleDetailId);
  if (!option) return refuse<'itinerary'>(409, 'schedule_unavailable', 'schedule_id');
  const { bus, free } = await busSeats(deps, change.value, input.scheduleId, input.lang ?? 'es');
  const passengers = seatedPassengers(change.value);
  const needed = Math.max(1, passengers.length);
  return success({
    available: free.length >= needed,
    free_seats: free.length,
    seats: free,
    fare_difference: amount(differenceCents(change.value, option)),
    seats_needed: needed,
    passengers,
    ...(bus ? { bus } : {}),
  });
}

/** changeSchedule: the leg moves to the bus, atomically, its fare difference settled through the payment adapter. */
export async function changeSchedule(deps: ResolvedDeps, input: ChangeInput, lang: Lang) {
  const change = await openLeg(deps, input.code, input.token, input.ticketId);
  if (!change.ok) return change;
  const { opened, leg } = change.value;
  const { loaded } = opened;
  const passenger = loaded.passengers.find((p) => p.id === change.value.ticket.passengerId);
  const currentName = `${passenger?.firstName ?? ''} ${passenger?.lastName ?? ''}`.trim();
  if (input.passengerName !== undefined && input.passengerName.trim() !== currentName) {
    return refuse<'itinerary'>(409, nameChangeRefusal(passenger?.type ?? 'adult'), 'passenger_name');
  }
  const option = await legOption(deps, change.value, input.scheduleId, input.scheduleDetailId);
  if (!option) return refuse<'itinerary'>(409, change.value.open ? 'outside_validity' : 'schedule_unavailable', 'schedule_id');
  const { free } = await busSeats(deps, change.value, input.scheduleId);
  const seats = chosenSeats(change.value, free, input.seats, input.seat);
  if (!(seats instanceof Map)) {
    const field = input.seats ? 'seats' : 'seat';
    return seats.code === 'seat_unavailable' ? refuse<'itinerary'>(409, 'seat_unavailable', field, seats.seats?.join(', ')) : refuse<'itinerary'>(400, seats.code, field, seats.seats?.join(', '));
  }
  const seating = await departureSeating(deps.db, input.scheduleId);
  if (!seating) return refuse<'itinerary'>(409, 'schedule_unavailable', 'schedule_id');

  const diff = differenceCents(change.value, option);
  const settlement = await settlementFor(deps, loaded.row.id, loaded.row.paymentStatus, diff);
  if (settlement === 'fare_difference_unpaid') return refuse<'itinerary'>(409, 'fare_difference_unpaid', 'schedule_id');
  const passengerType = (id: number) => loaded.passengers.find((p) => p.id === id)?.type ?? 'adult';
  const { from } = legEnds(loaded, leg);
  const sold = loaded.row.paymentStatus === 'approved';
  const move = {
    reservationId: loaded.row.id,
    leg,
    fromDepartureId: change.value.fromDepartureId,
    to: {
      direction: leg,
      seating,
      seats: change.value.tickets.flatMap((t) => (seats.has(t.id) ? [{ seatNumber: seats.get(t.id)!, passengerId: t.passengerId, passengerType: passengerType(t.passengerId) }] : [])),
    },
    serviceDate: dateAt(option.departure.boardsAt, from),
    tickets: change.value.tickets.map((t) => ({ ticketId: t.id, passengerId: t.passengerId, seatNumber: seats.get(t.id) ?? null })),
    expiresAt: sold ? null : pendHoldUntil(option.departure.boardsAt),
    prices: change.value.tickets.map((t) => ({ passengerId: t.passengerId, price: centsToAmount(option.faresCents[passengerType(t.passengerId)] ?? 0).toFixed(2) })),
    legPrice: centsToAmount(change.value.tickets.reduce((s, t) => s + (option.faresCents[passengerType(t.passengerId)] ?? 0), 0)).toFixed(2),
    differenceCents: diff,
    settledBy: settlement,
    now: deps.clock.now(),
  };
  let reference: string | null = null;
  let changeId: number;
  if (settlement === 'card_charge') {
    // A dearer bus through the checkout: charged (through 3-D Secure when the bank asks) and moved in the
    // transaction that records the payment; a seat taken meanwhile gets the charge back.
    const paid = await payForMove(deps, loaded.row, move, { card: input.card, attemptKey: input.attemptKey, challengeCode: input.challengeCode });
    if (!paid.ok) return paid;
    ({ changeId } = paid.value);
    reference = paid.value.chargeId;
  } else {
    const moved = await moveLeg(deps.db, countedRules(deps.config), { ...move, reference: null });
    if (!moved.ok) return refuse<'itinerary'>(409, moved.code === 'discount_seats_exhausted' ? 'schedule_unavailable' : 'seat_unavailable', 'seat', moved.seats.join(', '));
    changeId = moved.changeId;
  }
  let settledBy: Settlement = settlement;
  if (settlement === 'card_refund' || settlement === 'store_credit') {
    const returned = await returnDifference(deps, loaded.row.id, changeId, -diff, settlement);
    settledBy = returned.settledBy;
    reference = returned.reference;
  }
  const reopened = await openToAct(deps, input.code, input.token);
  if (!reopened.ok) return reopened;
  await mailScheduleChange(deps, reopened.value, { leg, openDate: change.value.open, differenceCents: diff, settledBy, reference });
  const itinerary = await itineraryOf(deps, reopened.value, lang);
  const ticket = itinerary.tickets.find((t) => t.ticket_id === input.ticketId)!;
  return success({ ticket, fare_difference: amount(diff), settled_by: settledBy as 'none', reference, itinerary });
}
