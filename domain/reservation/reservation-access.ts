// Who may read a reservation (decision 019), the pure part: how a surname typed by a traveller is
// compared with the stored ones, and how long a link token lives. The server keeps the secrets.

/** Up to 10 passengers plus the contact: a surname is always compared against this many candidates. */
export const SURNAME_CANDIDATES = 11;

/**
 * A last name as it is compared: without accents (NFD, marks dropped), lower case, apostrophes and
 * dots dropped, hyphens read as spaces, inner spaces collapsed, trimmed. "Hernández  López" and
 * "hernandez lopez" are the same surname, and so are "O'Neil", "O’Neil" and "oneil".
 */
export function normalizeSurname(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02BC`´.]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link token keeps working this long after the tickets' last possible use. */
export const LINK_GRACE_DAYS = 7;

/**
 * When a link token issued at `issuedAt` expires: a week after the last moment its tickets can be
 * used (the last boarding, or the end of an open ticket's validity), and never before a week after
 * issue. The e-mail is where a traveller looks for the tickets until the trip is over; after that
 * the link only widens the window in which a forwarded or leaked e-mail exposes names and PINs.
 */
export function linkExpiry(issuedAt: Date, endsOfUse: ReadonlyArray<Date | null>): Date {
  const last = endsOfUse.reduce<number>((latest, end) => (end && end.getTime() > latest ? end.getTime() : latest), issuedAt.getTime());
  return new Date(last + LINK_GRACE_DAYS * DAY_MS);
}
