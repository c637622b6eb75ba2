import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { parseLocale } from '../../../i18n/locale';
import { loyaltyPath } from '../../loyalty/loyalty-provider';
import { ContentPage, ContentSection } from '../content-page';
import { Prose, type ProseSection } from '../prose';
import { useScreenTitle } from '../screen-title';

interface Tier {
  name: string;
  bags: number;
  perks: MessageDescriptor[];
}

// Tiers and their luggage allowances (docs/rules/loyalty.md#tiers, docs/rules/loyalty.md#luggage-by-tier).
const tiers: Tier[] = [
  { name: 'Classic', bags: 3, perks: [msg`Acumulas puntos desde tu primer viaje.`] },
  { name: 'Gold', bags: 4, perks: [msg`Acceso a la sala del viajero con tu boleto del día.`] },
  { name: 'Platinum', bags: 5, perks: [msg`Acceso a la sala del viajero y atención preferente en taquilla.`] },
];

const sections: ProseSection[] = [
  {
    id: 'ft-how',
    title: msg`Cómo funciona`,
    items: [
      msg`Regístrate gratis y recibe tu número de tarjeta. Inicia sesión con tu número de tarjeta, tu correo electrónico o tu celular de 10 dígitos.`,
      msg`Al comprar con tu sesión iniciada, tus datos de contacto, pasajeros y datos fiscales se llenan solos.`,
      msg`Acumulas puntos en cada viaje y puedes pagar tus boletos en parte o por completo con ellos.`,
      msg`Si olvidas tu contraseña, la recuperas por correo electrónico, WhatsApp o SMS.`,
    ],
  },
  {
    id: 'ft-terms',
    title: msg`Condiciones`,
    items: [
      msg`Los pagos hechos con puntos no se facturan.`,
      msg`Los puntos y el equipaje adicional son personales: aplican a los viajes del titular de la tarjeta.`,
    ],
  },
];

/** /viajero-frecuente: the programme, its tiers and benefits; sign-in and registration lead to the frequent-traveller flow's pages. */
export function FrequentTravellerPage() {
  const { t, i18n } = useLingui();
  const lang = parseLocale(i18n.locale);
  return (
    <ContentPage title={useScreenTitle('frequent-traveller')} lead={t`El programa de lealtad de Ruta Bahía: viaja, acumula puntos y paga tus boletos con ellos.`}>
      <p className="content__actions">
        <Link to={loyaltyPath('signIn', lang)} className="button button--primary">
          {t`Iniciar sesión`}
        </Link>
        <Link to={loyaltyPath('register', lang)} className="button button--secondary">
          {t`Registrarme`}
        </Link>
      </p>
      <ContentSection id="ft-tiers" title={t`Niveles y beneficios`}>
        <ul className="content__cards">
          {tiers.map((tier) => (
            <li key={tier.name} className="content__card">
              <h3>{tier.name}</h3>
              <p>
                <Trans>
                  {tier.bags} maletas documentadas de 35 kg cada una, más 1 artículo deportivo o instrumento musical y 2 bolsas de mano.
                </Trans>
              </p>
              {tier.perks.map((perk) => (
                <p key={perk.id}>{i18n._(perk)}</p>
              ))}
            </li>
          ))}
        </ul>
      </ContentSection>
      <Prose sections={sections} />
    </ContentPage>
  );
}

export default FrequentTravellerPage;
