import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ScreenName } from '../../../components/layout/screen-titles';
import { companyFacts } from '../company-facts';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

// The brand landing pages (route-catalog.ts BRAND_LANDING_PATHS): short pages that answer one search
// ("horarios y boletos", "línea de autobuses", …) and lead to the ticket search.

function BrandPage({ screen, lead, sections }: { screen: ScreenName; lead: string; sections: ProseSection[] }) {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle(screen)} lead={lead}>
      <Prose sections={sections} />
      <p className="content__actions">
        <Link to="/" className="button button--primary">
          {t`Busca tu viaje`}
        </Link>
        <Link to="/horarios" className="button button--secondary">
          {t`Consulta los horarios`}
        </Link>
      </p>
    </ContentPage>
  );
}

const buying: ProseSection = {
  id: 'brand-buy',
  title: msg`Compra en cuatro pasos`,
  items: [
    msg`Elige origen, destino, fecha y pasajeros; puedes viajar sencillo, redondo o con fecha abierta.`,
    msg`Escoge el horario y el asiento de cada pasajero, de ida y de regreso.`,
    msg`Añade, si quieres, seguro de viaje, Shuttle en Guadalajara o una mascota.`,
    msg`Paga con tarjeta, en efectivo en tienda, en taquilla o con puntos, y recibe tu boleto electrónico por correo.`,
  ],
};

export function SchedulesReservationPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'brand-schedules',
      title: msg`Horarios todos los días`,
      paragraphs: [msg`Salimos cada hora y media por la costa entre Puerto Vallarta y Rincón de Guayabitos, y varias veces al día entre Puerto Vallarta, Zapopan y Guadalajara, incluida una salida nocturna.`],
    },
    buying,
  ];
  return <BrandPage screen="schedules-reservation" lead={t`Consulta las salidas de Ruta Bahía y compra tu boleto en línea en minutos, sin registrarte.`} sections={sections} />;
}

export function BuyTicketsPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    buying,
    {
      id: 'brand-why-online',
      title: msg`Por qué comprar en línea`,
      items: [msg`Eliges tu asiento antes que nadie.`, msg`Evitas filas: abordas con el código QR de tu boleto.`, msg`Recibes tus boletos y tu factura en tu correo.`],
    },
  ];
  return <BrandPage screen="buy-tickets-bus" lead={t`Compra tus boletos de autobús por internet, desde tu teléfono o tu computadora.`} sections={sections} />;
}

export function LinePage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'brand-routes',
      title: msg`Nuestras rutas`,
      items: [
        msg`Puerto Vallarta – Zapopan – Guadalajara, en servicio Ejecutivo y Primera clase.`,
        msg`Puerto Vallarta – Nuevo Vallarta – Bucerías – Sayulita – La Peñita – Rincón de Guayabitos, por la costa.`,
        msg`Guadalajara – Rincón de Guayabitos – Sayulita – Bucerías – Nuevo Vallarta, directo por Compostela.`,
      ],
    },
    { id: 'brand-line-why', title: msg`Viaja con nosotros`, items: [msg`Salidas diarias y puntuales.`, msg`Autobuses con wifi, USB, aire acondicionado y sanitario.`, msg`Descuentos para estudiantes, maestros, INAPAM y menores.`] },
  ];
  return <BrandPage screen="line-buses" lead={t`Ruta Bahía es la línea de autobuses que une la Bahía de Banderas y la Riviera Nayarit con Guadalajara.`} sections={sections} />;
}

