import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PassengerType } from '../../domain/search/passengers';

// Passenger type names, shared by the search form and the booking steps. They live in the shell
// catalog because the search form on home needs them before the flow loads.
export const passengerTypeLabels: Record<PassengerType, MessageDescriptor> = {
  adult: msg`Adulto`,
  minor: msg`Menor (3 a 12 años)`,
  inapam: msg`INAPAM`,
  infant: msg`Infante (0 a 2 años)`,
  student: msg`Estudiante`,
  student_flex: msg`Estudiante flex`,
  teacher: msg`Maestro`,
  teacher_flex: msg`Maestro flex`,
};
