// What other features may use of the reservation flow: its router binding (the actor, loaded on
// first need, with the flow's pages and addresses) and the actor's type. Light on purpose: the
// home page's search form imports it, and the chart loads only when the binding is asked.
export { reservationFlow, type ReservationActor } from './flow/reservation-binding';
export { readSavedSearch, type SavedSearch } from './flow/saved-search';
