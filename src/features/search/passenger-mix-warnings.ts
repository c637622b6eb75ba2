import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchIssueCode } from '../../../domain/search/search-rules';

// What the passenger steppers say, as they move, about a mix the search will refuse (SPEC §5,
// issue 11): the same rules the chart and the server apply (domain/search/passenger-mix.ts), worded
// as what to do. In the shell catalog, since home shows them before the flow's catalogs load.
export const passengerMixWarnings: Partial<Record<SearchIssueCode, MessageDescriptor>> = {
  passengers_required: msg`Agrega al menos un pasajero.`,
  passengers_exceeded: msg`Son más de 10 pasajeros: una búsqueda admite hasta 10.`,
  students_exceeded: msg`Una reservación admite hasta 4 estudiantes.`,
  teachers_exceeded: msg`Una reservación admite hasta 2 maestros.`,
  infant_per_adult: msg`Cada infante viaja con un adulto: agrega un adulto por infante.`,
  student_cannot_be_open: msg`La tarifa de estudiante necesita fecha: quita la fecha abierta.`,
  flex_cannot_be_open: msg`Las tarifas flex necesitan fecha: quita la fecha abierta.`,
};
