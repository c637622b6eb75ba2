// A tour booking's status as the traveller sees it (docs/rules/tours.md#the-hold). The stored status changes
// only by a request; a hold that ran out is read as expired from its timestamp, so nothing waits on a sweeper.

export type StoredBookingStatus = 'open' | 'held' | 'ordered' | 'confirmed' | 'cancelled';
export type TourBookingStatus = StoredBookingStatus | 'expired';

/** The tour session and a hold last this long (the contract's 900 seconds). */
export const TOUR_SESSION_SECONDS = 900;

const holding = (status: StoredBookingStatus) => status === 'held' || status === 'ordered';

/** held or ordered past its hold reads as expired. */
export function bookingStatus(stored: StoredBookingStatus, holdExpiresAt: Date | null, now: Date): TourBookingStatus {
  if (holding(stored) && (holdExpiresAt === null || holdExpiresAt.getTime() <= now.getTime())) return 'expired';
  return stored;
}

/** Whole seconds left on the hold, by the server's clock; null when nothing is held, 0 once it ran out. */
export function holdSecondsLeft(stored: StoredBookingStatus, holdExpiresAt: Date | null, now: Date): number | null {
  if (!holding(stored) || holdExpiresAt === null) return null;
  return Math.max(0, Math.floor((holdExpiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Whether the tour session is over: a hold that ran out, or a cart left unsaved past its session. A booking
 * paid or ordered is a purchase, no longer a session, and never expires this way.
 */
export function sessionExpired(stored: StoredBookingStatus, holdExpiresAt: Date | null, sessionExpiresAt: Date, now: Date): boolean {
  if (stored === 'confirmed' || stored === 'cancelled') return false;
  if (bookingStatus(stored, holdExpiresAt, now) === 'expired') return true;
  return stored === 'open' && sessionExpiresAt.getTime() <= now.getTime();
}
