// What other services may use of the web sale: the schedules a leg offers and the seat-hold rules, which a
// schedule change (server/services/itinerary) reuses. Other services import only this file.
export { type ScheduleOption, legEnds, scheduleOptions } from './schedules/schedule-options';
export { dateAt, timeAt } from './schedules/schedules.queries';
export { countedRules } from './seats/hold-seats';
