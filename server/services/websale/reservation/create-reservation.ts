import { randomInt } from 'node:crypto';
import { centsToAmount, fareCentsByPassengerType } from '../../../../domain/fares';
import { newReservationCode } from '../../../../domain/reservation/reservation-code';
import { validateSearch } from '../../../../domain/search/search-rules';
import { passengerList, type PassengerType } from '../../../../domain/search/passengers';
import type { AppDeps } from '../../service-deps';
import { localDate } from '../../../platform/clock';
import { newSecretToken, tokenDigest } from '../../../platform/secret-tokens';
import { keptRoutesWithStops } from '../../../db/queries/network.queries';
import type { Lang } from '../../../http/envelope';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { adultFareCents } from './fares.queries';
import { validPromotion } from './promotions';
import { createdReservation, findTerminalsBySlug, insertReservation, type PromotionRow, type TerminalInfo } from '../../reservations';
import { reservationPayload } from '../../reservations';

const DAY_MS = 86_400_000;

async function servesPair(deps: Pick<AppDeps, 'db'>, origin: TerminalInfo, destination: TerminalInfo): Promise<boolean> {
  for (const route of await keptRoutesWithStops(deps.db)) {
    const from = route.stops.findIndex((s) => s.terminal.id === origin.id);
    const to = route.stops.findIndex((s) => s.terminal.id === destination.id);
    if (from >= 0 && to > from) return true;
  }
  return false;
}

/** The language the traveller books in (the body's `lang`, Spanish when absent); null when it is neither. */
function bookingLang(body: unknown): Lang | null {
  const lang = body !== null && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined;
  if (lang === undefined) return 'es';
  return lang === 'es' || lang === 'en' ? lang : null;
}

/**
 * createReservation. Every search rule (docs/rules/booking.md#the-search-form) is checked again here with the server's own "today"
 * and fare windows, so a crafted request cannot store what the form would refuse; the first failure
 * is answered and nothing is written.
 */
export async function createReservation(deps: AppDeps, body: unknown, lang: Lang): Promise<Outcome<ReturnType<typeof reservationPayload> & { flow_token: string }>> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const checked = validateSearch(body, { today: localDate(now), windows: config.fareWindows, horizonDays: config.salesHorizonDays });
  if (!checked.ok) {
    const first = checked.issues[0];
    return refuse(400, first?.code ?? 'invalid_request', first?.field || undefined);
  }
  const search = checked.value;
  const bookedIn = bookingLang(body);
  if (bookedIn === null) return refuse(400, 'invalid_request', 'lang');
  const places = await findTerminalsBySlug(db, [search.origin, search.destination]);
  const origin = places.get(search.origin);
  const destination = places.get(search.destination);
  if (!origin) return refuse(404, 'origins_not_found', 'origin');
  if (!destination || !(await servesPair(deps, origin, destination))) return refuse(404, 'destinations_not_found', 'destination');

  let promotion: PromotionRow | null = null;
  if (search.promotional_code !== null) {
    promotion = await validPromotion(db, search.promotional_code, now);
    if (!promotion) return refuse(400, 'promotional_code_invalid', 'promotional_code');
  }
  const percentOff = promotion?.percentOff ?? 0;
  const types = passengerList(search.passengers);
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

  // The flow's bearer token: answered once, kept only as its digest (decision 019).
  const flowToken = newSecretToken();
  const created = await insertReservation(
    db,
    {
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
      flowTokenHash: tokenDigest(flowToken),
      lang: bookedIn,
    },
    types.map((type) => ({
      type,
      priceDeparture: departureFares === null ? null : centsToAmount(departureFares[type]).toFixed(2),
      priceReturn: returnFares === null ? null : centsToAmount(returnFares[type]).toFixed(2),
    })),
    () => newReservationCode((bound) => randomInt(bound)),
  );
  if (!created) return refuse(500, 'reservation_not_created');
  // Answered from what the insert returned, not a second read (decision 081).
  const loaded = await createdReservation(db, created, promotion?.code ?? null);
  return success({ ...reservationPayload(loaded, config, lang, clock.now()), flow_token: flowToken });
}
