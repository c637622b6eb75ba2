import type { ResolvedDeps } from '../service-deps';
import type { Lang } from '../../http/envelope';
import { refuse, success, type Failure, type Outcome } from '../../platform/failure';
import { type Credentials, type Reader } from '../reservations';
import { reservationForReader } from '../reservations';
import type { LoadedReservation } from '../reservations';
import { confirmationFacts } from '../reservations';
import { wheelchairPlacesByLeg, type TicketRow } from '../reservations';
import { readTokenOf } from '../reservations';
import { itineraryView } from './itinerary-view';
import { ticketsWithMarksOf, type TicketMark } from './itinerary.queries';

/** The one answer of every failed lookup (decision 019): unknown code, wrong surname, bad token, no tickets. */
export const itineraryNotFound = (): Failure<'itinerary'> => refuse<'itinerary'>(404, 'reservation_not_found', 'code');

/** A reader (surname or read token) asked for what only the contact may do (decision 063). */
export const proofRequired = (): Failure<'itinerary'> => refuse<'itinerary'>(403, 'proof_required');

export interface OpenedReservation {
  loaded: LoadedReservation;
  tickets: TicketRow[];
  marks: Map<number, TicketMark>;
  /** The owner (a live link token: the e-mail's, the tickets page's, or one a one-time code gave) or a reader. */
  reader: Reader;
}

type ReadCredentials = Pick<Credentials, 'lastName' | 'linkToken' | 'readToken'>;

/**
 * The reservation of a code, opened by a passenger's or the contact's surname or the read token (a paid or PEND
 * reservation, to read) or by a link token (its owner); only with issued tickets. Whatever fails, the same 404.
 */
export async function openReservation(deps: ResolvedDeps, code: string, credentials: ReadCredentials): Promise<Outcome<OpenedReservation, 'itinerary'>> {
  // Only the surname and the link and read tokens open it here: the booking flow's token is not this page's.
  const read = await reservationForReader(deps, code, { lastName: credentials.lastName, linkToken: credentials.linkToken, readToken: credentials.readToken });
  if (!read.ok) return itineraryNotFound();
  const { loaded, reader } = read.value;
  const { tickets, marks } = await ticketsWithMarksOf(deps.db, loaded.row.id);
  if (tickets.length === 0) return itineraryNotFound();
  return success({ loaded, tickets, reader, marks });
}

/**
 * The reservation for a change (cancel, move a leg, pay the difference): only a link token, the proof of the
 * contact, opens it. The read token or a surname gets 403 proof_required, anything else the one 404.
 */
export async function openToAct(deps: ResolvedDeps, code: string, token: string): Promise<Outcome<OpenedReservation, 'itinerary'>> {
  const opened = await openReservation(deps, code, { linkToken: token, readToken: token });
  if (!opened.ok) return opened;
  return opened.value.reader === 'owner' ? opened : proofRequired();
}

/** The contract's Itinerary of an opened reservation. Reading it writes nothing (decision 063). */
export async function itineraryOf(deps: ResolvedDeps, opened: OpenedReservation, lang: Lang) {
  const now = deps.clock.now();
  const { loaded } = opened;
  const facts = await confirmationFacts(deps.db, loaded);
  const places = wheelchairPlacesByLeg(loaded);
  return itineraryView({ ...opened, facts, places, readToken: readTokenOf(loaded.row.readKey), proof: opened.reader === 'owner', now }, deps.config, lang);
}

/** itineraryData: the trip for anyone with the code and a surname or a token; `proof` says whether it may change it. */
export async function findItinerary(deps: ResolvedDeps, code: string, credentials: ReadCredentials, lang: Lang): Promise<Outcome<Awaited<ReturnType<typeof itineraryOf>>, 'itinerary'>> {
  const opened = await openReservation(deps, code, credentials);
  return opened.ok ? success(await itineraryOf(deps, opened.value, lang)) : opened;
}
