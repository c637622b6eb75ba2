// What can go wrong when the site talks to an OCTO partner, typed so a use case decides on the kind and never
// on a message: the partner could not be reached (down, connection refused), did not answer in time, failed
// on its side (5xx), said no to the request (4xx, with OCTO's error code), or answered something unreadable.

export type OctoFailureKind = 'down' | 'timeout' | 'server_error' | 'rejected' | 'bad_response';

export class OctoError extends Error {
  override readonly name = 'OctoError';
  constructor(
    readonly kind: OctoFailureKind,
    /** Which call failed (`reserve`, `confirm`, …), for logs. */
    readonly operation: string,
    /** The HTTP status, when the partner answered. */
    readonly status?: number,
    /** OCTO's error code (`INVALID_BOOKING_UUID`, `UNPROCESSABLE_ENTITY`, …) on a rejection. */
    readonly octoCode?: string,
  ) {
    super(`${operation}: ${kind}${status ? ` ${status}` : ''}${octoCode ? ` ${octoCode}` : ''}`);
  }

  /** The partner may have done it anyway (no answer, or its own failure): asking again is the only way to know. */
  get outcomeUnknown(): boolean {
    return this.kind === 'timeout' || this.kind === 'server_error' || this.kind === 'bad_response';
  }
}

export const isOctoError = (error: unknown): error is OctoError => error instanceof OctoError;
