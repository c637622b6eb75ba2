import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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

/** Shuttle connections of SPEC §1, in the domain's (the contract's) order. */
export const shuttleDestinations = shuttleDestinationIds.map((id) => ({ id, label: shuttleLabels[id] }));

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
