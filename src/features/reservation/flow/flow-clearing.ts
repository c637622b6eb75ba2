import type { ReservationActor } from './reservation-flow';
import { clearStoredReservation } from './flow-loader';

// SPEC §4: "Entering a reservation route as first route, or from one, clears the stored
// reservation after 1 second" (delay: SPEC §9).
//
// Our reading: "a reservation route" is the route SPEC §2 names reservation, /reservacion (alias
// /reservation), where a reservation starts with the search form. Arriving there as the first
// page of the visit, or coming back to it from one of the flow's steps, means the traveller is
// starting over, so the reservation in progress is dropped (the search form keeps what was
// typed). Applying the rule to every step page would make a reload lose the reservation, which
// SPEC §3 (state persisted in session storage) and issue 3 ("a reload resumes the same step")
// rule out. The delay lets the page that is being left finish with the reservation first.

export const CLEARING_DELAY_MS = 1000;

let flowLayoutShown = false;

/** Set by the flow layout while it is on screen: "coming from a reservation route". */
export function markFlowLayoutShown(shown: boolean): void {
  flowLayoutShown = shown;
}

/** No route has been shown yet in this page: nothing of the app's layouts is in the document. */
function isFirstRoute(): boolean {
  return typeof document !== 'undefined' && document.querySelector('.layout') === null;
}

/** Schedules the clearing when the rule applies; tells whether it did. */
export function clearFlowOnStart(actor: ReservationActor, delay = CLEARING_DELAY_MS): boolean {
  if (!isFirstRoute() && !flowLayoutShown) return false;
  const code = actor.getSnapshot().context.reservation.code;
  setTimeout(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'active') return;
    // A new reservation made within the second is the traveller's fresh start: keep it.
    if (snapshot.context.reservation.code !== code) return;
    if (code || !snapshot.matches('search')) actor.send({ type: 'reservation.reset' });
    clearStoredReservation();
  }, delay);
  return true;
}
