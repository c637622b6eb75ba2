import { msg } from '@lingui/core/macro';
import type { ProseSection } from '../prose';

// The conditions of carriage and their figures (docs/rules/tickets-and-documents.md#conditions-of-carriage), as the current terms: the newer
// clauses (tickets valid a year, one 25 kg suitcase) replace the older ones (30 days, two of 35 kg).

export const termsSections: ProseSection[] = [
  {
    id: 'terms-ticket',
    title: msg`1. El boleto`,
    items: [
      msg`El boleto es personal e intransferible. Un cambio de nombre solo se hace en taquilla, en boletos de adulto y de menor.`,
      msg`Hay tres tipos de boleto: OK (impreso en taquilla), E-ticket (electrónico, con código QR o PIN) y PEND (reservación pendiente de pago).`,
      msg`Un boleto abierto o sin usar es válido durante 1 año desde su compra. Las tarifas promocionales tienen la vigencia y las condiciones de su promoción.`,
      msg`Si compraste viaje redondo y solo usaste la ida, puedes pedir el reembolso del 50% del boleto.`,
      msg`Un boleto pagado y sin usar se cancela en Mi reservación: te devolvemos el 100% si cancelas 24 horas o más antes de la salida y el 50% si faltan menos, en línea hasta 30 minutos antes (después, en taquilla). El reembolso va a la tarjeta con la que pagaste, o como saldo a favor en taquilla si pagaste de otra forma.`,
      msg`Una reservación admite hasta 10 pasajeros.`,
    ],
  },
  {
    id: 'terms-pend',
    title: msg`2. Reservaciones pendientes de pago (PEND)`,
    items: [
      msg`Una reservación PEND no es válida para viajar. Se guarda hasta 15 minutos antes de la salida.`,
      msg`Preséntate en taquilla al menos 30 minutos antes de la salida para pagarla y recibir tu boleto E-ticket u OK; también puedes pagarla con tarjeta en Mi reservación, por teléfono o en la app, hasta 15 minutos antes de la salida.`,
      msg`Pasado ese plazo, el asiento puede asignarse a otro pasajero.`,
    ],
  },
  {
    id: 'terms-boarding',
    title: msg`3. Abordaje`,
    items: [
      msg`El abordaje cierra 10 minutos antes de la salida; si vas a cambiar tu boleto, preséntate 20 minutos antes.`,
      msg`Los pasajeros son revisados y grabados en video antes de abordar.`,
      msg`La empresa puede negar el abordaje a pasajeros en estado de ebriedad, que lleven bebidas alcohólicas, drogas, explosivos o armas sin permiso, o que presenten un boleto falso o de otra persona.`,
      msg`Los pasajeros deben viajar completamente vestidos y con higiene.`,
      msg`A bordo está prohibido consumir alcohol, fumar y consumir drogas.`,
    ],
  },
  {
    id: 'terms-fares',
    title: msg`4. Tarifas y descuentos`,
    items: [
      msg`Descuentos sobre la tarifa de adulto: estudiante 50%, maestro 25%, INAPAM 50%, menor de 3 a 12 años 50% y fuerzas armadas 20%. Al abordar se presenta la identificación que acredita el descuento.`,
      msg`Los bebés de 0 a 2 años viajan gratis en las piernas de un adulto, uno por adulto.`,
      msg`Por reservación se venden como máximo 4 boletos de estudiante y 2 de maestro. Por autobús hay como máximo 8 lugares de estudiante, 2 de maestro y 2 de INAPAM.`,
      msg`Las tarifas de estudiante y maestro se venden dentro de su periodo de venta y para su periodo de viaje, y no admiten cambios de fecha, hora ni nombre; sus variantes flex permiten cambios ilimitados dentro del periodo vacacional. La tarifa de estudiante no puede ser de fecha abierta.`,
    ],
  },
  {
    id: 'terms-payment',
    title: msg`5. Pago`,
    items: [
      msg`Aceptamos tarjetas de débito y crédito participantes, efectivo y otras plataformas de pago. Los boletos pueden pagarse en parte o por completo con puntos de Viajero Frecuente.`,
      msg`Los precios están en pesos mexicanos (MXN); las tarjetas extranjeras pueden cobrarse en dólares (USD).`,
      msg`Puedes facturar tu compra antes del último día del mes en que la hiciste. Los pagos con puntos no se facturan.`,
    ],
  },
  {
    id: 'terms-luggage',
    title: msg`6. Equipaje`,
    items: [
      msg`Cada pasajero documenta sin costo 1 maleta de hasta 25 kg y 200 cm lineales (largo + ancho + alto).`,
      msg`A bordo puedes llevar una bolsa de mano de hasta 40 × 30 × 25 cm y 6 kg, y un artículo personal de hasta 3 kg.`,
      msg`El equipaje de más de 35 kg viaja como paquetería, con su propia tarifa.`,
      msg`Los miembros de Viajero Frecuente documentan más: Classic 3 maletas, Gold 4 y Platinum 5, de 35 kg cada una, más 1 artículo deportivo o instrumento musical y 2 bolsas de mano.`,
      msg`Reporta un equipaje dañado o extraviado dentro de las 72 horas siguientes al viaje; la búsqueda toma alrededor de 72 horas. Si no aparece, la indemnización es de hasta 15 días de salario mínimo.`,
    ],
  },
  {
    id: 'terms-insurance',
    title: msg`7. Seguro del viajero`,
    paragraphs: [
      msg`Todo boleto incluye el seguro de viajero obligatorio, con una cobertura de hasta 5,000 unidades de medida por pasajero. Puedes añadir un seguro de viaje opcional al comprar.`,
    ],
  },
  {
    id: 'terms-changes',
    title: msg`8. Cambios a estos términos y jurisdicción`,
    items: [
      msg`La empresa puede cambiar o cancelar cualquiera de estos términos sin previo aviso; aplican los publicados el día de tu compra.`,
      msg`Cualquier controversia se somete a los tribunales de Guadalajara, Jalisco, México.`,
    ],
  },
];
