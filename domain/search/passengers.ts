// Passenger types and the counting helpers every layer shares (docs/rules/booking.md#passenger-types, docs/rules/booking.md#who-may-travel-together).

export const passengerTypes = [
  'adult',
  'minor',
  'inapam',
  'infant',
  'student',
  'student_flex',
  'teacher',
  'teacher_flex',
] as const;

export type PassengerType = (typeof passengerTypes)[number];
export type PassengerCounts = Record<PassengerType, number>;

/** Fares sold only inside configured sale and travel windows (docs/rules/booking.md#student-and-teacher-windows). */
export const windowedFares = ['student', 'student_flex', 'teacher', 'teacher_flex'] as const;
export type WindowedFare = (typeof windowedFares)[number];

/** These fares may not travel with an open date (docs/rules/booking.md#open-dates: student, student+flex, teacher+flex). */
export const faresThatCannotBeOpen = ['student', 'student_flex', 'teacher_flex'] as const satisfies readonly PassengerType[];

/**
 * Passengers an infant may travel with, on their lap. the rules say "one per adult" (docs/rules/booking.md#who-may-travel-together); seniors (INAPAM)
 * and teachers are adults too, so refusing a grandparent with a baby would be wrong. Students and
 * minors are left out because a student fare also covers under-age pupils.
 */
export const infantCompanionTypes = ['adult', 'inapam', 'teacher', 'teacher_flex'] as const satisfies readonly PassengerType[];

export const MAX_PASSENGERS = 10;
export const MAX_STUDENTS = 4;
export const MAX_TEACHERS = 2;

export function emptyPassengers(): PassengerCounts {
  return { adult: 0, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
}

export function sumOf(passengers: PassengerCounts, types: readonly PassengerType[]): number {
  return types.reduce((total, type) => total + passengers[type], 0);
}

/** Everyone on the reservation, infants included: the 10-passenger limit counts people, not seats. */
export function totalPassengers(passengers: PassengerCounts): number {
  return sumOf(passengers, passengerTypes);
}

/**
 * One entry per person, in passenger-type order. The server stores its passenger rows in this order,
 * so insurance indexes and seat picks count along it.
 */
export function passengerList(passengers: PassengerCounts): PassengerType[] {
  return passengerTypes.flatMap((type) => Array.from({ length: passengers[type] }, () => type));
}

/** Infants (0-2) travel free on a companion's lap, so they need no seat. */
export function seatsNeeded(passengers: PassengerCounts): number {
  return totalPassengers(passengers) - passengers.infant;
}

export function studentCount(passengers: PassengerCounts): number {
  return passengers.student + passengers.student_flex;
}

export function teacherCount(passengers: PassengerCounts): number {
  return passengers.teacher + passengers.teacher_flex;
}

export function infantCompanionCount(passengers: PassengerCounts): number {
  return sumOf(passengers, infantCompanionTypes);
}
