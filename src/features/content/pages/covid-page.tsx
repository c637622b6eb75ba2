import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'covid-onboard',
    title: msg`A bordo`,
    items: [
      msg`Limpiamos y desinfectamos cada autobús antes de cada salida, con atención a asientos, descansabrazos y sanitario.`,
      msg`El aire acondicionado renueva el aire de la cabina de forma continua.`,
      msg`En algunas salidas vendemos asientos con sana distancia: los lugares junto a uno ocupado no se venden. Lo ves en el plano al elegir tu asiento.`,
    ],
  },
  {
    id: 'covid-terminal',
    title: msg`En la terminal`,
    items: [
      msg`Gel antibacterial en taquillas y salas de espera.`,
      msg`Boleto electrónico con código QR o PIN: abordas sin intercambiar papeles.`,
    ],
  },
  {
    id: 'covid-you',
    title: msg`Lo que te pedimos`,
    items: [
      msg`Si tienes síntomas de una enfermedad respiratoria, pospón tu viaje: cambia tu horario por teléfono o en «Mi reservación».`,
      msg`Lávate las manos con frecuencia y cubre tu boca al toser o estornudar.`,
      msg`Sigue las indicaciones vigentes de las autoridades de salud de Jalisco y Nayarit.`,
    ],
  },
];

/** /covid: the health measures on board and in the terminals. */
export function CovidPage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('covid')} lead={t`Seguimos cuidando tu salud en cada viaje.`}>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default CovidPage;
