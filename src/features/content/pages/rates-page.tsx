import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogueUnavailable } from '../catalogue-labels';
import { ContentPage, ContentSection } from '../content-page';
import { usePageData, type PageDataInput } from '../content-module';
import { catalogueData, ratesListQuery, type RateListItem } from '../content-queries';
import { useScreenTitle } from '../screen-title';
import { DiscountTable } from './discount-table';
import { useFormats } from '../../../i18n/formats';

export function loadData(input: PageDataInput): Promise<RateListItem[] | null> {
  return catalogueData(input, ratesListQuery());
}

/** /tarifas: the adult fare of every route (rates/list_select) and the discounts (docs/rules/booking.md#fares-and-discounts). */
export function RatesPage() {
  const formats = useFormats();
  const { t } = useLingui();
  const items = usePageData<RateListItem[] | null>();
  return (
    <ContentPage title={useScreenTitle('rates')} lead={t`Tarifas de adulto por ruta, en pesos mexicanos, y los descuentos a los que tienes derecho.`}>
      <ContentSection id="rates-routes" title={t`Tarifas por ruta`}>
        {items === null ? (
          <CatalogueUnavailable />
        ) : (
          <div className="content__table-wrap">
            <table className="content__table content__table--stack">
              <caption className="visually-hidden">{t`Tarifas por ruta`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Ruta`}</th>
                  <th scope="col">{t`Adulto, desde`}</th>
                  <th scope="col">{t`Menor, INAPAM o estudiante`}</th>
                  <th scope="col">{t`Maestro`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={`${item.origin.id}>${item.destination.id}`}>
                    <th scope="row">
                      {item.origin.name} → {item.destination.name}
                    </th>
                    <td data-label={t`Adulto, desde`}>{formats.money(item.fares.adult)}</td>
                    <td data-label={t`Menor, INAPAM o estudiante`}>{formats.money(item.fares.minor)}</td>
                    <td data-label={t`Maestro`}>{formats.money(item.fares.teacher)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="content__note">
          <Trans>Precios en MXN por persona y por trayecto. Donde hay servicio Ejecutivo y Primera clase se muestra la tarifa más baja; el precio final depende de la salida que elijas.</Trans>
        </p>
      </ContentSection>
      <ContentSection id="rates-discounts" title={t`Descuentos y quién los recibe`}>
        <DiscountTable />
      </ContentSection>
    </ContentPage>
  );
}

export default RatesPage;
