import { Link, useLoaderData } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { screenTitles } from '../../components/layout/screen-titles';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { TourCard } from './tour-card';
import { TourFilters } from './tour-filters';
import type { CatalogueData } from './tours-loaders';
import { ToursUnavailable } from './tours-unavailable';
import './tours.css';

export { catalogueLoader } from './tours-loaders';

/** The data its route's loader answered (src/routes/-shared/tours-routes.tsx). */
const useCatalogue = () => useLoaderData({ strict: false } as never) as CatalogueData;

function TourList({ data }: { data: CatalogueData }) {
  if (data.products === null) return <ToursUnavailable />;
  if (data.products.length === 0)
    return (
      <p className="tours__empty" role="status">
        <Trans>Ningún tour coincide con tu búsqueda.</Trans> <Link to="/tours">{<Trans>Ver todos los tours</Trans>}</Link>
      </p>
    );
  return (
    <ul className="tours__cards">
      {data.products.map((tour, index) => (
        <TourCard key={tour.id} tour={tour} date={data.filter.date} firstInView={index < 2} />
      ))}
    </ul>
  );
}

/** /tours: every tour of the Bay of Banderas (docs/rules/tours.md#the-catalogue), with the search's filters. */
export function ToursCataloguePage() {
  const { i18n } = useLingui();
  const data = useCatalogue();
  // The shell's screen title: one translation for the heading, the menu's page and the tab.
  const title = i18n._(screenTitles.tours);
  useDocumentTitle(title);
  return (
    <article className="page tours">
      <h1 className="page__title">{title}</h1>
      <p className="tours__lead">
        <Trans>Islas, selva, ballenas, pueblos y sabores de la Bahía de Banderas, con salida desde nuestras terminales.</Trans>
      </p>
      <p className="tours__lead">
        <Trans>
          ¿Algo más activo? Surf, cabalgatas y tirolesas con un operador local en <Link to="/aventuras">Aventuras</Link>.
        </Trans>
      </p>
      <TourFilters filter={data.filter} />
      <TourList data={data} />
    </article>
  );
}

/** /tours/buscar (`tours-search`): the tours that match the filters in the address. */
export function ToursSearchPage() {
  const { t, i18n } = useLingui();
  const data = useCatalogue();
  const title = i18n._(screenTitles['tours-search']);
  useDocumentTitle(title);
  const count = data.products?.length ?? 0;
  return (
    <article className="page tours">
      <p className="tours__back">
        <Link to="/tours">{t`Todos los tours`}</Link>
      </p>
      <h1 className="page__title">{title}</h1>
      <TourFilters key={JSON.stringify(data.filter)} filter={data.filter} />
      {data.products && data.products.length > 0 ? (
        <p className="tours__count" role="status">
          <Plural value={count} one="# tour encontrado" other="# tours encontrados" />
        </p>
      ) : null}
      <TourList data={data} />
    </article>
  );
}
