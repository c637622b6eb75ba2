import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'tips-before',
    title: msg`Antes de salir`,
    items: [
      msg`Compra en línea y elige tu asiento: los horarios de fin de semana y de vacaciones se llenan primero.`,
      msg`Llega a la terminal al menos 30 minutos antes; el abordaje cierra 10 minutos antes de la salida.`,
      msg`Ten a la mano tu boleto electrónico (código QR o PIN) en el teléfono o impreso.`,
      msg`Si viajas con tarifa de estudiante, maestro, INAPAM o menor, lleva la identificación que la acredita.`,
    ],
  },
  {
    id: 'tips-luggage',
    title: msg`Tu equipaje`,
    items: [
      msg`Documenta una maleta de hasta 25 kg y 200 cm lineales; a bordo, una bolsa de mano de 40 × 30 × 25 cm y 6 kg y un artículo personal de 3 kg.`,
      msg`Marca tu maleta con tu nombre y teléfono y guarda el comprobante que te entregan al documentarla.`,
      msg`Lleva contigo medicinas, documentos, dinero y objetos de valor: no los documentes.`,
    ],
  },
  {
    id: 'tips-onboard',
    title: msg`A bordo`,
    items: [
      msg`Usa el cinturón de seguridad durante todo el viaje.`,
      msg`Usa audífonos para tu música o películas y mantén el teléfono en silencio en los viajes de noche.`,
      msg`Lleva un suéter ligero: el aire acondicionado se mantiene fresco.`,
      msg`Está prohibido fumar, vapear y consumir alcohol o drogas a bordo.`,
    ],
  },
  {
    id: 'tips-kids',
    title: msg`Si viajas con niños`,
    items: [
      msg`Los bebés de 0 a 2 años viajan gratis en las piernas de un adulto (uno por adulto).`,
      msg`Los menores de 3 a 12 años pagan 50% y ocupan su propio asiento.`,
      msg`Lleva agua, un refrigerio y algo para entretenerlos; en la terminal hay cambiadores en los baños.`,
    ],
  },
  {
    id: 'tips-arrival',
    title: msg`Al llegar`,
    items: [
      msg`Recoge tu equipaje documentado con tu comprobante; si falta algo, repórtalo antes de salir de la terminal o dentro de las 72 horas siguientes.`,
      msg`En Guadalajara y Zapopan puedes reservar el traslado Shuttle a tu destino final desde la compra.`,
      msg`Usa los sitios de taxi autorizados de la terminal.`,
    ],
  },
];

/** /tips-viaje */
export function TravelTipsPage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('travel-tips')} lead={t`Consejos prácticos para que tu viaje en autobús sea cómodo y sin contratiempos.`}>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default TravelTipsPage;
