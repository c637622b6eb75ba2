// The partner simulator's own catalogue: a Riviera Nayarit activities company the site resells through OCTO.
// DEMO DATA: invented products and prices (MXN, in centavos), in Spanish and English. Another catalogue can be
// given to the simulator (tests start a second partner with other data to prove the adapter is configured).

export interface SimUnit {
  id: string;
  type: 'ADULT' | 'CHILD';
  name: { es: string; en: string };
  /** Retail price, centavos of MXN. */
  priceCents: number;
}

export interface SimOption {
  id: string;
  name: { es: string; en: string };
  startTimes: string[];
  /** People per departure. */
  capacity: number;
  units: SimUnit[];
}

export interface SimProduct {
  id: string;
  /** Supplier reference prefix of its bookings. */
  prefix: string;
  name: { es: string; en: string };
  description: { es: string; en: string };
  location: string;
  imageUrl: string;
  durationMinutes: number;
  /** Weekdays without departures (0 Sunday … 6 Saturday). */
  closedWeekdays: number[];
  options: SimOption[];
}

export interface SimCatalogue {
  supplierName: string;
  /** Days ahead (from tomorrow) that have departures. */
  daysAhead: number;
  /** The longest hold the partner grants, whatever a reseller asks. */
  maxHoldMinutes: number;
  products: SimProduct[];
}

const adult = (id: string, priceCents: number): SimUnit => ({ id, type: 'ADULT', name: { es: 'Adulto', en: 'Adult' }, priceCents });
const child = (id: string, priceCents: number): SimUnit => ({ id, type: 'CHILD', name: { es: 'Niño (4 a 11 años)', en: 'Child (4 to 11)' }, priceCents });

export const bahiaAventurasCatalogue: SimCatalogue = {
  supplierName: 'Bahía Aventuras',
  daysAhead: 90,
  maxHoldMinutes: 30,
  products: [
    {
      id: 'surf-sayulita',
      prefix: 'SUR',
      name: { es: 'Clase de surf en Sayulita', en: 'Surf lesson in Sayulita' },
      description: {
        es: 'Dos horas con instructor certificado en la ola izquierda de Sayulita; tabla, licra y fotos incluidas.',
        en: 'Two hours with a certified instructor on the Sayulita left; board, rash guard and photos included.',
      },
      location: 'Sayulita',
      imageUrl: '/images/tours/sayulita.svg',
      durationMinutes: 120,
      closedWeekdays: [],
      options: [
        { id: 'group', name: { es: 'Clase en grupo', en: 'Group lesson' }, startTimes: ['08:00', '10:30', '15:00'], capacity: 10, units: [adult('adult', 95000), child('child', 70000)] },
        { id: 'private', name: { es: 'Clase privada', en: 'Private lesson' }, startTimes: ['09:00', '16:00'], capacity: 2, units: [adult('adult', 180000), child('child', 150000)] },
      ],
    },
    {
      id: 'horseback-sierra',
      prefix: 'CAB',
      name: { es: 'Cabalgata en la Sierra de Vallejo', en: 'Horseback riding in the Sierra de Vallejo' },
      description: {
        es: 'Tres horas a caballo entre selva y ríos hasta una cascada, con guía local y bebida al regreso.',
        en: 'Three hours on horseback through jungle and rivers to a waterfall, with a local guide and a drink on return.',
      },
      location: 'San Juan de Abajo',
      imageUrl: '/images/tours/jardin-botanico-vallarta.svg',
      durationMinutes: 180,
      closedWeekdays: [1],
      options: [{ id: 'standard', name: { es: 'Recorrido a la cascada', en: 'Waterfall ride' }, startTimes: ['09:00', '14:00'], capacity: 8, units: [adult('adult', 120000), child('child', 85000)] }],
    },
    {
      id: 'speedboat-caletas',
      prefix: 'LCA',
      name: { es: 'Lancha rápida a Las Caletas', en: 'Speed-boat to Las Caletas' },
      description: {
        es: 'Lancha rápida desde Puerto Vallarta a la playa de Las Caletas: esnórquel, kayak, comida y barra libre nacional.',
        en: 'Speed-boat from Puerto Vallarta to Las Caletas beach: snorkelling, kayaks, lunch and an open bar.',
      },
      location: 'Puerto Vallarta',
      imageUrl: '/images/tours/yelapa.svg',
      durationMinutes: 420,
      closedWeekdays: [],
      options: [{ id: 'day-trip', name: { es: 'Día completo', en: 'Full day' }, startTimes: ['08:30'], capacity: 20, units: [adult('adult', 189000), child('child', 139000)] }],
    },
    {
      id: 'zipline-canopy',
      prefix: 'CAN',
      name: { es: 'Tirolesas en El Eden', en: 'Zip lines at El Eden' },
      description: {
        es: 'Doce tirolesas y un rapel sobre el río Mismaloya, con transporte desde Puerto Vallarta.',
        en: 'Twelve zip lines and a rappel over the Mismaloya river, with transport from Puerto Vallarta.',
      },
      location: 'Mismaloya',
      imageUrl: '/images/tours/canopy-sierra-madre.svg',
      durationMinutes: 240,
      closedWeekdays: [0],
      options: [{ id: 'standard', name: { es: 'Circuito completo', en: 'Full circuit' }, startTimes: ['09:00', '11:00', '13:00'], capacity: 12, units: [adult('adult', 149000), child('child', 119000)] }],
    },
    {
      id: 'whales-banderas',
      prefix: 'BAL',
      name: { es: 'Avistamiento de ballenas en Bahía de Banderas', en: 'Whale watching in Banderas Bay' },
      description: {
        es: 'Cuatro horas en catamarán con biólogo a bordo para ver la ballena jorobada (diciembre a marzo).',
        en: 'Four hours on a catamaran with a biologist on board to see humpback whales (December to March).',
      },
      location: 'Nuevo Vallarta',
      imageUrl: '/images/tours/avistamiento-ballenas.svg',
      durationMinutes: 240,
      closedWeekdays: [],
      options: [{ id: 'catamaran', name: { es: 'Catamarán', en: 'Catamaran' }, startTimes: ['08:00', '12:30'], capacity: 30, units: [adult('adult', 110000), child('child', 80000)] }],
    },
  ],
};
