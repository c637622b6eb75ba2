import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CatalogueUnavailable } from '../catalogue-labels';
import { ContentPage } from '../content-page';
import { usePageData, type PageDataInput } from '../content-module';
import { catalogueData, terminalsListQuery, type Terminal } from '../content-queries';
import { mapsEmbedUrl, mapsLink } from '../maps';
import { useScreenTitle } from '../screen-title';
import { useFormats } from '../../../i18n/formats';

export function loadData(input: PageDataInput): Promise<Terminal[] | null> {
  return catalogueData(input, terminalsListQuery());
}

const serviceNames: Record<Terminal['services'][number], MessageDescriptor> = {
  ticket_office: msg`Taquilla`,
  waiting_room: msg`Sala de espera`,
  restrooms: msg`Sanitarios`,
  traveller_lounge: msg`Sala del viajero`,
  parking: msg`Estacionamiento`,
  luggage_storage: msg`Guardaequipaje`,
  food: msg`Alimentos`,
  wifi: msg`Wifi`,
  taxi: msg`Sitio de taxis`,
  shuttle: msg`Shuttle`,
  accessible: msg`Acceso para silla de ruedas`,
};

const phoneDisplay = (phone: string) => phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');

function TerminalCard({ terminal }: { terminal: Terminal }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const embed = mapsEmbedUrl(terminal.latitude, terminal.longitude);
  const hours = terminal.hours.closes === '24:00' ? t`${formats.time(terminal.hours.opens)} a medianoche` : `${formats.time(terminal.hours.opens)} – ${formats.time(terminal.hours.closes)}`;
  const headingId = `terminal-${terminal.id}`;
  return (
    <li className="content__card" aria-labelledby={headingId}>
      <h3 id={headingId}>{terminal.name}</h3>
      <dl className="content__facts">
        <dt>{t`Dirección`}</dt>
        <dd>
          {terminal.address}, {terminal.postal_code} {terminal.city}, {terminal.state}
        </dd>
        <dt>{t`Taquilla`}</dt>
        <dd>{t`Todos los días, ${hours}`}</dd>
        {terminal.phone ? (
          <>
            <dt>{t`Teléfono`}</dt>
            <dd>
              <a href={`tel:+52${terminal.phone}`}>{phoneDisplay(terminal.phone)}</a>
            </dd>
          </>
        ) : null}
        <dt>{t`Servicios`}</dt>
        <dd>{terminal.services.map((service) => i18n._(serviceNames[service])).join(', ')}</dd>
        <dt>{t`Coordenadas`}</dt>
        <dd>
          <a href={mapsLink(terminal.latitude, terminal.longitude)} target="_blank" rel="noopener noreferrer">
            {terminal.latitude.toFixed(4)}, {terminal.longitude.toFixed(4)}
            <span className="visually-hidden"> {t`(abre el mapa en una pestaña nueva)`}</span>
          </a>
        </dd>
      </dl>
      {embed ? <iframe className="content__map" title={t`Mapa de ${terminal.name}`} src={embed} loading="lazy" referrerPolicy="no-referrer-when-downgrade" /> : null}
    </li>
  );
}

/** /ubicaciones: every terminal (terminals/list) with address, hours, services and a map link. */
export function LocationsPage() {
  const { t } = useLingui();
  const terminals = usePageData<Terminal[] | null>();
  return (
    <ContentPage title={useScreenTitle('locations')} lead={t`Nuestras terminales en Jalisco y Nayarit: dónde están, a qué hora abren y qué encuentras en cada una.`}>
      {terminals === null ? (
        <CatalogueUnavailable />
      ) : (
        <ul className="content__cards">
          {terminals.map((terminal) => (
            <TerminalCard key={terminal.id} terminal={terminal} />
          ))}
        </ul>
      )}
      <p className="content__note">
        <Trans>La Peñita y Rincón de Guayabitos usan la hora del Pacífico, una hora menos que el resto de nuestras terminales.</Trans>
      </p>
    </ContentPage>
  );
}

export default LocationsPage;
