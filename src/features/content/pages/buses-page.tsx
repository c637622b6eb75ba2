import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { classAmenities, type Amenity } from '../../../../domain/fleet/service-classes';
import { ContentPage, ContentSection } from '../content-page';
import { useScreenTitle } from '../screen-title';
import { BusLayoutSketch } from './bus-layout-sketch';

const amenityNames: Record<Amenity, MessageDescriptor> = {
  wifi: msg`Wifi a bordo`,
  usb: msg`Puertos USB en cada asiento`,
  wc: msg`Sanitario`,
  ac: msg`Aire acondicionado`,
  entertainment: msg`Pantallas individuales con películas y música`,
  seatbelts: msg`Cinturón de seguridad en todos los asientos`,
};

function Amenities({ list }: { list: readonly Amenity[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="content__list">
      {list.map((amenity) => (
        <li key={amenity}>{i18n._(amenityNames[amenity])}</li>
      ))}
    </ul>
  );
}

/** /autobuses: the fleet's two service classes, their seating drawn, and what each offers (domain/fleet). */
export function BusesPage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('bus')} lead={t`Viaja en autobuses modernos, con mantenimiento al día y operadores certificados. Elige entre dos clases de servicio.`}>
      <div className="content__layouts">
        <ContentSection id="bus-executive" title={t`Ejecutivo 2+1`}>
          <p>
            <Trans>Asientos más anchos y reclinables, tres por fila: ideal para viajes largos como Puerto Vallarta – Guadalajara.</Trans>
          </p>
          <BusLayoutSketch layout="2+1" />
          <Amenities list={classAmenities.executive} />
        </ContentSection>
        <ContentSection id="bus-first" title={t`Primera clase 2+2`}>
          <p>
            <Trans>Cuatro asientos por fila, reclinables, en todas nuestras rutas de la costa y a Guadalajara.</Trans>
          </p>
          <BusLayoutSketch layout="2+2" />
          <Amenities list={classAmenities.first} />
        </ContentSection>
      </div>
      <ContentSection id="bus-choose" title={t`Elige tu asiento`}>
        <p>
          <Trans>
            Al comprar en línea ves el plano de tu autobús y eliges el asiento de cada pasajero, de ida y de regreso. En algunas salidas se venden asientos con sana distancia: los lugares junto a uno ocupado no se venden.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export default BusesPage;
