import { centsToAmount, fareCentsByPassengerType } from '../../../../domain/fares';
import { validateSearch } from '../../../../domain/search/search-rules';
import type { AppDeps } from '../../service-deps';
import { localDate } from '../../../platform/clock';
import { readTogether } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { busOn, departureRow, withScheduleChoice, type DepartureRow, type LegBus, type LoadedReservation, type TerminalInfo } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { passengerCounts, reservationPayload } from '../../reservations';
import { fitsParty, legEnds, scheduleOptions, seatsFitParty, type Direction, type ScheduleOption } from './schedule-options';
import { adultFareCents } from '../reservation/fares.queries';
import { dateAt, saveScheduleChoice } from './schedules.queries';

const DAY_MS = 86_400_000;

export interface LegChoice {
  open: boolean;
  schedule_id: number | null;
  schedule_detail_id: number | null;
  layout_id: number | null;
}

export interface ChooseSchedulesInput {
  flowToken: string | undefined;
  code: string;
  departure: LegChoice;
  return: LegChoice | null;
  lang: Lang;
}

/** A leg once chosen: open (priced at the pair's lowest fare) or one bus that fits the party (and its row, for the answer). */
type Resolved = { open: true; faresCents: Record<string, number> } | { open: false; option: ScheduleOption; bus: LegBus };

/** The chosen departure among the options of the day it boards, for this leg (none when it does not serve the leg), and its bus. */
async function findOption(deps: AppDeps, loaded: LoadedReservation, direction: Direction, scheduleId: number, row: DepartureRow | null): Promise<{ candidates: ScheduleOption[]; bus: LegBus | null }> {
  const { from, to } = legEnds(loaded, direction);
  const chosen = await busOn(deps.db, row, from.id, to.id);
  if (!chosen) return { candidates: [], bus: null };
  const options = await scheduleOptions(deps.db, deps.config, loaded, direction, dateAt(chosen.stretch.boardsAt, from), deps.clock.now());
  return { candidates: options.filter((o) => o.departure.scheduleId === scheduleId), bus: chosen.bus };
}

/** `row`: the chosen bus's departure row, read beside the reservation (null when none was chosen or it does not exist). */
async function resolveLeg(deps: AppDeps, loaded: LoadedReservation, direction: Direction, choice: LegChoice, row: DepartureRow | null): Promise<Outcome<Resolved>> {
  const { from, to } = legEnds(loaded, direction);
  if (choice.open) {
    const adult = await adultFareCents(deps.db, from.id, to.id, null);
    if (adult === null) return refuse(404, 'schedules_not_found', direction);
    return success({ open: true, faresCents: fareCentsByPassengerType(adult, loaded.row.promotionalPercentOff) });
  }
  if (choice.schedule_id === null || choice.schedule_detail_id === null || choice.layout_id === null) {
    return refuse(400, 'invalid_request', `${direction}.schedule_id`);
  }
  // The day is the bus's own boarding day, found by listing that day: a departure of another pair,
  // one already gone, or ids that do not belong together are all "no longer available".
  const { candidates, bus } = await findOption(deps, loaded, direction, choice.schedule_id, row);
  const option = candidates.find((o) => o.departure.scheduleDetailId === choice.schedule_detail_id && o.departure.layoutId === choice.layout_id);
  const party = passengerCounts(loaded);
  if (!option || !bus || !seatsFitParty(option, party)) return refuse(409, 'schedule_unavailable', direction);
  // The bus runs and has seats, but not enough of a discount quota (docs/rules/booking.md#discount-quotas-per-bus) for this party.
  if (!fitsParty(option, party)) return refuse(409, 'discount_seats_exhausted', direction);
  return success({ open: false, option, bus });
}

