import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoyaltyActor } from '../loyalty-binding';
import { LoyaltyErrors } from '../loyalty-errors';
import { ProfileEdit } from './profile-edit';
import { ProfilePassword } from './profile-password';
import { displayPhone } from '../../../../domain/reservation/contact-phone';
import { TierLuggage, useTierName } from '../tier-luggage';
import { useFormats } from '../../../i18n/formats';
import { usePointsConcept } from './points-concept';


/** The signed-in traveller: card, tier and its luggage, points and their history, contact; signing out. */
export function ProfileScreen({ actor, lang }: { actor: LoyaltyActor; lang: 'es' | 'en' }) {
  const { t } = useLingui();
  const traveller = useSelector(actor, (s) => s.context.traveller);
  const errors = useSelector(actor, (s) => s.context.errors);
  const leaving = useSelector(actor, (s) => s.matches('signingOut'));
  const loading = useSelector(actor, (s) => s.matches({ signedIn: 'loadingProfile' }));
  // The password form shows its own refusals.
  const changingPassword = useSelector(actor, (s) => s.matches({ signedIn: 'changingPassword' }));
  const tierName = useTierName();
  const formats = useFormats();
  const concept = usePointsConcept();
  if (!traveller) return null;
  return (
    <>
      <section className="loyalty-panel" aria-labelledby="loyalty-profile-title">
        <h1 id="loyalty-profile-title">{t`Hola, ${traveller.first_name}`}</h1>
        <LoyaltyErrors errors={changingPassword ? [] : errors.filter((e) => !e.field)} fields={[]} />
        <div className="loyalty-grid">
          <dl className="loyalty-card" aria-label={t`Tu tarjeta`}>
            <dt>{t`Tarjeta`}</dt>
            <dd data-testid="loyalty-card-number">{traveller.identify_card}</dd>
            <dt>{t`Nivel`}</dt>
            <dd data-testid="loyalty-tier">{tierName(traveller.tier)}</dd>
            <dt>{t`Titular`}</dt>
            <dd>{`${traveller.first_name} ${traveller.last_name}`}</dd>
            <dt>{t`Correo`}</dt>
            <dd>{traveller.email}</dd>
            <dt>{t`Celular`}</dt>
            <dd>{displayPhone(traveller.cell_phone)}</dd>
          </dl>
          <div>
            <h2>{t`Tus puntos`}</h2>
            <p className="loyalty-points" data-testid="loyalty-points">
              {formats.points(traveller.points)}
            </p>
          </div>
        </div>
        <div className="loyalty-actions">
          <button type="button" className="button button--primary" disabled={loading || leaving} onClick={() => actor.send({ type: 'profile.refresh' })}>
            {loading ? t`Actualizando…` : t`Actualizar mis puntos`}
          </button>
          <button type="button" className="button button--secondary" disabled={leaving} onClick={() => actor.send({ type: 'signOut' })}>
            {t`Cerrar sesión`}
          </button>
        </div>
      </section>
      <section className="loyalty-panel" aria-labelledby="loyalty-luggage-title">
        <h2 id="loyalty-luggage-title">{t`Tu equipaje como viajero ${tierName(traveller.tier)}`}</h2>
        <TierLuggage luggage={traveller.luggage} />
      </section>
      <section className="loyalty-panel" aria-labelledby="loyalty-edit-title">
        <h2 id="loyalty-edit-title">{t`Tus datos`}</h2>
        <ProfileEdit key={JSON.stringify([traveller.email, traveller.cell_phone, traveller.passengers, traveller.tax_profiles])} actor={actor} traveller={traveller} />
      </section>
      <ProfilePassword actor={actor} lang={lang} />
      <section className="loyalty-panel" aria-labelledby="loyalty-history-title">
        <h2 id="loyalty-history-title">{t`Movimientos de puntos`}</h2>
        {traveller.history && traveller.history.length > 0 ? (
          <table className="loyalty-history">
            <thead>
              <tr>
                <th scope="col">{t`Fecha`}</th>
                <th scope="col">{t`Concepto`}</th>
                <th scope="col">{t`Puntos`}</th>
              </tr>
            </thead>
            <tbody>
              {traveller.history.map((row, index) => (
                <tr key={`${row.date}-${index}`}>
                  <td>{formats.dateOfInstant(row.date)}</td>
                  <td>{concept(row)}</td>
                  <td>{formats.points(row.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t`Aún no tienes movimientos. Acumulas puntos con cada viaje pagado.`}</p>
        )}
      </section>
    </>
  );
}
