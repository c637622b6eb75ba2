import type { ResolvedDeps } from '../service-deps';
import type { Lang } from '../../http/envelope';
import { refuse, success, type Failure, type Outcome } from '../../platform/failure';
import { issueLinkToken, type Credentials } from '../reservations';
import { reservationForReader } from '../reservations';
import type { LoadedReservation } from '../reservations';
import { confirmationFacts } from '../reservations';
import { ticketsOf, wheelchairPlacesByLeg, type TicketRow } from '../reservations';
import { itineraryView } from './itinerary-view';
import { ticketMarksOf, type TicketMark } from './itinerary.queries';

/** The one answer of every failed lookup (decision 019): unknown code, wrong surname, bad token, no tickets. */
export const itineraryNotFound = (): Failure<'itinerary'> => refuse<'itinerary'>(404, 'reservation_not_found', 'code');

export interface OpenedReservation {
  loaded: LoadedReservation;
  tickets: TicketRow[];
  marks: Map<number, TicketMark>;
}

/**
 * The reservation of a code, opened by a passenger's or the contact's surname (a paid or PEND
 * reservation) or by a link token (its owner); only with issued tickets. Whatever fails, the same 404.
 */
export async function openReservation(deps: ResolvedDeps, code: string, credentials: Pick<Credentials, 'lastName' | 'linkToken'>): Promise<Outcome<OpenedReservation, 'itinerary'>> {
  // Only the surname and the link token open it here: the booking flow's token is not this page's.
  const read = await reservationForReader(deps, code, { lastName: credentials.lastName, linkToken: credentials.linkToken });
  if (!read.ok) return itineraryNotFound();
  const { loaded } = read.value;
  const tickets = await ticketsOf(deps.db, loaded.row.id);
  if (tickets.length === 0) return itineraryNotFound();
  return success({ loaded, tickets, marks: await ticketMarksOf(deps.db, tickets.map((t) => t.id)) });
}

/** The contract's Itinerary of an opened reservation, with a fresh link token for its documents. */
export async function itineraryOf(deps: ResolvedDeps, opened: OpenedReservation, lang: Lang) {
  const now = deps.clock.now();
  const { loaded } = opened;
  const [facts, places, link] = await Promise.all([confirmationFacts(deps.db, loaded), wheelchairPlacesByLeg(deps.db, loaded.row), issueLinkToken(deps.db, loaded, now)]);
  return itineraryView({ ...opened, facts, places, link, now }, deps.config, lang);
}

/**
 * itineraryData. A found reservation gets a fresh link token, so the page opens its documents and
 * comes back without the surname.
 */
export async function findItinerary(deps: ResolvedDeps, code: string, credentials: Pick<Credentials, 'lastName' | 'linkToken'>, lang: Lang): Promise<Outcome<ReturnType<typeof itineraryView>, 'itinerary'>> {
  const opened = await openReservation(deps, code, credentials);
  return opened.ok ? success(await itineraryOf(deps, opened.value, lang)) : opened;
}
