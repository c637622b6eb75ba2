import type { SnapshotFrom } from 'xstate';
import type { Leg } from '../../../../machines/reservation/reservation.ports';
import type { ServerMessage } from '../../../../domain/errors/server-message';
import type { reservationMachine } from '../../../../machines/reservation/reservation.machine';

// Narrow selectors over the reservation snapshot, so each component re-renders only when the
// piece it shows changes (useSelector compares with Object.is; selectors return stable parts of
// the context or primitives).

export type ReservationSnapshot = SnapshotFrom<typeof reservationMachine>;

/** The six steps the traveller sees; `search` comes before the first and `invoicing` after the last. */
export const indicatorSteps = ['schedules', 'contact', 'additionals', 'seats', 'payment', 'tickets'] as const;
export type IndicatorStep = (typeof indicatorSteps)[number];

export function selectIndicatorIndex(snapshot: ReservationSnapshot): number {
  const step = snapshot.context.step;
  if (step === 'invoicing') return indicatorSteps.length - 1;
  return (indicatorSteps as readonly string[]).indexOf(step);
}

export type LegPhase = 'loading' | 'listing' | 'failed';
/** What the schedules step shows: a leg in one of its phases, or the choice being saved. */
export type SchedulesPhase = { leg: Leg; phase: LegPhase } | { leg: null; phase: 'saving' | 'elsewhere' };

const legPhases: LegPhase[] = ['loading', 'listing', 'failed'];

/** A new object per snapshot: use with `sameSchedulesPhase` so the step re-renders only on a change. */
export function selectSchedulesPhase(snapshot: ReservationSnapshot): SchedulesPhase {
  if (snapshot.matches({ booking: { step: { schedules: 'saving' } } })) return { leg: null, phase: 'saving' };
  for (const leg of ['departure', 'return'] as const) {
    for (const phase of legPhases) {
      if (snapshot.matches({ booking: { step: { schedules: { [leg]: phase } } } } as never)) return { leg, phase };
    }
  }
  return { leg: null, phase: 'elsewhere' };
}

export const sameSchedulesPhase = (a: SchedulesPhase, b: SchedulesPhase) => a.leg === b.leg && a.phase === b.phase;

export const selectErrors = (snapshot: ReservationSnapshot): ServerMessage[] => snapshot.context.errors;
export const selectReservation = (snapshot: ReservationSnapshot) => snapshot.context.reservation;
export const selectPassengers = (snapshot: ReservationSnapshot) => snapshot.context.reservation.passengers;
export const selectSchedulePages = (snapshot: ReservationSnapshot) => snapshot.context.schedules;
export const selectOrigins = (snapshot: ReservationSnapshot) => snapshot.context.origins;

export const selectContactSaving = (snapshot: ReservationSnapshot) =>
  snapshot.matches({ booking: { step: { contact: 'saving' } } });
export const selectTravellerLinking = (snapshot: ReservationSnapshot) =>
  snapshot.matches({ booking: { step: { contact: 'linking' } } });
export const selectAdditionalsSaving = (snapshot: ReservationSnapshot) =>
  snapshot.matches({ booking: { step: { additionals: 'saving' } } });

/** Errors for one form field (the server names nested fields as `insurance.0`, `wheelchair.note`). */
export function errorsFor(errors: readonly ServerMessage[], field: string): ServerMessage[] {
  return errors.filter((error) => error.field === field || error.field?.startsWith(`${field}.`));
}

/** Errors that belong to no field shown on the form. */
export function generalErrors(errors: readonly ServerMessage[], fields: readonly string[]): ServerMessage[] {
  return errors.filter((error) => !error.field || !fields.some((field) => error.field === field || error.field!.startsWith(`${field}.`)));
}
