// The one result shape of every I/O port and API client: expected failures are values, so a chart
// can take an explicit transition on them and a caller never needs a try/catch for a refusal.

/** A failure as the server (or the client, for a failure of its own) reports it: a catalogue code, never text to show. */
export interface Failure {
  code: string;
  /** The request field it concerns, e.g. `passengers.student` or `card.number`. */
  field?: string;
  /** The seat numbers a seat refusal concerns (seat_taken, seat_not_offered). */
  seats?: number[];
  /** The server's own wording, for logs; the screen shows the catalogue's text for `code`. */
  message?: string;
}

export type Succeeded<T> = { ok: true; data: T };
export type Failed = {
  ok: false;
  errors: Failure[];
  /** HTTP status of the answer, when a client got one; chart ports leave it out. */
  httpStatus?: number;
};
export type Result<T> = Succeeded<T> | Failed;

export function ok<T>(data: T): Succeeded<T> {
  return { ok: true, data };
}

/** A failure with one error; `field` and `httpStatus` only when given. */
export function failed(code: string, details: { field?: string; message?: string; httpStatus?: number } = {}): Failed {
  const failure: Failure = { code };
  if (details.field !== undefined) failure.field = details.field;
  if (details.message !== undefined) failure.message = details.message;
  return details.httpStatus === undefined ? { ok: false, errors: [failure] } : { ok: false, errors: [failure], httpStatus: details.httpStatus };
}

/** The same failure with the data of a success replaced, so an edge maps the payload only. */
export function mapData<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}