export function BrandBusesPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'brand-fleet',
      title: msg`Dos clases de servicio`,
      items: [
        msg`Ejecutivo 2+1: tres asientos amplios por fila y pantallas individuales.`,
        msg`Primera clase 2+2: cuatro asientos reclinables por fila y un lugar para silla de ruedas.`,
        msg`Todos con wifi, puertos USB, aire acondicionado, sanitario y cinturones de seguridad.`,
      ],
    },
    {
      id: 'brand-fleet-seat',
      title: msg`Tu asiento, elegido por ti`,
      paragraphs: [
        msg`Al comprar ves el plano del autobús que sale a tu hora y eliges el asiento de cada pasajero: ventanilla o pasillo, juntos o separados. Algunas salidas viajan con sana distancia, con un asiento libre junto a cada pasajero, y el plano solo ofrece esos lugares.`,
        msg`En Ejecutivo cada fila tiene un asiento individual y uno doble; el asiento reclina más y hay más espacio para las piernas, pensado para el viaje nocturno a Guadalajara.`,
      ],
    },
    {
      id: 'brand-fleet-care',
      title: msg`Seguridad y cuidado en cada viaje`,
      items: [
        msg`Cada autobús pasa una revisión mecánica antes de cada salida y su mantenimiento sigue el calendario del fabricante.`,
        msg`Los operadores descansan entre turnos y se relevan en los viajes largos.`,
        msg`Tu equipaje documentado viaja etiquetado con tu boleto y se entrega solo con su comprobante.`,
        msg`Un lugar para silla de ruedas por autobús, que reservas al comprar, y ayuda para abordar.`,
      ],
    },
  ];
  return <BrandPage screen="brand-buses" lead={t`Conoce los autobuses en los que viajas con Ruta Bahía.`} sections={sections} />;
}

export function GroupPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'brand-group-parts',
      title: msg`Lo que hacemos`,
      items: [
        msg`Transporte de pasajeros entre la costa de Jalisco y Nayarit y Guadalajara.`,
        msg`Shuttle en Guadalajara y Zapopan hacia 11 puntos de la ciudad.`,
        msg`Tours y excursiones en Bahía de Banderas, Tequila y la Sierra Madre.`,
        msg`Envío de paquetería entre nuestras terminales.`,
      ],
    },
    {
      id: 'brand-group-one',
      title: msg`Un solo viaje, de la terminal a tu destino`,
      paragraphs: [
        msg`Al comprar tu boleto puedes añadir el Shuttle que te lleva de la terminal de Guadalajara o Zapopan a tu hotel, y los tours que salen de la terminal el día que llegas: un solo pago, cada servicio con su boleto.`,
      ],
    },
  ];
  return <BrandPage screen="brand-group" lead={t`Ruta Bahía reúne transporte de pasajeros, traslados, turismo y paquetería en el occidente de México.`} sections={sections} />;
}

export function CompanyPage() {
  const { t } = useLingui();
  const { legalName, taxId, address } = companyFacts;
  const sections: ProseSection[] = [
    {
      id: 'brand-company-who',
      title: msg`Quiénes somos`,
      paragraphs: [
        msg`Ruta Bahía es una empresa de Jalisco que lleva pasajeros entre la Bahía de Banderas, la Riviera Nayarit, Zapopan y Guadalajara. Vendemos nuestros boletos en las taquillas de nuestras terminales, por teléfono y en este sitio, en español e inglés.`,
        msg`Además de los autobuses, operamos el Shuttle en Guadalajara y Zapopan, tours por la bahía y el programa Viajero Frecuente, con el que cada viaje suma puntos para viajar de nuevo.`,
      ],
    },
    { id: 'brand-company-values', title: msg`Nuestro compromiso`, items: [msg`Seguridad ante todo.`, msg`Puntualidad y respeto por tu tiempo.`, msg`Precios claros, sin cargos ocultos.`] },
    {
      id: 'brand-company-papers',
      title: msg`Facturas y datos fiscales`,
      paragraphs: [
        msg`Cada compra se puede facturar (CFDI 4.0) en la sección de facturación, con el código de tu reservación, hasta el último día del mes en que pagaste; los pagos con puntos no se facturan. Nuestros datos fiscales están en cada boleto y en cada factura.`,
      ],
    },
  ];
  return <BrandPage screen="brand-company" lead={t`${legalName} (RFC ${taxId}), con oficinas en ${address}.`} sections={sections} />;
}
