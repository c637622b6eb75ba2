// What other services may use of the web sale: the schedules a leg offers and the seat-hold rules, which a
// schedule change (server/services/itinerary) reuses, and a store order settled when the store network says its
// cash arrived (server/services/payments). Other services import only this file.
export { type ScheduleOption, legEnds, scheduleOptions } from './schedules/schedule-options';
export { dateAt, timeAt } from './schedules/schedules.queries';
export { countedRules } from './seats/seat-choice';
export { reservationOrderByReference, settleReservationAtStore } from './store-cash/paid-at-store';
// A PEND paid by card from My reservation sells its tickets as the desk does (server/services/itinerary/pay-pend.ts).
export { PendLapsed, sellPendTickets } from './office/pay-pend';
