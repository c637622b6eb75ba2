import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { fareCentsByPassengerType, centsToAmount } from '../../../domain/fares';
import { validateSearch } from '../../../domain/search/search-rules';
import { passengerTypes, type PassengerType } from '../../../domain/search/passengers';
import type { Search } from '../../../domain/search/search-schema';
import type { AppDeps } from '../../app-deps';
import { localDate } from '../../clock';
import type { Database } from '../../db/database';
import { listRoutesWithStops } from '../../db/queries/network.queries';
import { promotionalCodes } from '../../db/schema/pricing.schema';
import { passengers, reservations } from '../../db/schema/reservations.schema';
import { fail, ok, requestLang } from '../../http/envelope';
import { readJsonBody } from '../../http/request-input';
import { findTerminalsBySlug, loadReservation, type TerminalInfo } from './reservation.queries';
import { newReservationCode } from './reservation-code';
import { reservationPayload } from './reservation-view';
import { adultFareCents } from './schedules.queries';

const DAY_MS = 86_400_000;

export type PromotionRow = typeof promotionalCodes.$inferSelect;

/** An active code inside its validity period and under its use limit; null otherwise (unknown, expired, used up). */
export async function findValidPromotion(db: Database, code: string, now: Date): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotionalCodes)
    .where(and(eq(promotionalCodes.code, code.trim().toUpperCase()), eq(promotionalCodes.active, true), lte(promotionalCodes.validFrom, now), gt(promotionalCodes.validTo, now)));
  if (!row || (row.maxUses !== null && row.uses >= row.maxUses)) return null;
  return row;
}

async function servesPair(db: Database, origin: TerminalInfo, destination: TerminalInfo): Promise<boolean> {
  for (const route of await listRoutesWithStops(db)) {
    const from = route.stops.findIndex((s) => s.terminal.id === origin.id);
    const to = route.stops.findIndex((s) => s.terminal.id === destination.id);
    if (from >= 0 && to > from) return true;
  }
  return false;
}

/** One passenger row per person, in the contract's passenger-type order (insurance indexes follow it). */
function expandPassengers(search: Search): PassengerType[] {
  return passengerTypes.flatMap((type) => Array.from({ length: search.passengers[type] }, () => type));
}

/**
 * POST /reservation/create. Every SPEC §5 search rule is checked again here with the server's own
 * "today" and fare windows, so a crafted request cannot store what the form would refuse; the first
 * failure is answered and nothing is written.
 */
export async function createReservation(c: Context, deps: AppDeps) {
  const { db, clock, config } = deps;
  const body = await readJsonBody(c, 'websale');
  if (!body.ok) return body.response;
  const now = clock.now();
  const checked = validateSearch(body.value, { today: localDate(now), windows: config.fareWindows });
  if (!checked.ok) {
    const first = checked.issues[0];
    return fail(c, 400, 'websale', first?.code ?? 'invalid_request', first?.field || undefined);
  }
  const search = checked.value;
  const places = await findTerminalsBySlug(db, [search.origin, search.destination]);
  const origin = places.get(search.origin);
  const destination = places.get(search.destination);
  if (!origin) return fail(c, 404, 'websale', 'origins_not_found', 'origin');
  if (!destination || !(await servesPair(db, origin, destination))) return fail(c, 404, 'websale', 'destinations_not_found', 'destination');

  let promotion: PromotionRow | null = null;
  if (search.promotional_code !== null) {
    promotion = await findValidPromotion(db, search.promotional_code, now);
    if (!promotion) return fail(c, 400, 'websale', 'promotional_code_invalid', 'promotional_code');
  }
  const percentOff = promotion?.percentOff ?? 0;
  const types = expandPassengers(search);
  const validUntil = new Date(now.getTime() + config.openTicketValidityDays * DAY_MS);
  // Open legs have no bus to choose, so they are priced now at the pair's lowest fare ("desde").
  const openFare = async (from: TerminalInfo, to: TerminalInfo) => {
    const adult = await adultFareCents(db, from.id, to.id, null);
    return adult === null ? null : fareCentsByPassengerType(adult, percentOff);
  };
  const departureFares = search.departure.open ? await openFare(origin, destination) : null;
  const returnFares = search.round && search.return.open ? await openFare(destination, origin) : null;
  const legTotal = (fares: Record<PassengerType, number> | null) =>
    fares === null ? null : centsToAmount(types.reduce((sum, t) => sum + fares[t], 0)).toFixed(2);

  const code = await db.transaction(async (tx) => {
    // A clash on the random code is astronomically rare; retry with a new one rather than fail.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(reservations)
        .values({
          code: newReservationCode(),
          originTerminalId: origin.id,
          destinationTerminalId: destination.id,
          roundTrip: search.round,
          departureDate: search.departure.date,
          departureOpen: search.departure.open,
          departureValidUntil: search.departure.open ? validUntil : null,
          returnDate: search.round ? search.return.date : null,
          returnOpen: search.return.open,
          returnValidUntil: search.round && search.return.open ? validUntil : null,
          promotionalCodeId: promotion?.id ?? null,
          promotionalPercentOff: percentOff,
          priceDeparture: legTotal(departureFares),
          priceReturn: legTotal(returnFares),
          paymentStatus: 'process',
          paymentDeadline: new Date(now.getTime() + config.paymentMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: reservations.code })
        .returning({ id: reservations.id, code: reservations.code });
      if (!row) continue;
      await tx.insert(passengers).values(
        types.map((type) => ({
          reservationId: row.id,
          type,
          priceDeparture: departureFares === null ? null : centsToAmount(departureFares[type]).toFixed(2),
          priceReturn: returnFares === null ? null : centsToAmount(returnFares[type]).toFixed(2),
        })),
      );
      return row.code;
    }
    return null;
  });
  const loaded = code === null ? null : await loadReservation(db, code);
  if (!loaded) return fail(c, 500, 'websale', 'reservation_not_created');
  return ok(c, reservationPayload(loaded, config, requestLang(c), clock.now()));
}
