// The tours catalogue of the Bay of Banderas (docs/rules/tours.md#the-catalogue): what each tour is, where it
// meets (company terminals, by slug), and when it runs. Prices are the adult's; the others follow the bus fares.
import { EVERY_DAY, EVERY_MONTH, monthsMask, weekdaysMask } from '../../../domain/tours/tour-calendar';

export interface TourSeed {
  slug: string;
  category: string;
  // Texts in Spanish and English.
  nameEs: string; nameEn: string;
  descriptionEs: string; descriptionEn: string;
  location: string;
  durationMinutes: number;
  priceAdult: string;
  infantsAllowed: boolean;
  minParty: number; maxParty: number;
  guideLanguages: string[];
  includesEs: string[]; includesEn: string[];
  freeCancellationHours: number;
  imageUrl: string;
  meetingPoints: Array<{ terminal: string; minutesBefore: number; noteEs: string; noteEn: string }>;
  plans: Array<{ startTime: string; capacity: number; daysOfWeek: number; months: number }>;
}

/** Tour days and timeslots are kept generated this many days ahead, like departures. */
export const TOUR_HORIZON_DAYS = 90;

const salaEs = 'Sala de espera, junto a las taquillas; busca al guía con la bandera naranja.';
const salaEn = 'Waiting room, next to the ticket windows; look for the guide with the orange flag.';

