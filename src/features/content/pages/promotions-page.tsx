import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CatalogueUnavailable } from '../catalogue-labels';
import { ContentPage, ContentSection } from '../content-page';
import { usePageData, type PageDataInput } from '../content-module';
import { catalogueData, promotionsQuery, type SliderItem } from '../content-queries';
import { useScreenTitle } from '../screen-title';

export function loadData(input: PageDataInput): Promise<SliderItem[] | null> {
  return catalogueData(input, promotionsQuery(input.lang));
}

/** A slide's link inside the site is followed by the router; one elsewhere is a plain link. */
function PromotionLink({ item }: { item: SliderItem }) {
  const { t } = useLingui();
  if (!item.link) return null;
  if (item.link.startsWith('/')) return <Link to={item.link}>{t`Ver más`}<span className="visually-hidden">: {item.title}</span></Link>;
  return (
    <a href={item.link} rel="noopener noreferrer">
      {t`Ver más`}
      <span className="visually-hidden">: {item.title}</span>
    </a>
  );
}

/** /promotions: the current promotions (the home slider's items, slider/list) and how to use a code. */
export function PromotionsPage() {
  const { t } = useLingui();
  const items = usePageData<SliderItem[] | null>();
  return (
    <ContentPage title={useScreenTitle('promotions')} lead={t`Ofertas vigentes para viajar por menos. Revisa las condiciones de cada una.`}>
      <ContentSection id="promotions-current" title={t`Promociones vigentes`}>
        {items === null ? (
          <CatalogueUnavailable />
        ) : items.length === 0 ? (
          <p>{t`Por ahora no hay promociones vigentes. Vuelve pronto.`}</p>
        ) : (
          <ul className="content__cards">
            {items.map((item) => (
              <li key={item.id} className="content__card">
                <h3>{item.title}</h3>
                <PromotionLink item={item} />
              </li>
            ))}
          </ul>
        )}
      </ContentSection>
      <ContentSection id="promotions-how" title={t`Cómo usar un código promocional`}>
        <ol className="content__list">
          <li>
            <Trans>Busca tu viaje y escribe el código en el campo «Código promocional».</Trans>
          </li>
          <li>
            <Trans>Pulsa «Verificar código»: verás el descuento antes de elegir horario.</Trans>
          </li>
          <li>
            <Trans>El descuento se aplica sobre la tarifa de cada pasajero; no se combina con otras promociones.</Trans>
          </li>
        </ol>
        <p className="content__note">
          <Trans>Los boletos con tarifa promocional tienen la vigencia y las condiciones de su promoción.</Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export default PromotionsPage;
