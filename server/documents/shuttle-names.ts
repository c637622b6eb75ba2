import type { ShuttleDestination } from '../../domain/reservation/shuttle-rules';
import type { DocumentLang } from './ticket-document';

// The shuttle connection's destinations as the booking's additionals step and tickets page name them
// (src/features/reservation/steps/reservation-labels.ts and its catalogs), so a ticket and its PDF agree.
export const shuttleDestinationNames: Record<DocumentLang, Record<ShuttleDestination, string>> = {
  es: {
    tlaquepaque: 'Tlaquepaque',
    line_3: 'Línea 3 del tren ligero',
    station_bus: 'Central de autobuses',
    zapopan: 'Zapopan',
    macrobus: 'Macrobús',
    galerias: 'Plaza Galerías',
    gran_plaza: 'Gran Plaza',
    minerva: 'La Minerva',
    plaza_patria: 'Plaza Patria',
    mercado: 'Mercado San Juan de Dios',
    cucea: 'CUCEA',
  },
  en: {
    tlaquepaque: 'Tlaquepaque',
    line_3: 'Light rail line 3',
    station_bus: 'Bus station',
    zapopan: 'Zapopan',
    macrobus: 'Macrobús',
    galerias: 'Plaza Galerías',
    gran_plaza: 'Gran Plaza',
    minerva: 'La Minerva',
    plaza_patria: 'Plaza Patria',
    mercado: 'San Juan de Dios market',
    cucea: 'CUCEA',
  },
};
