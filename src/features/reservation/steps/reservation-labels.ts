import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PassengerType } from '../../../../domain/search/passengers';
import { shuttleDestinations as shuttleDestinationIds, type ShuttleDestination } from '../../../../domain/reservation/shuttle-rules';
import type { Amenity, ServiceClass } from '../../../../domain/fleet/service-classes';

// Names the steps and the summary share, as descriptors translated where they are shown.


/** Summary line concepts of the websale contract. */
export const conceptLabels: Record<string, MessageDescriptor> = {
  departure: msg`Salida`,
  return: msg`Regreso`,
  insurance: msg`Seguro de viajero`,
  shuttle: msg`Conexión shuttle`,
  pet: msg`Mascota`,
  wheelchair: msg`Espacio para silla de ruedas`,
};

const shuttleLabels: Record<ShuttleDestination, MessageDescriptor> = {
  tlaquepaque: msg`Tlaquepaque`,
  line_3: msg`Línea 3 del tren ligero`,
  station_bus: msg`Central de autobuses`,
  zapopan: msg`Zapopan`,
  macrobus: msg`Macrobús`,
  galerias: msg`Plaza Galerías`,
  gran_plaza: msg`Gran Plaza`,
  minerva: msg`La Minerva`,
  plaza_patria: msg`Plaza Patria`,
  mercado: msg`Mercado San Juan de Dios`,
  cucea: msg`CUCEA`,
};

/** Shuttle connections (docs/rules/booking.md#the-shuttle-connection), in the domain's (the contract's) order. */
export const shuttleDestinations = shuttleDestinationIds.map((id) => ({ id, label: shuttleLabels[id] }));

/** A shuttle destination's name by its contract id (the server's PDF names it the same: server/documents/shuttle-names.ts). */
export const shuttleLabel = (id: string): MessageDescriptor | undefined => shuttleLabels[id as ShuttleDestination];

/** Service classes by their contract code (the server's bus_type follows the fixed es header). */
export const serviceClassLabels: Record<ServiceClass, MessageDescriptor> = {
  executive: msg`Ejecutivo`,
  first: msg`Primera clase`,
};

/** What a class offers on board. */
export const amenityLabels: Record<Amenity, MessageDescriptor> = {
  wifi: msg`Wi-Fi`,
  usb: msg`Cargador USB`,
  wc: msg`Sanitario`,
  ac: msg`Aire acondicionado`,
  entertainment: msg`Pantallas de entretenimiento`,
  seatbelts: msg`Cinturones de seguridad`,
};
/**
 * Passenger types as they read inside parentheses: the ages after a comma, so "Pasajero 3 (Menor, 3 a
 * 12 años)" never nests parentheses (the search form's labels keep theirs).
 */
export const passengerKindLabels: Record<PassengerType, MessageDescriptor> = {
  adult: msg`Adulto`,
  minor: msg`Menor, 3 a 12 años`,
  inapam: msg`INAPAM`,
  infant: msg`Infante, 0 a 2 años`,
  student: msg`Estudiante`,
  student_flex: msg`Estudiante flex`,
  teacher: msg`Maestro`,
  teacher_flex: msg`Maestro flex`,
};

/** "Pasajero 2 (Menor, 3 a 12 años)": a passenger by position, before the contact step names them. */
export function passengerTitle(i18n: I18n, position: number, type: PassengerType): string {
  const kind = i18n._(passengerKindLabels[type]);
  return i18n._(msg`Pasajero ${position} (${kind})`);
}

/** "Ana López (Adulto)", or the position while the passenger has no name yet (seat map, tickets). */
export function passengerName(i18n: I18n, name: string, position: number, type: PassengerType): string {
  if (!name.trim()) return passengerTitle(i18n, position, type);
  const kind = i18n._(passengerKindLabels[type]);
  return i18n._(msg`${name} (${kind})`);
}
