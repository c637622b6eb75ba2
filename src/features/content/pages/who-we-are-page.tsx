import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'who-story',
    title: msg`Nuestra historia`,
    paragraphs: [
      msg`Ruta Bahía nació para unir la Bahía de Banderas con Guadalajara: hoy conectamos Puerto Vallarta, Nuevo Vallarta, Bucerías, Sayulita, La Peñita y Rincón de Guayabitos con Zapopan y Guadalajara, con salidas todos los días.`,
    ],
  },
  {
    id: 'who-mission',
    title: msg`Misión`,
    paragraphs: [msg`Llevarte a tu destino de forma segura, puntual y cómoda, con un servicio amable y precios claros.`],
  },
  {
    id: 'who-vision',
    title: msg`Visión`,
    paragraphs: [msg`Ser la forma preferida de viajar por la costa del Pacífico y el occidente de México.`],
  },
  {
    id: 'who-values',
    title: msg`Valores`,
    items: [
      msg`Seguridad ante todo.`,
      msg`Puntualidad y respeto por tu tiempo.`,
      msg`Trato amable e incluyente.`,
      msg`Transparencia en precios y condiciones.`,
      msg`Cuidado del entorno y de nuestra comunidad.`,
    ],
  },
  {
    id: 'who-service',
    title: msg`Cómo viajas con nosotros`,
    items: [
      msg`Autobuses Ejecutivo (2+1) y Primera clase (2+2) con aire acondicionado, wifi, puertos USB y sanitario.`,
      msg`Compra en línea, por teléfono, por WhatsApp o en taquilla, y paga con tarjeta, en efectivo o con puntos.`,
      msg`Programa Viajero Frecuente con puntos y equipaje adicional.`,
    ],
  },
];

/** /quienes-somos */
export function WhoWeArePage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('who-we-are')} lead={t`Somos una línea de autobuses de pasajeros del occidente de México.`}>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default WhoWeArePage;
