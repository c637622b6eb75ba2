import { linkExpiry, normalizeSurname, SURNAME_CANDIDATES } from '../../../../domain/reservation/reservation-access';
import { acceptedSurnameForms, SURNAME_FORMS } from '../../../../domain/reservation/surname-forms';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { Database } from '../../../db/database';
import { newSecretToken, NO_DIGEST, sameDigest, tokenDigest, tokenMatches } from '../../../platform/secret-tokens';
import { refuse, success, type Failure, type Outcome } from '../../../platform/failure';
import { findAccessFacts, insertLinkToken, type AccessFacts } from './access.queries';
import { readTokenMatches } from './read-token';
import type { LoadedReservation } from './reservation.queries';

// Who may read or change a reservation (decision 019). The booking flow's calls carry the flow token
// create answered; documents and the view also open with a link token or a passenger's surname. Every
// refusal is the same 404 reservation_not_found after the same work: one lookup by code, then every
// digest compared in constant time, against stand-ins when the code is unknown.

/** What a request may carry to prove it may see a reservation. */
export interface Credentials {
  flowToken?: string | undefined;
  linkToken?: string | undefined;
  /** The read token (decision 063): reads like a surname, never changes anything. */
  readToken?: string | undefined;
  lastName?: string | undefined;
}

export interface Verdict {
  facts: AccessFacts | null;
  /** The flow token matches: the booking flow itself, which may change the reservation. */
  flow: boolean;
  /** A live link token of this reservation: its owner, reading. */
  link: boolean;
  /** A passenger's or the contact's surname: a traveller, reading a paid reservation only. */
  surname: boolean;
  /** The reservation's read token: a traveller too (decision 063). */
  read: boolean;
}

/** The one refusal of every failed lookup, whatever failed. */
export const notFound = (): Failure => refuse(404, 'reservation_not_found', 'code');

// Either surname of a stored one finds it (domain/reservation/surname-forms.ts): every slot of every candidate is
// compared, padded, so the work does not tell how many passengers or surnames a reservation has.
function surnameMatches(given: string | undefined, facts: AccessFacts | null): boolean {
  const wanted = tokenDigest(normalizeSurname(given ?? ''));
  const stored = facts ? [facts.contactLastName, ...facts.passengerLastNames] : [];
  let match = false;
  for (let i = 0; i < SURNAME_CANDIDATES; i++) {
    const forms = acceptedSurnameForms(stored[i] ?? '');
    for (let f = 0; f < SURNAME_FORMS; f++) {
      const form = forms[f] ?? '';
      match = (sameDigest(wanted, tokenDigest(form)) && form !== '') || match;
    }
  }
  return match && normalizeSurname(given ?? '') !== '';
}

/** Every credential checked, each in full, whichever were sent and whether or not the code exists. */
export async function checkAccess(db: Database, now: Date, code: string, credentials: Credentials): Promise<Verdict> {
  const facts = await findAccessFacts(db, normalizeReservationCode(code), tokenDigest(credentials.linkToken ?? ''), now);
  const flowEqual = tokenMatches(credentials.flowToken ?? '', facts?.flowTokenHash ?? NO_DIGEST);
  const surname = surnameMatches(credentials.lastName, facts);
  // Against a stand-in key when the code is unknown, so every failure does the same work.
  const read = readTokenMatches(facts?.readKey ?? '00000000-0000-0000-0000-000000000000', credentials.readToken);
  return {
    facts,
    flow: flowEqual && Boolean(credentials.flowToken) && Boolean(facts?.flowTokenHash),
    link: Boolean(credentials.linkToken) && facts?.linkValid === true,
    surname: surname && facts !== null,
    read: read && Boolean(credentials.readToken) && facts !== null,
  };
}

/**
 * A booking call over a row already read (the reads that fetch the reservation in one statement): the flow
 * token's digest compared in constant time with the row's, or with a stand-in when the code is unknown.
 */
export function flowTokenOpens(row: { flowTokenHash: string | null } | null, flowToken: string | undefined): boolean {
  const equal = tokenMatches(flowToken ?? '', row?.flowTokenHash ?? NO_DIGEST);
  return equal && Boolean(flowToken) && Boolean(row?.flowTokenHash);
}

export type Reader = 'owner' | 'traveller';

/**
 * A read (the view, the documents): the owner (flow or link token) sees everything the flow sees; a
 * traveller with the surname sees a paid reservation only, and an unpaid one is not found, so whether
 * it is paid is told to the owner alone.
 */
export async function checkReaderAccess(db: Database, now: Date, code: string, credentials: Credentials): Promise<Outcome<Reader>> {
  const verdict = await checkAccess(db, now, code, credentials);
  if (!verdict.facts) return notFound();
  if (verdict.flow || verdict.link) return success('owner');
  if ((verdict.surname || verdict.read) && isPaymentSettled(verdict.facts.paymentStatus)) return success('traveller');
  return notFound();
}

/** The moments a reservation's tickets can last be used: the boardings, and open tickets' validity. */
function endsOfUse(loaded: LoadedReservation): Array<Date | null> {
  return [loaded.departure?.boardsAt ?? null, loaded.return?.boardsAt ?? null, loaded.row.departureValidUntil, loaded.row.returnValidUntil];
}

/**
 * A new link token for the reservation, stored as its digest; the token itself is returned once. `lifetimeMs`
 * gives it a lifetime of its own: a one-time code's proof lasts a visit, whenever the trip is (an invoice may be
 * asked for after the e-mail's link has expired, decision 063).
 */
export async function issueLinkToken(db: Database, loaded: LoadedReservation, now: Date, lifetimeMs?: number): Promise<{ token: string; expiresAt: Date }> {
  const link = newLinkToken(loaded, now, lifetimeMs);
  await insertLinkToken(db, loaded.row.id, link.digest, link.expiresAt, now);
  return { token: link.token, expiresAt: link.expiresAt };
}

/** A link token made as issueLinkToken makes it, not yet stored: the caller stores its digest with rows of its own, in one statement. */
export function newLinkToken(loaded: LoadedReservation, now: Date, lifetimeMs?: number): { token: string; digest: string; expiresAt: Date } {
  const token = newSecretToken();
  const expiresAt = lifetimeMs === undefined ? linkExpiry(now, endsOfUse(loaded)) : new Date(now.getTime() + lifetimeMs);
  return { token, digest: tokenDigest(token), expiresAt };
}
