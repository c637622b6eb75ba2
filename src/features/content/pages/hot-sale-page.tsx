import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'hot-sale-what',
    title: msg`Qué incluye`,
    items: [
      msg`Descuentos en boletos sencillos y redondos en todas nuestras rutas, comprando en línea durante los días de la campaña.`,
      msg`El descuento se aplica con el código promocional de la campaña, que publicamos aquí y en nuestras promociones al iniciar.`,
      msg`Los lugares con descuento por salida son limitados.`,
    ],
  },
  {
    id: 'hot-sale-terms',
    title: msg`Condiciones`,
    items: [
      msg`Los boletos comprados en la campaña tienen la vigencia y las condiciones de la promoción, y no admiten cambios de nombre.`,
      msg`No se combina con otros descuentos, salvo los de menor, INAPAM, estudiante y maestro sobre la tarifa vigente.`,
      msg`Puedes pagar con tarjeta de débito o crédito, en efectivo en tiendas o con puntos de Viajero Frecuente.`,
    ],
  },
];

/** /hot-sale: the Hot Sale campaign page. */
export function HotSalePage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('hot-sale')} lead={t`Durante el Hot Sale, viaja a la playa o a la ciudad con los mejores precios del año.`}>
      <Prose sections={sections} />
      <p className="content__actions">
        <Link to="/" className="button button--primary">
          {t`Busca tu viaje`}
        </Link>
        <Link to="/promotions" className="button button--secondary">
          {t`Ver promociones vigentes`}
        </Link>
      </p>
    </ContentPage>
  );
}

export default HotSalePage;