/** setSchedules: the legs' buses (or open tickets), checked against the search rules and priced. */
export async function chooseSchedules(deps: AppDeps, input: ChooseSchedulesInput) {
  const { db, clock, config } = deps;
  // The chosen buses' rows are read beside the reservation (their ids are the request's): a round trip fewer. A
  // refused request has read a row by primary key for nothing, and answers nothing of it.
  const busRow = (choice: LegChoice | null) => (choice && !choice.open && choice.schedule_id !== null ? departureRow(db, choice.schedule_id) : Promise.resolve(null));
  const [step, departureBus, returnBus] = await readTogether(db, [() => reservationForStep(deps, input, true), () => busRow(input.departure), () => busRow(input.return)] as const);
  if (!step.ok) return step;
  const loaded = step.value;
  const { row } = loaded;
  if (!row.roundTrip && input.return !== null) return refuse(400, 'invalid_request', 'return');
  if (row.roundTrip && input.return === null) return refuse(400, 'return_required', 'return');

  // A round trip's two legs are looked up together (their reads wait on each other's round trips otherwise); the
  // departure's refusal comes first.
  const [departure, ret] = await readTogether(db, [
    () => resolveLeg(deps, loaded, 'departure', input.departure, departureBus),
    async () => (input.return === null ? null : resolveLeg(deps, loaded, 'return', input.return, returnBus)),
  ] as const);
  if (!departure.ok) return departure;
  if (ret && !ret.ok) return ret;
  const returnLeg = ret?.value ?? null;

  const now = clock.now();
  const { from: origin, to: destination } = legEnds(loaded, 'departure');
  const legDate = (leg: Resolved, at: TerminalInfo) => (leg.open ? null : dateAt(leg.option.departure.boardsAt, at));
  // The chosen days must still satisfy every search rule (return on or after departure, no open student fares, windows).
  const search = {
    origin: origin.slug,
    destination: destination.slug,
    passengers: passengerCounts(loaded),
    round: row.roundTrip,
    departure: { date: legDate(departure.value, origin), open: departure.value.open },
    return: returnLeg ? { date: legDate(returnLeg, destination), open: returnLeg.open } : { date: null, open: true },
  };
  const checked = validateSearch(search, { today: localDate(now), windows: config.fareWindows });
  if (!checked.ok) return refuse(400, checked.issues[0]?.code ?? 'invalid_request', checked.issues[0]?.field || undefined);
  // Same day is allowed, but the return bus must leave after the outward one arrives.
  if (returnLeg && !returnLeg.open && !departure.value.open && returnLeg.option.departure.boardsAt <= departure.value.option.departure.arrivesAt) {
    return refuse(400, 'return_before_departure', 'return');
  }

  const faresOf = (leg: Resolved | null) => (leg === null ? null : leg.open ? leg.faresCents : leg.option.faresCents);
  const depFares = faresOf(departure.value);
  const retFares = faresOf(returnLeg);
  const money = (cents: number) => centsToAmount(cents).toFixed(2);
  const total = (fares: Record<string, number> | null) => (fares === null ? null : money(loaded.passengers.reduce((s, p) => s + (fares[p.type] ?? 0), 0)));
  const validUntil = new Date(now.getTime() + config.openTicketValidityDays * DAY_MS);
  const keptBuses = [departure.value, returnLeg].flatMap((leg) => (leg && !leg.open ? [leg.option.departure.scheduleId] : []));
  const choice = {
    departureDate: search.departure.date,
    departureOpen: search.departure.open,
    departureId: departure.value.open ? null : departure.value.option.departure.scheduleId,
    departureValidUntil: departure.value.open ? validUntil : null,
    returnDate: search.return.date,
    returnOpen: search.return.open,
    returnId: returnLeg === null || returnLeg.open ? null : returnLeg.option.departure.scheduleId,
    returnValidUntil: returnLeg?.open ? validUntil : null,
    priceDeparture: total(depFares),
    priceReturn: total(retFares),
    updatedAt: now,
  };
  const prices = loaded.passengers.map((p) => ({
    id: p.id,
    priceDeparture: depFares === null ? null : money(depFares[p.type] ?? 0),
    priceReturn: retFares === null ? null : money(retFares[p.type] ?? 0),
  }));
  const freed = await saveScheduleChoice(db, row.id, choice, prices, keptBuses);
  // The answer: the reservation as loaded with what the choice wrote (decision 081).
  const buses = [departure.value, returnLeg].flatMap((leg) => (leg && !leg.open ? [leg.bus] : []));
  const updated = await withScheduleChoice(db, loaded, choice, prices, buses, freed);
  const released = freed.map((f) => f.seatNumber).sort((a, b) => a - b);
  return success(reservationPayload(updated, config, input.lang, clock.now(), released));
}
