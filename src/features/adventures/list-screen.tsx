import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AdventureView } from '../../../machines/adventures/adventures.ports';
import { StepErrors } from '../../components/feedback/step-errors';
import { useAdventureWords } from './adventure-words';
import type { AdventuresActor } from './adventures-binding';
import { selectAdventures, selectErrors, selectStep } from './adventures-selectors';
import { PriceNote } from './price-note';
import { StepHeading } from './step-heading';

function AdventureCard({ adventure, onChoose }: { adventure: AdventureView; onChoose: () => void }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  const price = words.money(adventure.totalAdult);
  return (
    <li className="adventures__card">
      <img className="adventures__image" src={adventure.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
      <div className="adventures__card-body">
        <h2 className="adventures__card-title">{adventure.name}</h2>
        <p className="adventures__summary">{adventure.description}</p>
        <dl className="adventures__facts">
          <div>
            <dt>
              <Trans>Duración</Trans>
            </dt>
            <dd>{words.duration(adventure.durationMinutes)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Lugar</Trans>
            </dt>
            <dd>{adventure.location}</dd>
          </div>
        </dl>
        <p className="adventures__price">
          <Trans>
            Desde <strong>{price}</strong> por adulto, precio final
          </Trans>
        </p>
        <button type="button" className="button button--primary" onClick={onChoose} aria-label={t`Ver fechas de ${adventure.name}`}>
          {t`Ver fechas`}
        </button>
      </div>
    </li>
  );
}

/** /aventuras: the partner's adventures, each with what the traveller pays per adult. */
export function ListScreen({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const adventures = useSelector(actor, selectAdventures);
  const errors = useSelector(actor, selectErrors);
  return (
    <div className="adventures__step">
      <StepHeading>{t`Aventuras`}</StepHeading>
      <p className="adventures__lead">
        <Trans>Surf, cabalgatas, tirolesas y paseos en lancha con un operador local de la Riviera Nayarit, reservados aquí y pagados con tarjeta.</Trans>
      </p>
      {step === 'list.loading' || step === 'restoring' || step === 'starting' ? <p role="status">{t`Consultando las aventuras…`}</p> : null}
      <StepErrors errors={errors} />
      {step === 'list.failed' ? (
        <div className="adventures__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
            {t`Reintentar`}
          </button>
        </div>
      ) : null}
      {step === 'list.choosing' ? (
        <>
          <PriceNote />
          <ul className="adventures__cards">
            {adventures.map((adventure) => (
              <AdventureCard key={adventure.code} adventure={adventure} onChoose={() => actor.send({ type: 'adventure.choose', code: adventure.code })} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
