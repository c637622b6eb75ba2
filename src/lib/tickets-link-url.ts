// Shared by the tickets page and "my reservation" (docs/rules/my-reservation.md#finding-a-reservation).
// The lasting link to a reservation's tickets (decision 019): the websale service's PDF operation
// with the code and the link token, `download=1` so the link answers the file itself. Absolute, so
// it still works when copied out of the page: a relative service base (the local environment's
// same-origin `/api/websale`) is resolved against the page's origin.

export function ticketsPdfUrl(
  serviceBaseUrl: string,
  code: string,
  token: string,
  origin: string | undefined = globalThis.location?.origin,
): string {
  const base = new URL(`${serviceBaseUrl.replace(/\/+$/, '')}/`, origin);
  const url = new URL('reservation/pdf', base);
  url.search = new URLSearchParams({ code, token, download: '1' }).toString();
  return url.href;
}

/**
 * The printable HTML tickets at an address that reopens (`view=1`: the page itself, not the JSON
 * envelope), with the link token: a new tab, a bookmark or a shared link opens it until it expires.
 */
export function ticketsHtmlUrl(
  serviceBaseUrl: string,
  code: string,
  token: string,
  origin: string | undefined = globalThis.location?.origin,
): string {
  const base = new URL(`${serviceBaseUrl.replace(/\/+$/, '')}/`, origin);
  const url = new URL('reservation/html', base);
  url.search = new URLSearchParams({ code, token, view: '1' }).toString();
  return url.href;
}

/**
 * A tour booking's ticket by its code and read token (getTourTicket, docs/rules/tours.md#the-ticket): `pdf` answers
 * the file to download, `html` the page itself. The read token, not the surname, so no surname sits in an address
 * (history, logs); it only reads. The link names its language, as a link sends no `lang` header. Absolute, like
 * the bus tickets' links.
 */
export function tourTicketUrl(
  serviceBaseUrl: string,
  { code, readToken, fileType, lang }: { code: string; readToken: string; fileType: 'pdf' | 'html'; lang: 'es' | 'en' },
  origin: string | undefined = globalThis.location?.origin,
): string {
  const base = new URL(`${serviceBaseUrl.replace(/\/+$/, '')}/`, origin);
  const url = new URL('tour/sale/ticket', base);
  url.search = new URLSearchParams({ code, read_token: readToken, file_type: fileType, lang }).toString();
  return url.href;
}

/** A tour booking's passes by its id (what a bus reservation's order that paid its tours knows), as PDF or HTML. */
export function tourTicketByIdUrl(
  serviceBaseUrl: string,
  { bookingId, fileType, lang }: { bookingId: string; fileType: 'pdf' | 'html'; lang: 'es' | 'en' },
  origin: string | undefined = globalThis.location?.origin,
): string {
  const base = new URL(`${serviceBaseUrl.replace(/\/+$/, '')}/`, origin);
  const url = new URL('tour/sale/ticket', base);
  url.search = new URLSearchParams({ booking_id: bookingId, file_type: fileType, lang }).toString();
  return url.href;
}
