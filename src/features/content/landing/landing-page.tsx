import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { CatalogueUnavailable, useBusTypeName, useDuration } from '../catalogue-labels';
import { ContentPage, ContentSection } from '../content-page';
import { usePageData } from '../content-module';
import { mapsLink } from '../maps';
import { useScreenTitle } from '../screen-title';
import { fromPrice, routeFacts, terminalOfPlace, type LandingData } from './landing-data';
import { LandingSearch } from './landing-search';
import { placeName } from './place-names';
import { useFormats } from '../../../i18n/formats';

export { loadData } from './landing-data';

/**
 * /boletos-a-{destination}, /boletos-de-autobus-{destination}, /autobus-{city}, /camion-{city}: how to
 * get to the place by bus, from the real timetable and fares, with a search prefilled with it.
 */
export function LandingPage() {
  const formats = useFormats();
  const { t } = useLingui();
  const data = usePageData<LandingData>();
  const params = useParams({ strict: false }) as { city?: string };
  const name = placeName(data.place);
  const title = useScreenTitle(params.city ? 'bus-to-city' : 'tickets-to', { place: name });
  const busType = useBusTypeName();
  const duration = useDuration();
  const facts = routeFacts(data);
  const from = fromPrice(facts);
  const lead =
    from === null
      ? t`Compra en línea tus boletos de autobús a ${name} y elige tu asiento.`
      : facts.length === 1
        ? t`Salidas diarias a ${name} desde 1 ciudad, con boletos desde ${formats.moneyMxn(from)}. Compra en línea y elige tu asiento.`
        : t`Salidas diarias a ${name} desde ${facts.length} ciudades, con boletos desde ${formats.moneyMxn(from)}. Compra en línea y elige tu asiento.`;
  return (
    <ContentPage title={title} lead={lead}>
      {data.schedules === null ? (
        <CatalogueUnavailable />
      ) : (
        <>
          <ContentSection id="landing-search" title={t`Busca tu viaje a ${name}`}>
            <LandingSearch destination={terminalOfPlace(data.place)} destinationName={name} origins={facts.map((fact) => fact.origin)} />
          </ContentSection>
          <ContentSection id="landing-routes" title={t`Rutas y horarios a ${name}`}>
            <ul className="content__cards">
              {facts.map((fact) => (
                <li key={fact.origin.id} className="content__card">
                  <h3>{t`Desde ${fact.origin.name}`}</h3>
                  <p className="content__muted">
                    {duration(fact.duration)} · {fact.busTypes.map(busType).join(', ')}
                  </p>
                  {fact.adultFare === null ? null : <p>{t`Adulto desde ${formats.moneyMxn(fact.adultFare)}`}</p>}
                  <ul className="content__times" aria-label={t`Salidas diarias`}>
                    {fact.times.map((time) => (
                      <li key={time}>{formats.time(time)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="content__note">
              <Trans>Horarios de salida en la hora local de cada terminal. Menores, estudiantes e INAPAM pagan 50%; maestros 25%.</Trans>{' '}
              <Link to="/tarifas">{t`Ver todas las tarifas`}</Link>
            </p>
          </ContentSection>
        </>
      )}
      {data.tours.length > 0 ? (
        <ContentSection id="landing-tours" title={t`Tours desde la terminal de ${name}`}>
          <ul className="content__cards">
            {data.tours.map((tour) => (
              <li key={tour.id} className="content__card">
                <h3>
                  <Link to="/tours/detalle/$name" params={{ name: tour.slug }}>
                    {tour.name}
                  </Link>
                </h3>
                <p className="content__muted">{t`Desde ${formats.moneyMxn(tour.price_from)} por adulto`}</p>
              </li>
            ))}
          </ul>
          <p className="content__note">
            <Link to="/tours">{t`Todos los tours y excursiones`}</Link>
          </p>
        </ContentSection>
      ) : null}
      {data.terminal ? (
        <ContentSection id="landing-terminal" title={t`Llegas a ${data.terminal.name}`}>
          <p>
            {data.terminal.address}, {data.terminal.postal_code} {data.terminal.city}, {data.terminal.state}
          </p>
          <p>
            <a href={mapsLink(data.terminal.latitude, data.terminal.longitude)} target="_blank" rel="noopener noreferrer">
              {t`Ver en el mapa`}
              <span className="visually-hidden"> {t`(abre una pestaña nueva)`}</span>
            </a>{' '}
            · <Link to="/ubicaciones">{t`Todas nuestras terminales`}</Link>
          </p>
        </ContentSection>
      ) : null}
    </ContentPage>
  );
}

export default LandingPage;
