import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { centsToAmount, fareCentsByPassengerType } from '../../../domain/fares';
import { validateSearch } from '../../../domain/search/search-rules';
import { calendarDateSchema } from '../../../domain/search/search-schema';
import type { AppDeps } from '../../app-deps';
import { addDays, localDate } from '../../clock';
import { passengers, reservations, seatHolds } from '../../db/schema/reservations.schema';
import { fail, ok, requestLang } from '../../http/envelope';
import { readJsonBody, readQuery } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { chosenDeparture, loadReservation, type LoadedReservation } from './reservation.queries';
import { reservationForStep } from './reservation-step';
import { passengerCounts, reservationPayload } from './reservation-view';
import { fitsParty, legEnds, scheduleItem, scheduleOptions, type Direction, type ScheduleOption } from './schedule-options';
import { adultFareCents, dateAt } from './schedules.queries';

const DAY_MS = 86_400_000;

const schedulesQuery = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  direction: v.optional(v.picklist(['departure', 'return']), 'departure'),
  date: v.optional(calendarDateSchema),
});

const id = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);
const choiceSchema = v.object({ open: v.boolean(), schedule_id: id, schedule_detail_id: id, layout_id: id });
const setSchedulesBody = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  departure: choiceSchema,
  return: v.optional(v.nullable(choiceSchema), null),
});
type Choice = v.InferOutput<typeof choiceSchema>;

/** A leg once chosen: open (priced at the pair's lowest fare) or one bus that fits the party. */
type Resolved = { open: true; faresCents: Record<string, number> } | { open: false; option: ScheduleOption };

