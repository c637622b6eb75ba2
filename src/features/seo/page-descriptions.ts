import type { Locale } from '../../i18n/locale';

// One short description per public page, in Spanish and English, for <meta name="description"> and Open
// Graph. `{place}` is the place a landing page is about. Kept apart from the Lingui catalogs: only the
// pre-render and the lazily loaded head updater read them, never a page's first JavaScript.

type Texts = Record<Locale, string>;

export const HOME_TITLE: Texts = {
  es: 'Boletos de autobús',
  en: 'Bus tickets',
};

const SERVICE: Record<string, Texts> = {
  'infantes-menores': { es: 'Cómo viajan bebés y menores de edad: boletos, descuentos y documentos.', en: 'How babies and minors travel: tickets, discounts and documents.' },
  discapacitados: { es: 'Viaja con discapacidad: descuento, asistencia y el lugar para silla de ruedas.', en: 'Travelling with a disability: discount, assistance and the wheelchair place.' },
  inapam: { es: 'Descuento para personas adultas mayores con credencial INAPAM.', en: 'Discount for older adults with an INAPAM card.' },
  'estudiantes-maestros': { es: 'Descuentos para estudiantes y maestros, y en qué temporadas aplican.', en: 'Student and teacher discounts, and the periods they apply in.' },
  equipaje: { es: 'Equipaje permitido: maletas, peso, artículos y cómo documentarlos.', en: 'Luggage allowance: suitcases, weight, items and how to check them in.' },
  mascota: { es: 'Viaja con tu mascota: requisitos y condiciones.', en: 'Travel with your pet: requirements and conditions.' },
  shuttle: { es: 'Shuttle desde la terminal a hoteles y destinos de la bahía.', en: 'Shuttle from the terminal to hotels and destinations around the bay.' },
  'sala-viajero': { es: 'Sala del viajero: espera cómoda antes de tu salida.', en: 'Traveller lounge: a comfortable wait before you leave.' },
  estacionamiento: { es: 'Estacionamiento en nuestras terminales: horarios y tarifas.', en: 'Parking at our terminals: hours and rates.' },
  garantia: { es: 'Nuestra garantía de servicio y cómo hacerla válida.', en: 'Our service guarantee and how to claim it.' },
  'seguro-viaje': { es: 'Seguro de viaje: qué cubre y cómo usarlo.', en: 'Travel insurance: what it covers and how to use it.' },
};

const HOME: Texts = { es: 'Compra boletos de autobús en línea entre Puerto Vallarta, la Riviera Nayarit, Guadalajara y Zapopan. Elige tu asiento y paga como prefieras.', en: 'Buy bus tickets online between Puerto Vallarta, the Riviera Nayarit, Guadalajara and Zapopan. Choose your seat and pay your way.' };

