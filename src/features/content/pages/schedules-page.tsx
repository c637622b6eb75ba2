import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CatalogueUnavailable, useBusTypeName, useDuration } from '../catalogue-labels';
import { ContentPage } from '../content-page';
import type { PageDataInput } from '../content-module';
import { usePageData } from '../content-module';
import { catalogueData, schedulesListQuery, type ScheduleListItem } from '../content-queries';
import { useScreenTitle } from '../screen-title';
import { useFormats } from '../../../i18n/formats';

export function loadData(input: PageDataInput): Promise<ScheduleListItem[] | null> {
  return catalogueData(input, schedulesListQuery());
}

const places = (items: ScheduleListItem[], side: 'origin' | 'destination') =>
  [...new Map(items.map((item) => [item[side].id, item[side].name])).entries()].sort((a, b) => a[1].localeCompare(b[1], 'es'));

/** /horarios: every departure time by route (schedules/list_select), filtered by origin and destination. */
export function SchedulesPage() {
  const formats = useFormats();
  const { t } = useLingui();
  const items = usePageData<ScheduleListItem[] | null>();
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const id = useId();
  const busType = useBusTypeName();
  const duration = useDuration();
  const shown = (items ?? []).filter((item) => (!origin || item.origin.id === origin) && (!destination || item.destination.id === destination));
  return (
    <ContentPage
      title={useScreenTitle('schedules')}
      lead={t`Salidas diarias entre Puerto Vallarta, la Riviera Nayarit, Zapopan y Guadalajara. Elige tu ruta para ver sus horarios.`}
    >
      {items === null ? (
        <CatalogueUnavailable />
      ) : (
        <>
          <div className="content__filters" role="search" aria-label={t`Filtrar horarios`}>
            <div className="content__field">
              <label htmlFor={`${id}-origin`}>{t`Origen`}</label>
              <select id={`${id}-origin`} value={origin} onChange={(event) => setOrigin(event.target.value)}>
                <option value="">{t`Todos los orígenes`}</option>
                {places(items, 'origin').map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="content__field">
              <label htmlFor={`${id}-destination`}>{t`Destino`}</label>
              <select id={`${id}-destination`} value={destination} onChange={(event) => setDestination(event.target.value)}>
                <option value="">{t`Todos los destinos`}</option>
                {places(items, 'destination').map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status"><Plural value={shown.length} one="# ruta" other="# rutas" /></p>
          <ul className="content__cards">
            {shown.map((item) => (
              <li key={`${item.origin.id}>${item.destination.id}`} className="content__card">
                <h2 className="content__card-title">
                  {item.origin.name} → {item.destination.name}
                </h2>
                <p className="content__muted">
                  {duration(item.duration)} · {item.bus_type.map(busType).join(', ')}
                </p>
                <ul className="content__times" aria-label={t`Salidas`}>
                  {item.times.map((time) => (
                    <li key={time}>{formats.time(time)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="content__note">
            <Trans>Los horarios son de salida, en la hora local de cada terminal. Compra en línea para ver los asientos libres de cada salida.</Trans>
          </p>
        </>
      )}
    </ContentPage>
  );
}

export default SchedulesPage;
