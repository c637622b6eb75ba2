// Allowed values of the parameterised paths (docs/rules/site.md#addresses-and-aliases); any other value redirects to /.
export const SERVICE_PAGES = [
  'infantes-menores',
  'discapacitados',
  'inapam',
  'estudiantes-maestros',
  'equipaje',
  'mascota',
  'shuttle',
  'sala-viajero',
  'estacionamiento',
  'garantia',
  'seguro-viaje',
] as const;

export const TICKET_DESTINATIONS = ['vallarta', 'sayulita', 'bucerias', 'guayabitos', 'nuevo-vallarta'] as const;

export const BUS_CITIES = [
  'puerto-vallarta',
  'zapopan',
  'guadalajara',
  'nuevo-vallarta',
  'bucerias',
  'sayulita',
  'la-penita',
] as const;

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Brand landing pages (static layout). The rules name their topics but not their paths (docs/rules/content-pages.md#landing-pages); these are ours:
 *   /horarios-y-boletos-ruta-bahia   searching schedules and buying tickets (schedulesreservation)
 *   /comprar-boletos-de-autobus      buying bus tickets (buyticketsbus)
 *   /linea-de-autobuses-ruta-bahia   the bus line (linebuses)
 *   /autobuses-ruta-bahia            its buses (buses)
 *   /grupo-ruta-bahia                its group
 *   /empresa-ruta-bahia              its company
 *   /app-ruta-bahia                  the mobile app (apps)
 *   /app-ruta-bahia-ios              the iOS app
 *   /app-ruta-bahia-android          the Android app
 *   /hoteles-en-puerto-vallarta      hotels in Puerto Vallarta
 *   /hoteles-en-nuevo-vallarta       hotels in Nuevo Vallarta
 *   /hot-sale                        the Hot Sale campaign (hotsale)
 * The other landing groups map to: tickets -> /boletos-a-{destination}, bustickets ->
 * /boletos-de-autobus-{destination}, buses -> /autobus-{city}, trucks -> /camion-{city},
 * frecuenttraveller -> /viajero-frecuente.
 */
export const BRAND_LANDING_PATHS = [
  '/horarios-y-boletos-ruta-bahia',
  '/comprar-boletos-de-autobus',
  '/linea-de-autobuses-ruta-bahia',
  '/autobuses-ruta-bahia',
  '/grupo-ruta-bahia',
  '/empresa-ruta-bahia',
  '/app-ruta-bahia',
  '/app-ruta-bahia-ios',
  '/app-ruta-bahia-android',
  '/hoteles-en-puerto-vallarta',
  '/hoteles-en-nuevo-vallarta',
  '/hot-sale',
] as const;

/** The tours search route is named "tours-search" (docs/rules/tours.md#the-tours-area). */
export const TOURS_SEARCH_PATH = '/tours/buscar';

// Place names are proper nouns: the same in Spanish and English.
const PLACE_NAMES: Record<string, string> = {
  vallarta: 'Vallarta',
  'puerto-vallarta': 'Puerto Vallarta',
  'nuevo-vallarta': 'Nuevo Vallarta',
  sayulita: 'Sayulita',
  bucerias: 'Bucerías',
  guayabitos: 'Guayabitos',
  zapopan: 'Zapopan',
  guadalajara: 'Guadalajara',
  'la-penita': 'La Peñita',
};

export function placeName(slug: string): string {
  return PLACE_NAMES[slug] ?? slug;
}
