import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentPage } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

const sections: ProseSection[] = [
  {
    id: 'social-access',
    title: msg`Un viaje al alcance de todos`,
    items: [
      msg`Descuentos permanentes para personas mayores con credencial INAPAM (50%), estudiantes (50%), maestros (25%), menores de 3 a 12 años (50%) y miembros de las fuerzas armadas (20%).`,
      msg`Un lugar para silla de ruedas en cada autobús y asistencia para abordar a personas con discapacidad.`,
      msg`Bebés de 0 a 2 años sin costo, en las piernas de un adulto.`,
    ],
  },
  {
    id: 'social-environment',
    title: msg`Medio ambiente`,
    items: [
      msg`Renovamos la flota con motores de bajas emisiones y capacitamos a los operadores en manejo eficiente.`,
      msg`Boleto electrónico: menos papel en cada viaje.`,
      msg`Separación de residuos y ahorro de agua en nuestras terminales.`,
    ],
  },
  {
    id: 'social-community',
    title: msg`Comunidad`,
    items: [
      msg`Empleo local en Puerto Vallarta, la Riviera Nayarit y Guadalajara, con capacitación continua.`,
      msg`Apoyo al turismo de la región, conectando pueblos de la costa con la ciudad.`,
      msg`Traslado solidario en emergencias y campañas de acopio junto con autoridades locales.`,
    ],
  },
];

/** /compromiso-social */
export function SocialCommitmentPage() {
  const { t } = useLingui();
  return (
    <ContentPage title={useScreenTitle('social-commitment')} lead={t`Movemos personas y también queremos mover a nuestra región hacia adelante.`}>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default SocialCommitmentPage;
