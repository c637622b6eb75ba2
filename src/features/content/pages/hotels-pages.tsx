import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ScreenName } from '../../../components/layout/screen-titles';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

// Hotels pages: where to stay, by area, and how to get there by bus. No hotel is named: the site
// sells bus tickets, not rooms, and names no partner it does not have.

function HotelsPage({ screen, lead, sections }: { screen: ScreenName; lead: string; sections: ProseSection[] }) {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle(screen)} lead={lead}>
      <Prose sections={sections} />
      <p className="content__actions">
        <Link to="/" className="button button--primary">
          {t`Compra tu boleto`}
        </Link>
        <Link to="/tours" className="button button--secondary">
          {t`Tours y excursiones`}
        </Link>
      </p>
    </ContentPage>
  );
}

export function HotelsPuertoVallartaPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'hotels-pv-areas',
      title: msg`Zonas para hospedarte`,
      items: [
        msg`Zona Romántica y Centro: a pie del malecón, restaurantes y vida nocturna.`,
        msg`Zona Hotelera: hoteles frente al mar a unos minutos de la terminal y del aeropuerto.`,
        msg`Marina Vallarta: campo de golf, marina y hoteles todo incluido.`,
        msg`Conchas Chinas y Mismaloya: hoteles tranquilos entre la selva y el mar, al sur.`,
      ],
    },
    {
      id: 'hotels-pv-arrive',
      title: msg`Cómo llegar`,
      paragraphs: [msg`Nuestros autobuses llegan a la Central Camionera de Puerto Vallarta desde Guadalajara, Zapopan y la Riviera Nayarit. Desde ahí, usa el sitio de taxis autorizado de la terminal.`],
    },
  ];
  return <HotelsPage screen="hotels-puerto-vallarta" lead={t`Ideas para elegir dónde quedarte en Puerto Vallarta y llegar en autobús.`} sections={sections} />;
}

export function HotelsNuevoVallartaPage() {
  const { t } = useLingui();
  const sections: ProseSection[] = [
    {
      id: 'hotels-nv-areas',
      title: msg`Zonas para hospedarte`,
      items: [
        msg`Boulevard Nuevo Vallarta: hoteles todo incluido frente a la playa.`,
        msg`Flamingos: campos de golf y condominios para estancias largas.`,
        msg`Bucerías, a 15 minutos: casas y hoteles pequeños en un pueblo de pescadores.`,
      ],
    },
    {
      id: 'hotels-nv-arrive',
      title: msg`Cómo llegar`,
      paragraphs: [msg`La Terminal Nuevo Vallarta recibe nuestros autobuses de Puerto Vallarta, de la costa y directos de Guadalajara. Ten en cuenta que Nuevo Vallarta usa la hora del centro, como Puerto Vallarta.`],
    },
  ];
  return <HotelsPage screen="hotels-nuevo-vallarta" lead={t`Ideas para elegir dónde quedarte en Nuevo Vallarta y llegar en autobús.`} sections={sections} />;
}
