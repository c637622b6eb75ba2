import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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

/** Shuttle connections of SPEC §1, in the contract's order. */
export const shuttleDestinations = [
  { id: 'tlaquepaque', label: msg`Tlaquepaque` },
  { id: 'line_3', label: msg`Línea 3 del tren ligero` },
  { id: 'station_bus', label: msg`Central de autobuses` },
  { id: 'zapopan', label: msg`Zapopan` },
  { id: 'macrobus', label: msg`Macrobús` },
  { id: 'galerias', label: msg`Plaza Galerías` },
  { id: 'gran_plaza', label: msg`Gran Plaza` },
  { id: 'minerva', label: msg`La Minerva` },
  { id: 'plaza_patria', label: msg`Plaza Patria` },
  { id: 'mercado', label: msg`Mercado San Juan de Dios` },
  { id: 'cucea', label: msg`CUCEA` },
] as const;
