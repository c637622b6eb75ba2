// Seed data for the network: terminals, routes with their stops, and daily timetables.
// Coordinates and addresses are realistic-looking for each town; phone numbers are fictitious.

export interface TerminalSeed {
  code: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  address: string;
  postalCode: string;
  phone: string;
  latitude: string;
  longitude: string;
  timezone: 'America/Mexico_City' | 'America/Mazatlan';
}

export const terminalSeeds: TerminalSeed[] = [
  { code: 'PVR', slug: 'puerto-vallarta', name: 'Central Camionera de Puerto Vallarta', city: 'Puerto Vallarta', state: 'Jalisco', address: 'Av. Las Palmas 300, Col. Las Mojoneras', postalCode: '48292', phone: '3222900100', latitude: '20.683500', longitude: '-105.242800', timezone: 'America/Mexico_City' },
  { code: 'NVT', slug: 'nuevo-vallarta', name: 'Terminal Nuevo Vallarta', city: 'Nuevo Vallarta', state: 'Nayarit', address: 'Blvd. Nuevo Vallarta 115, Fracc. Nuevo Vallarta', postalCode: '63735', phone: '3222970200', latitude: '20.701000', longitude: '-105.296000', timezone: 'America/Mexico_City' },
  { code: 'BUC', slug: 'bucerias', name: 'Terminal Bucerías', city: 'Bucerías', state: 'Nayarit', address: 'Av. Héroes de Nacozari 120, Centro', postalCode: '63732', phone: '3292980300', latitude: '20.756000', longitude: '-105.334000', timezone: 'America/Mexico_City' },
  { code: 'SAY', slug: 'sayulita', name: 'Terminal Sayulita', city: 'Sayulita', state: 'Nayarit', address: 'Calle Revolución 32, Centro', postalCode: '63842', phone: '3292910400', latitude: '20.869000', longitude: '-105.439000', timezone: 'America/Mexico_City' },
  { code: 'LPE', slug: 'la-penita', name: 'Terminal La Peñita', city: 'La Peñita de Jaltemba', state: 'Nayarit', address: 'Carretera Federal 200 km 95, Col. Centro', postalCode: '63726', phone: '3272740500', latitude: '21.034000', longitude: '-105.247000', timezone: 'America/Mazatlan' },
  { code: 'GUA', slug: 'guayabitos', name: 'Terminal Rincón de Guayabitos', city: 'Rincón de Guayabitos', state: 'Nayarit', address: 'Av. Sol Nuevo 45, Retorno Ceiba', postalCode: '63727', phone: '3272740600', latitude: '21.024000', longitude: '-105.270000', timezone: 'America/Mazatlan' },
  { code: 'GDL', slug: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara', city: 'Guadalajara', state: 'Jalisco', address: 'Carretera a Zapotlanejo 1500, Módulo 3, Fracc. Nueva Central Camionera', postalCode: '45575', phone: '3336000700', latitude: '20.623800', longitude: '-103.263000', timezone: 'America/Mexico_City' },
  { code: 'ZAP', slug: 'zapopan', name: 'Terminal Zapopan', city: 'Zapopan', state: 'Jalisco', address: 'Av. Vallarta 6503, Col. Ciudad Granja', postalCode: '45010', phone: '3336000800', latitude: '20.672000', longitude: '-103.441000', timezone: 'America/Mexico_City' },
];

export interface RouteSeed {
  code: string;
  name: string;
  /** Terminal codes in travel order with minutes from the first stop. */
  stops: Array<[terminal: string, minutesFromStart: number]>;
  timetables: Array<[departureTime: string, layout: 'EXEC-2-1' | 'FIRST-2-2']>;
}

const coastalTimes = ['06:00', '07:30', '09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00', '19:30'];

const intercityTimes: Array<[string, 'EXEC-2-1' | 'FIRST-2-2']> = [
  ['06:00', 'EXEC-2-1'],
  ['08:00', 'FIRST-2-2'],
  ['10:30', 'EXEC-2-1'],
  ['13:00', 'FIRST-2-2'],
  ['15:30', 'EXEC-2-1'],
  ['18:00', 'FIRST-2-2'],
  ['23:30', 'EXEC-2-1'],
];

/**
 * Guadalajara and the Riviera Nayarit coast (every destination of the landing pages is reachable from
 * Guadalajara: docs/rules/content-pages.md#every-landing-destination-is-bookable). Direct buses over the Tepic highway and Compostela, down the coast to
 * Nuevo Vallarta; they call at neither Zapopan nor Puerto Vallarta, which the Vallarta line serves.
 */
const coastFromGuadalajaraTimes: Array<[string, 'FIRST-2-2']> = [
  ['07:00', 'FIRST-2-2'],
  ['14:00', 'FIRST-2-2'],
];
const coastToGuadalajaraTimes: Array<[string, 'FIRST-2-2']> = [
  ['08:00', 'FIRST-2-2'],
  ['15:00', 'FIRST-2-2'],
];

export const routeSeeds: RouteSeed[] = [
  {
    code: 'PVR-GDL',
    name: 'Puerto Vallarta – Guadalajara vía Zapopan',
    stops: [['PVR', 0], ['ZAP', 300], ['GDL', 345]],
    timetables: intercityTimes,
  },
  {
    code: 'GDL-PVR',
    name: 'Guadalajara – Puerto Vallarta vía Zapopan',
    stops: [['GDL', 0], ['ZAP', 45], ['PVR', 345]],
    timetables: intercityTimes,
  },
  {
    code: 'PVR-GUA',
    name: 'Puerto Vallarta – Rincón de Guayabitos por la costa',
    stops: [['PVR', 0], ['NVT', 25], ['BUC', 40], ['SAY', 75], ['LPE', 110], ['GUA', 120]],
    timetables: coastalTimes.map((t) => [t, 'FIRST-2-2'] as [string, 'FIRST-2-2']),
  },
  {
    code: 'GUA-PVR',
    name: 'Rincón de Guayabitos – Puerto Vallarta por la costa',
    stops: [['GUA', 0], ['LPE', 10], ['SAY', 45], ['BUC', 80], ['NVT', 95], ['PVR', 120]],
    timetables: coastalTimes.map((t) => [t, 'FIRST-2-2'] as [string, 'FIRST-2-2']),
  },
  {
    code: 'GDL-NVT',
    name: 'Guadalajara – Nuevo Vallarta por Compostela y la costa',
    stops: [['GDL', 0], ['GUA', 270], ['LPE', 280], ['SAY', 315], ['BUC', 350], ['NVT', 365]],
    timetables: coastFromGuadalajaraTimes,
  },
  {
    code: 'NVT-GDL',
    name: 'Nuevo Vallarta – Guadalajara por la costa y Compostela',
    stops: [['NVT', 0], ['BUC', 15], ['SAY', 50], ['LPE', 85], ['GUA', 95], ['GDL', 365]],
    timetables: coastToGuadalajaraTimes,
  },
];

/**
 * Timetables run in healthy-distance mode (seats beside a taken seat are not sold): the 18:00 first-class
 * bus between Puerto Vallarta and Guadalajara in both directions, and the 12:00 coastal bus both ways.
 * DEMO VALUES: the rules name the mode (docs/rules/booking.md#healthy-distance) but not which buses use it.
 */
export const healthyDistanceTimetables: Array<[route: string, departureTime: string]> = [
  ['PVR-GDL', '18:00'],
  ['GDL-PVR', '18:00'],
  ['PVR-GUA', '12:00'],
  ['GUA-PVR', '12:00'],
];

/** UTC offsets of the zones served; Mexico abolished daylight saving time in 2022. */
export const utcOffsetMinutes: Record<TerminalSeed['timezone'], number> = {
  'America/Mexico_City': -360,
  'America/Mazatlan': -420,
};