export const tourSeeds: TourSeed[] = [
  {
    slug: 'islas-marietas',
    category: 'sea',
    nameEs: 'Islas Marietas y Playa del Amor',
    nameEn: 'Marietas Islands and Hidden Beach',
    descriptionEs:
      'Navega desde Nuevo Vallarta al Parque Nacional Islas Marietas, nada a la Playa del Amor a través de su túnel con marea baja y haz snorkel entre peces tropicales. El parque cierra lunes y martes para su recuperación.',
    descriptionEn:
      'Sail from Nuevo Vallarta to the Marietas Islands National Park, swim through the tunnel to the Hidden Beach at low tide and snorkel among tropical fish. The park closes on Mondays and Tuesdays to recover.',
    location: 'Nuevo Vallarta',
    durationMinutes: 420,
    priceAdult: '1850.00',
    infantsAllowed: false,
    minParty: 1,
    maxParty: 10,
    guideLanguages: ['es', 'en'],
    includesEs: ['Lancha con guía certificado', 'Equipo de snorkel y chaleco salvavidas', 'Brazalete del Parque Nacional', 'Comida ligera, fruta y bebidas'],
    includesEn: ['Boat with a certified guide', 'Snorkel gear and life jacket', 'National Park wristband', 'Light lunch, fruit and drinks'],
    freeCancellationHours: 48,
    imageUrl: '/images/tours/islas-marietas.svg',
    meetingPoints: [
      { terminal: 'nuevo-vallarta', minutesBefore: 30, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'puerto-vallarta', minutesBefore: 60, noteEs: 'Andén 1; el traslado a la marina sale a la hora indicada.', noteEn: 'Platform 1; the shuttle to the marina leaves on time.' },
    ],
    plans: [
      { startTime: '08:00', capacity: 16, daysOfWeek: weekdaysMask(3, 4, 5, 6, 7), months: EVERY_MONTH },
      { startTime: '10:30', capacity: 16, daysOfWeek: weekdaysMask(3, 4, 5, 6, 7), months: EVERY_MONTH },
    ],
  },
  {
    slug: 'yelapa',
    category: 'sea',
    nameEs: 'Yelapa: playa y cascada',
    nameEn: 'Yelapa: beach and waterfall',
    descriptionEs:
      'Toma la panga en Boca de Tomatlán hacia Yelapa, un pueblo sin carreteras entre la selva y el mar. Camina con el guía a la cascada, come en la playa y prueba el pay de la región.',
    descriptionEn:
      'Take the water taxi from Boca de Tomatlán to Yelapa, a village with no roads between jungle and sea. Walk with the guide to the waterfall, have lunch on the beach and taste the local pie.',
    location: 'Yelapa',
    durationMinutes: 480,
    priceAdult: '1290.00',
    infantsAllowed: true,
    minParty: 1,
    maxParty: 12,
    guideLanguages: ['es', 'en'],
    includesEs: ['Traslado desde la terminal a Boca de Tomatlán', 'Panga de ida y vuelta', 'Caminata guiada a la cascada', 'Comida en la playa'],
    includesEn: ['Transfer from the terminal to Boca de Tomatlán', 'Round-trip water taxi', 'Guided walk to the waterfall', 'Lunch on the beach'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/yelapa.svg',
    meetingPoints: [{ terminal: 'puerto-vallarta', minutesBefore: 45, noteEs: salaEs, noteEn: salaEn }],
    plans: [{ startTime: '09:00', capacity: 20, daysOfWeek: EVERY_DAY, months: EVERY_MONTH }],
  },
  {
    slug: 'avistamiento-ballenas',
    category: 'sea',
    nameEs: 'Avistamiento de ballenas jorobadas',
    nameEn: 'Humpback whale watching',
    descriptionEs:
      'De diciembre a marzo las ballenas jorobadas llegan a la Bahía de Banderas a tener a sus crías. Sal con biólogos marinos, escucha su canto con el hidrófono y aprende a reconocerlas por la cola.',
    descriptionEn:
      'From December to March humpback whales come to the Bay of Banderas to give birth. Go out with marine biologists, hear their song through the hydrophone and learn to tell them apart by their tails.',
    location: 'Puerto Vallarta',
    durationMinutes: 240,
    priceAdult: '1390.00',
    infantsAllowed: true,
    minParty: 1,
    maxParty: 10,
    guideLanguages: ['es', 'en', 'fr'],
    includesEs: ['Biólogo marino como guía', 'Chaleco salvavidas', 'Hidrófono para escuchar el canto', 'Agua, refrescos y fruta'],
    includesEn: ['A marine biologist as guide', 'Life jacket', 'Hydrophone to hear the song', 'Water, soft drinks and fruit'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/avistamiento-ballenas.svg',
    meetingPoints: [
      { terminal: 'puerto-vallarta', minutesBefore: 40, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'nuevo-vallarta', minutesBefore: 20, noteEs: salaEs, noteEn: salaEn },
    ],
    plans: [
      { startTime: '08:30', capacity: 18, daysOfWeek: EVERY_DAY, months: monthsMask(12, 1, 2, 3) },
      { startTime: '13:00', capacity: 18, daysOfWeek: EVERY_DAY, months: monthsMask(12, 1, 2, 3) },
    ],
  },
  {
    slug: 'degustacion-tequila',
    category: 'food-and-drink',
    nameEs: 'Degustación de tequila y raicilla',
    nameEn: 'Tequila and raicilla tasting',
    descriptionEs:
      'Un catador certificado te enseña a distinguir un blanco, un reposado y un añejo, y a probar la raicilla de la Sierra de Jalisco. Los menores prueban aguas frescas y dulces de agave; el alcohol solo se sirve a mayores de 18 años.',
    descriptionEn:
      'A certified taster teaches you to tell a blanco, a reposado and an añejo apart, and to taste raicilla from the Jalisco sierra. Minors taste aguas frescas and agave sweets; alcohol is served only to guests over 18.',
    location: 'Puerto Vallarta',
    durationMinutes: 150,
    priceAdult: '890.00',
    infantsAllowed: false,
    minParty: 2,
    maxParty: 12,
    guideLanguages: ['es', 'en'],
    includesEs: ['Seis tequilas y una raicilla', 'Botana mexicana', 'Catador certificado', 'Traslado desde la terminal'],
    includesEn: ['Six tequilas and one raicilla', 'Mexican snacks', 'Certified taster', 'Transfer from the terminal'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/degustacion-tequila.svg',
    meetingPoints: [{ terminal: 'puerto-vallarta', minutesBefore: 30, noteEs: salaEs, noteEn: salaEn }],
    plans: [
      { startTime: '13:00', capacity: 12, daysOfWeek: weekdaysMask(2, 3, 4, 5, 6, 7), months: EVERY_MONTH },
      { startTime: '18:00', capacity: 12, daysOfWeek: weekdaysMask(2, 3, 4, 5, 6, 7), months: EVERY_MONTH },
    ],
  },
  {
    slug: 'canopy-sierra-madre',
    category: 'adventure',
    nameEs: 'Canopy en la Sierra Madre',
    nameEn: 'Sierra Madre zip-lining',
    descriptionEs:
      'Once tirolesas, un rappel y un puente colgante sobre el río Cuale y la selva de la Sierra Madre, con equipo certificado e instructores en cada plataforma. Edad mínima: 3 años.',
    descriptionEn:
      'Eleven zip lines, a rappel and a hanging bridge over the Cuale river and the Sierra Madre jungle, with certified gear and instructors on every platform. Minimum age: 3.',
    location: 'Puerto Vallarta',
    durationMinutes: 240,
    priceAdult: '1490.00',
    infantsAllowed: false,
    minParty: 1,
    maxParty: 12,
    guideLanguages: ['es', 'en'],
    includesEs: ['Once tirolesas y un rappel', 'Equipo de seguridad certificado', 'Traslado desde la terminal', 'Agua y fruta'],
    includesEn: ['Eleven zip lines and a rappel', 'Certified safety gear', 'Transfer from the terminal', 'Water and fruit'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/canopy-sierra-madre.svg',
    meetingPoints: [
      { terminal: 'puerto-vallarta', minutesBefore: 40, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'nuevo-vallarta', minutesBefore: 60, noteEs: salaEs, noteEn: salaEn },
    ],
    plans: [
      { startTime: '09:00', capacity: 14, daysOfWeek: EVERY_DAY, months: EVERY_MONTH },
      { startTime: '12:00', capacity: 14, daysOfWeek: EVERY_DAY, months: EVERY_MONTH },
      { startTime: '15:00', capacity: 14, daysOfWeek: EVERY_DAY, months: EVERY_MONTH },
    ],
  },
  {
    slug: 'vallarta-centro-y-sabores',
    category: 'food-and-drink',
    nameEs: 'Puerto Vallarta: centro y sabores',
    nameEn: 'Puerto Vallarta city and food walk',
    descriptionEs:
      'Recorre a pie el Malecón, la Parroquia de Guadalupe y el mercado del río Cuale, con ocho paradas para probar tacos de marlin, pescado zarandeado, tamales y raspados donde comen los vallartenses.',
    descriptionEn:
      'Walk the Malecón, the Church of Our Lady of Guadalupe and the Cuale river market, with eight stops to taste marlin tacos, zarandeado fish, tamales and raspados where locals eat.',
    location: 'Puerto Vallarta',
    durationMinutes: 210,
    priceAdult: '1190.00',
    infantsAllowed: true,
    minParty: 1,
    maxParty: 12,
    guideLanguages: ['es', 'en'],
    includesEs: ['Ocho degustaciones', 'Agua embotellada', 'Guía local', 'Traslado desde la terminal al centro'],
    includesEn: ['Eight tastings', 'Bottled water', 'Local guide', 'Transfer from the terminal downtown'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/vallarta-centro-y-sabores.svg',
    meetingPoints: [{ terminal: 'puerto-vallarta', minutesBefore: 30, noteEs: salaEs, noteEn: salaEn }],
    plans: [
      { startTime: '10:00', capacity: 12, daysOfWeek: weekdaysMask(1, 2, 3, 4, 5, 6), months: EVERY_MONTH },
      { startTime: '17:00', capacity: 12, daysOfWeek: weekdaysMask(1, 2, 3, 4, 5, 6), months: EVERY_MONTH },
    ],
  },
  {
    slug: 'sayulita',
    category: 'towns',
    nameEs: 'Sayulita y San Pancho',
    nameEn: 'Sayulita and San Pancho',
    descriptionEs:
      'Dos Pueblos de la Riviera Nayarit: las calles de colores y las olas de Sayulita, y la calma de San Pancho. Tiempo libre en la playa, artesanía huichol y comida frente al mar.',
    descriptionEn:
      'Two Riviera Nayarit villages: the colourful streets and surf of Sayulita, and quiet San Pancho. Free time on the beach, Huichol crafts and lunch by the sea.',
    location: 'Sayulita',
    durationMinutes: 420,
    priceAdult: '990.00',
    infantsAllowed: true,
    minParty: 1,
    maxParty: 14,
    guideLanguages: ['es', 'en'],
    includesEs: ['Transporte redondo', 'Guía', 'Comida en San Pancho', 'Tiempo libre en la playa'],
    includesEn: ['Round-trip transport', 'Guide', 'Lunch in San Pancho', 'Free time on the beach'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/sayulita.svg',
    meetingPoints: [
      { terminal: 'puerto-vallarta', minutesBefore: 60, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'nuevo-vallarta', minutesBefore: 45, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'bucerias', minutesBefore: 30, noteEs: salaEs, noteEn: salaEn },
      { terminal: 'sayulita', minutesBefore: 0, noteEs: 'Frente a la terminal, en la parada del autobús del tour.', noteEn: 'In front of the terminal, at the tour bus stop.' },
    ],
    plans: [{ startTime: '09:00', capacity: 20, daysOfWeek: EVERY_DAY, months: EVERY_MONTH }],
  },
  {
    slug: 'jardin-botanico-vallarta',
    category: 'nature',
    nameEs: 'Jardín Botánico de Vallarta',
    nameEn: 'Vallarta Botanical Garden',
    descriptionEs:
      'En la carretera a El Tuito, entre la selva seca y el bosque de pino-encino: la colección de orquídeas y agaves nativos, el sendero del río Los Horcones y un chapuzón en sus pozas. El jardín cierra los lunes.',
    descriptionEn:
      'On the road to El Tuito, between tropical dry forest and pine-oak woods: the collection of native orchids and agaves, the Los Horcones river trail and a swim in its pools. The garden is closed on Mondays.',
    location: 'Cabo Corrientes',
    durationMinutes: 300,
    priceAdult: '950.00',
    infantsAllowed: true,
    minParty: 1,
    maxParty: 16,
    guideLanguages: ['es', 'en'],
    includesEs: ['Transporte redondo', 'Entrada al jardín', 'Recorrido guiado de orquídeas', 'Nado en el río'],
    includesEn: ['Round-trip transport', 'Garden admission', 'Guided orchid walk', 'A swim in the river'],
    freeCancellationHours: 24,
    imageUrl: '/images/tours/jardin-botanico-vallarta.svg',
    meetingPoints: [{ terminal: 'puerto-vallarta', minutesBefore: 30, noteEs: salaEs, noteEn: salaEn }],
    plans: [
      { startTime: '09:30', capacity: 16, daysOfWeek: weekdaysMask(2, 3, 4, 5, 6, 7), months: EVERY_MONTH },
      { startTime: '12:30', capacity: 16, daysOfWeek: weekdaysMask(2, 3, 4, 5, 6, 7), months: EVERY_MONTH },
    ],
  },
];
