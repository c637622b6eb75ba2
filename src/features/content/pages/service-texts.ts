import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The eleven service sub-pages (/servicios/{service}, docs/rules/content-pages.md#service-sub-pages), written from docs/rules/. The
// routes accept the same list (SERVICE_PAGES of the shell's route catalog; content-texts.test.ts).

export const serviceSlugs = [
  'infantes-menores', 'discapacitados', 'inapam', 'estudiantes-maestros', 'equipaje', 'mascota',
  'shuttle', 'sala-viajero', 'estacionamiento', 'garantia', 'seguro-viaje',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceText {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  details: MessageDescriptor[];
}

export const serviceTexts: Record<ServiceSlug, ServiceText> = {
  'infantes-menores': {
    title: msg`Infantes y menores`,
    summary: msg`Bebés de 0 a 2 años gratis; menores de 3 a 12 años con 50% de descuento.`,
    details: [
      msg`Un bebé de 0 a 2 años viaja gratis en las piernas de un adulto; cada adulto puede llevar a uno. Si quieres un asiento para el bebé, compra un boleto de menor.`,
      msg`Los menores de 3 a 12 años pagan la mitad de la tarifa de adulto y ocupan su propio asiento.`,
      msg`Al abordar, presenta el acta de nacimiento, CURP o pasaporte del menor para acreditar su edad.`,
      msg`Los menores de 13 años viajan acompañados por un adulto.`,
    ],
  },
  discapacitados: {
    title: msg`Pasajeros con discapacidad`,
    summary: msg`Un lugar para silla de ruedas por autobús y asistencia para abordar.`,
    details: [
      msg`Cada autobús tiene un lugar para silla de ruedas. Resérvalo al comprar, en los servicios adicionales, e indícanos si necesitas ayuda para abordar.`,
      msg`Nuestro personal te ayuda a subir y bajar, y tu silla de ruedas o andadera viaja sin costo, aparte de tu equipaje.`,
      msg`Los perros guía viajan contigo en la cabina, sin costo.`,
      msg`Te recomendamos llegar 45 minutos antes de la salida.`,
    ],
  },
  inapam: {
    title: msg`INAPAM`,
    summary: msg`50% de descuento para personas adultas mayores con credencial INAPAM.`,
    details: [
      msg`Las personas de 60 años o más con credencial INAPAM vigente pagan la mitad de la tarifa de adulto.`,
      msg`Cada autobús tiene 2 lugares con tarifa INAPAM; compra con anticipación para asegurar el tuyo.`,
      msg`Presenta la credencial original al abordar; sin ella se cobra la diferencia a tarifa de adulto.`,
    ],
  },
  'estudiantes-maestros': {
    title: msg`Estudiantes y maestros`,
    summary: msg`50% para estudiantes y 25% para maestros, dentro de sus periodos de venta y de viaje.`,
    details: [
      msg`Estudiantes: 50% de descuento; maestros: 25%. Presenta tu credencial escolar vigente al abordar.`,
      msg`Estas tarifas se compran dentro de un periodo de venta y son para viajar dentro de un periodo de viaje, que el buscador te indica en cada fecha.`,
      msg`La tarifa normal no admite cambios de fecha, hora ni nombre, y la de estudiante no puede ser de fecha abierta.`,
      msg`Las variantes flex tienen sus propios periodos y permiten cambios ilimitados dentro del periodo vacacional; no pueden ser de fecha abierta.`,
      msg`Por reservación: hasta 4 estudiantes y 2 maestros. Por autobús: hasta 8 lugares de estudiante y 2 de maestro.`,
    ],
  },
  equipaje: {
    title: msg`Equipaje`,
    summary: msg`Una maleta de 25 kg documentada, bolsa de mano y artículo personal sin costo.`,
    details: [
      msg`Documentas sin costo 1 maleta de hasta 25 kg y 200 cm lineales (largo + ancho + alto).`,
      msg`A bordo: una bolsa de mano de hasta 40 × 30 × 25 cm y 6 kg, y un artículo personal (bolso, mochila pequeña) de hasta 3 kg.`,
      msg`El equipaje de más de 35 kg viaja como paquetería, con su propia tarifa.`,
      msg`Viajero Frecuente: Classic 3 maletas, Gold 4 y Platinum 5, de 35 kg cada una, más 1 artículo deportivo o instrumento musical y 2 bolsas de mano.`,
      msg`Si tu equipaje se daña o se extravía, repórtalo dentro de las 72 horas siguientes; la búsqueda toma alrededor de 72 horas y la indemnización llega a 15 días de salario mínimo.`,
    ],
  },
  mascota: {
    title: msg`Viaja con tu mascota`,
    summary: msg`Una mascota pequeña por reservación, en su transportadora.`,
    details: [
      msg`Puedes llevar una mascota pequeña (perro o gato) por reservación; añádela al comprar, en los servicios adicionales.`,
      msg`Viaja en una transportadora ventilada que quepa a tus pies, durante todo el viaje.`,
      msg`Lleva su cartilla de vacunación vigente y todo lo necesario para su higiene.`,
      msg`Los perros guía y de asistencia viajan sin costo y sin transportadora.`,
    ],
  },
  shuttle: {
    title: msg`Shuttle`,
    summary: msg`Traslado en Guadalajara y Zapopan entre la terminal y 11 puntos de la ciudad.`,
    details: [
      msg`Al comprar tu boleto a Guadalajara o Zapopan, o desde ahí, añade el Shuttle para llegar a la terminal o continuar a tu destino final.`,
      msg`Destinos: Tlaquepaque, Línea 3 del Tren Ligero, Central de Autobuses, Zapopan, Macrobús, Galerías, Gran Plaza, La Minerva, Plaza Patria, Mercado de San Juan de Dios y CUCEA.`,
      msg`Se paga por pasajero con asiento; los bebés viajan en las piernas de un adulto.`,
    ],
  },
  'sala-viajero': {
    title: msg`Sala del viajero`,
    summary: msg`Sala de espera con aire acondicionado, wifi y café en Puerto Vallarta y Guadalajara.`,
    details: [
      msg`En las terminales de Puerto Vallarta y Guadalajara, espera tu salida en una sala cómoda con aire acondicionado, wifi, contactos para cargar tu teléfono, café y agua.`,
      msg`Acceso con tu boleto del día para los miembros Gold y Platinum de Viajero Frecuente y para quienes viajan en servicio Ejecutivo.`,
    ],
  },
  estacionamiento: {
    title: msg`Estacionamiento`,
    summary: msg`Estacionamiento vigilado en nuestras terminales principales.`,
    details: [
      msg`Puerto Vallarta, Guadalajara, Zapopan y Nuevo Vallarta tienen estacionamiento vigilado las 24 horas.`,
      msg`Con tu boleto, las primeras 2 horas son gratis para despedir o recibir a quien viaja; también hay tarifa por día para estancias largas.`,
    ],
  },
  garantia: {
    title: msg`Garantía de servicio`,
    summary: msg`Si no cumplimos, te compensamos.`,
    details: [
      msg`Si tu autobús sale con más de 60 minutos de retraso por causas nuestras, puedes cambiar tu viaje sin costo o pedir el reembolso de tu boleto.`,
      msg`Si se cancela la salida, te ofrecemos el siguiente horario disponible o el reembolso completo.`,
      msg`Si compraste viaje redondo y solo usaste la ida, te devolvemos el 50% del boleto.`,
      msg`Haz tu solicitud en taquilla, en el centro de atención o en el formulario de contacto, con tu código de reservación.`,
    ],
  },
  'seguro-viaje': {
    title: msg`Seguro de viaje`,
    summary: msg`Todo boleto incluye el seguro del viajero; añade una cobertura adicional al comprar.`,
    details: [
      msg`Cada boleto incluye el seguro de viajero obligatorio, con cobertura de hasta 5,000 unidades de medida por pasajero en caso de accidente.`,
      msg`Al comprar puedes añadir un seguro de viaje opcional por pasajero, con gastos médicos y cobertura de equipaje.`,
      msg`En caso de siniestro, avisa al operador o llama al centro de atención; te guiamos en el trámite.`,
    ],
  },
};