export function createSchedulesRoutes(deps: AppDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();

  app.get('/reservation/schedules', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', schedulesQuery, raw.value);
    if (!query.ok) return query.response;
    const step = await reservationForStep(c, deps, query.value.code, false);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const direction: Direction = query.value.direction;
    if (direction === 'return' && !loaded.row.roundTrip) return fail(c, 400, 'websale', 'invalid_request', 'direction');
    const date = query.value.date ?? (direction === 'departure' ? loaded.row.departureDate : loaded.row.returnDate);
    if (!date) return fail(c, 400, 'websale', 'invalid_request', 'date');
    const now = clock.now();
    const today = localDate(now);
    const lastDay = addDays(today, config.salesHorizonDays - 1);
    // A return cannot be browsed to before the chosen (or searched) departure day.
    const firstDay = direction === 'return' && loaded.row.departureDate && loaded.row.departureDate > today ? loaded.row.departureDate : today;
    if (date < firstDay || date > lastDay) return fail(c, 404, 'websale', 'schedules_not_found', 'date');
    const options = await scheduleOptions(db, config, loaded, direction, date, now);
    if (options.length === 0) return fail(c, 404, 'websale', 'schedules_not_found');
    const { from, to } = legEnds(loaded, direction);
    const lang = requestLang(c);
    return ok(c, {
      next_day: date < lastDay ? addDays(date, 1) : null,
      prev_day: date > firstDay ? addDays(date, -1) : null,
      schedules: options.map((o) => scheduleItem(o, from, to, lang)),
    });
  });

  async function resolveLeg(c: Context, loaded: LoadedReservation, direction: Direction, choice: Choice) {
    const { from, to } = legEnds(loaded, direction);
    if (choice.open) {
      const adult = await adultFareCents(db, from.id, to.id, null);
      if (adult === null) return { ok: false as const, response: fail(c, 404, 'websale', 'schedules_not_found', direction) };
      return { ok: true as const, value: { open: true, faresCents: fareCentsByPassengerType(adult, loaded.row.promotionalPercentOff) } satisfies Resolved };
    }
    if (choice.schedule_id === null || choice.schedule_detail_id === null || choice.layout_id === null) {
      return { ok: false as const, response: fail(c, 400, 'websale', 'invalid_request', `${direction}.schedule_id`) };
    }
    // The day is the bus's own boarding day, found by listing that day: a departure of another pair,
    // one already gone, or ids that do not belong together are all "no longer available".
    const unavailable = { ok: false as const, response: fail(c, 409, 'websale', 'schedule_unavailable', direction) };
    const candidates = await findOption(loaded, direction, choice.schedule_id);
    const option = candidates.find(
      (o) => o.departure.scheduleDetailId === choice.schedule_detail_id && o.departure.layoutId === choice.layout_id,
    );
    if (!option || !fitsParty(option, passengerCounts(loaded))) return unavailable;
    return { ok: true as const, value: { open: false, option } satisfies Resolved };
  }

  /** The chosen departure among the options of the day it boards, for this leg; empty when it does not serve the leg. */
  async function findOption(loaded: LoadedReservation, direction: Direction, scheduleId: number): Promise<ScheduleOption[]> {
    const { from, to } = legEnds(loaded, direction);
    const chosen = await chosenDeparture(db, scheduleId, from.id, to.id);
    if (!chosen) return [];
    const options = await scheduleOptions(db, config, loaded, direction, dateAt(chosen.boardsAt, from), clock.now());
    return options.filter((o) => o.departure.scheduleId === scheduleId);
  }

  app.post('/reservation/schedules', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', setSchedulesBody, body.value);
    if (!input.ok) return input.response;
    const step = await reservationForStep(c, deps, input.value.code, true);
    if (!step.ok) return step.response;
    const loaded = step.value;
    const { row } = loaded;
    if (!row.roundTrip && input.value.return !== null) return fail(c, 400, 'websale', 'invalid_request', 'return');
    if (row.roundTrip && input.value.return === null) return fail(c, 400, 'websale', 'return_required', 'return');

    const departure = await resolveLeg(c, loaded, 'departure', input.value.departure);
    if (!departure.ok) return departure.response;
    const ret = input.value.return === null ? null : await resolveLeg(c, loaded, 'return', input.value.return);
    if (ret && !ret.ok) return ret.response;
    const returnLeg = ret?.value ?? null;

    const now = clock.now();
    const { from: origin, to: destination } = legEnds(loaded, 'departure');
    const legDate = (leg: Resolved, at: typeof origin) => (leg.open ? null : dateAt(leg.option.departure.boardsAt, at));
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
    if (!checked.ok) return fail(c, 400, 'websale', checked.issues[0]?.code ?? 'invalid_request', checked.issues[0]?.field || undefined);
    // Same day is allowed, but the return bus must leave after the outward one arrives.
    if (returnLeg && !returnLeg.open && !departure.value.open && returnLeg.option.departure.boardsAt <= departure.value.option.departure.arrivesAt) {
      return fail(c, 400, 'websale', 'return_before_departure', 'return');
    }

    const faresOf = (leg: Resolved | null) => (leg === null ? null : leg.open ? leg.faresCents : leg.option.faresCents);
    const depFares = faresOf(departure.value);
    const retFares = faresOf(returnLeg);
    const money = (cents: number) => centsToAmount(cents).toFixed(2);
    const total = (fares: Record<string, number> | null) => (fares === null ? null : money(loaded.passengers.reduce((s, p) => s + (fares[p.type] ?? 0), 0)));
    const validUntil = new Date(now.getTime() + config.openTicketValidityDays * DAY_MS);
    const keptBuses = [departure.value, returnLeg].flatMap((leg) => (leg && !leg.open ? [leg.option.departure.scheduleId] : []));
    const released = await db.transaction(async (tx) => {
      await tx
        .update(reservations)
        .set({
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
        })
        .where(eq(reservations.id, row.id));
      for (const p of loaded.passengers) {
        await tx
          .update(passengers)
          .set({
            priceDeparture: depFares === null ? null : money(depFares[p.type] ?? 0),
            priceReturn: retFares === null ? null : money(retFares[p.type] ?? 0),
          })
          .where(eq(passengers.id, p.id));
      }
      // Unsold seats on a bus the reservation no longer takes go back on sale now, not at the deadline.
      const mine = and(eq(seatHolds.reservationId, row.id), isNotNull(seatHolds.expiresAt));
      const gone = await tx
        .delete(seatHolds)
        .where(keptBuses.length > 0 ? and(mine, notInArray(seatHolds.departureId, keptBuses)) : mine)
        .returning({ seatNumber: seatHolds.seatNumber });
      return gone.map((g) => g.seatNumber).sort((a, b) => a - b);
    });
    const updated = await loadReservation(db, row.code);
    if (!updated) return fail(c, 404, 'websale', 'reservation_not_found', 'code');
    return ok(c, reservationPayload(updated, config, requestLang(c), clock.now(), released));
  });

  return app;
}