const PAGES: Record<string, Texts> = {
  '/': HOME,
  '/reservacion': { es: 'Busca tu viaje: origen, destino, fechas y pasajeros.', en: 'Find your trip: origin, destination, dates and passengers.' },
  '/contact-center': { es: 'Teléfonos y horarios de nuestro centro de atención telefónica.', en: 'Phone numbers and opening hours of our call centre.' },
  '/horarios': { es: 'Horarios de salida de todas nuestras rutas, por origen y destino.', en: 'Departure times of every route, by origin and destination.' },
  '/tarifas': { es: 'Tarifas por ruta y los descuentos para niños, estudiantes, maestros, INAPAM y personas con discapacidad.', en: 'Fares per route and the discounts for children, students, teachers, INAPAM and passengers with disabilities.' },
  '/autobuses': { es: 'Nuestra flota: autobuses 2+1 y 2+2, sus asientos y sus servicios a bordo.', en: 'Our fleet: 2+1 and 2+2 buses, their seats and on-board amenities.' },
  '/ubicaciones': { es: 'Nuestras terminales: dirección, horarios, servicios y cómo llegar.', en: 'Our terminals: address, hours, services and how to get there.' },
  '/servicios': { es: 'Servicios para tu viaje: equipaje, mascotas, shuttle, sala del viajero, seguro y más.', en: 'Services for your trip: luggage, pets, shuttle, traveller lounge, insurance and more.' },
  '/tips-viaje': { es: 'Consejos para preparar tu viaje en autobús.', en: 'Tips to prepare your bus trip.' },
  '/contacto': { es: 'Escríbenos: dudas, comentarios y sugerencias.', en: 'Write to us: questions, comments and suggestions.' },
  '/promotions': { es: 'Promociones vigentes y códigos de descuento para tus boletos.', en: 'Current promotions and discount codes for your tickets.' },
  '/aviso-privacidad': { es: 'Cómo tratamos tus datos personales.', en: 'How we handle your personal data.' },
  '/politicas-seguridad': { es: 'Nuestras políticas de seguridad para viajar tranquilo.', en: 'Our security policies, so you travel at ease.' },
  '/compromiso-social': { es: 'Nuestro compromiso con las comunidades y el medio ambiente.', en: 'Our commitment to communities and the environment.' },
  '/terminos-condiciones': { es: 'Términos y condiciones de transporte: boletos, cambios, equipaje y reembolsos.', en: 'Conditions of carriage: tickets, changes, luggage and refunds.' },
  '/quienes-somos': { es: 'Quiénes somos: la línea de autobuses de la bahía de Banderas.', en: 'Who we are: the bus line of Banderas Bay.' },
  '/viajero-frecuente': { es: 'Programa Viajero Frecuente: acumula puntos en cada viaje y úsalos para pagar tus boletos.', en: 'Frequent Traveller programme: earn points on every trip and pay for tickets with them.' },
  '/covid': { es: 'Medidas sanitarias a bordo y en nuestras terminales.', en: 'Health measures on board and at our terminals.' },
  '/horarios-y-boletos-ruta-bahia': { es: 'Consulta horarios y compra tus boletos de Ruta Bahía en línea.', en: 'Check Ruta Bahía schedules and buy your tickets online.' },
  '/comprar-boletos-de-autobus': { es: 'Compra boletos de autobús en línea en minutos, sin registrarte.', en: 'Buy bus tickets online in minutes, without signing up.' },
  '/linea-de-autobuses-ruta-bahia': { es: 'Ruta Bahía, la línea de autobuses entre la costa y Guadalajara.', en: 'Ruta Bahía, the bus line between the coast and Guadalajara.' },
  '/autobuses-ruta-bahia': { es: 'Conoce los autobuses de Ruta Bahía y sus comodidades.', en: 'Meet the Ruta Bahía buses and their comforts.' },
  '/grupo-ruta-bahia': { es: 'El grupo al que pertenece Ruta Bahía.', en: 'The group Ruta Bahía belongs to.' },
  '/empresa-ruta-bahia': { es: 'La empresa detrás de Ruta Bahía.', en: 'The company behind Ruta Bahía.' },
  '/app-ruta-bahia': { es: 'Descarga la app de Ruta Bahía y lleva tus boletos en el teléfono.', en: 'Get the Ruta Bahía app and keep your tickets on your phone.' },
  '/app-ruta-bahia-ios': { es: 'La app de Ruta Bahía para iPhone.', en: 'The Ruta Bahía app for iPhone.' },
  '/app-ruta-bahia-android': { es: 'La app de Ruta Bahía para Android.', en: 'The Ruta Bahía app for Android.' },
  '/hoteles-en-puerto-vallarta': { es: 'Hoteles en Puerto Vallarta cerca de nuestras rutas.', en: 'Hotels in Puerto Vallarta near our routes.' },
  '/hoteles-en-nuevo-vallarta': { es: 'Hoteles en Nuevo Vallarta cerca de nuestras rutas.', en: 'Hotels in Nuevo Vallarta near our routes.' },
  '/tours': { es: 'Tours en la Bahía de Banderas: Islas Marietas, Yelapa, ballenas, tequila, canopy y más, con salida desde nuestras terminales.', en: 'Tours around Banderas Bay: Marietas Islands, Yelapa, whales, tequila, zip lines and more, leaving from our terminals.' },
  '/hot-sale': { es: 'Hot Sale: descuentos en boletos de autobús por tiempo limitado.', en: 'Hot Sale: limited-time discounts on bus tickets.' },
};

const TICKETS_TO: Texts = { es: 'Boletos de autobús a {place}: horarios, precio desde y compra en línea.', en: 'Bus tickets to {place}: schedules, prices from and online booking.' };
const BUS_TO: Texts = { es: 'Autobuses a {place}: salidas, terminal y precio desde.', en: 'Buses to {place}: departures, terminal and prices from.' };

/** The description of a public page (its Spanish path), with `place` filled in for landing pages. */
export function pageDescription(path: string, lang: Locale, place?: string): string {
  const service = /^\/servicios\/(.+)$/.exec(path)?.[1];
  const texts =
    (service && SERVICE[service]) ||
    PAGES[path] ||
    (path.startsWith('/boletos-') ? TICKETS_TO : path.startsWith('/autobus-') || path.startsWith('/camion-') ? BUS_TO : undefined);
  return (texts ?? HOME)[lang].replace('{place}', place ?? '');
}
