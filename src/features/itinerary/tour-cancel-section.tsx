import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { StepErrors } from '../../components/feedback/step-errors';
import { TourCancelRefund, TourCancelTerms } from '../tours/tours-provider';
import type { ItineraryActor } from './itinerary-binding';

// Cancelling a tour booking from My reservation (docs/rules/tours.md#cancellation-policy, decision 059). A code
// and a surname only read: the section says how to cancel, with the confirmation e-mail's link. Opened by that
// link, it shows what would come back now, asks to confirm, and shows the outcome.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
type Phase = 'reading' | 'quoting' | 'offered' | 'confirming' | 'cancelling' | 'cancelled' | 'refused' | 'unavailable';
const phases: readonly Phase[] = ['reading', 'quoting', 'offered', 'confirming', 'cancelling', 'cancelled', 'refused', 'unavailable'];
const selectPhase = (s: Snapshot): Phase | null => phases.find((phase) => s.matches({ tourBooking: phase })) ?? null;
const selectCancellation = (s: Snapshot) => s.context.tourCancellation;
const selectErrors = (s: Snapshot) => s.context.errors;

export function TourCancelSection({ actor, places, code }: { actor: ItineraryActor; places: number; code: string }) {
  const { t } = useLingui();
  const phase = useSelector(actor, selectPhase);
  const cancellation = useSelector(actor, selectCancellation);
  const errors = useSelector(actor, selectErrors);
  if (phase === null) return null;
  return (
    <section className="itinerary-detail__block itinerary-cancel" aria-labelledby="itinerary-tour-cancel-title">
      <h2 id="itinerary-tour-cancel-title">{phase === 'cancelled' ? t`Cancelación` : t`Cancelar compra`}</h2>
      {phase === 'reading' ? (
        <p>{t`Con el código y el apellido solo puedes consultar esta compra. Para cancelarla, abre el enlace «Ver o cancelar mi reservación» del correo de confirmación que te enviamos.`}</p>
      ) : null}
      {phase === 'quoting' ? <p role="status">{t`Consultando las condiciones de cancelación…`}</p> : null}
      {cancellation && (phase === 'offered' || phase === 'confirming' || phase === 'cancelling') ? <TourCancelTerms cancellation={cancellation} /> : null}
      {phase === 'offered' ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'cancel.ask' })}>
          {t`Cancelar compra`}
        </button>
      ) : null}
      {phase === 'confirming' || phase === 'cancelling' ? <Confirmation actor={actor} places={places} busy={phase === 'cancelling'} /> : null}
      {phase === 'cancelled' && cancellation ? (
        <div className="itinerary-cancel__done" role="status">
          <p>
            <strong>{t`Compra cancelada.`}</strong> <Plural value={places} one="Liberamos su lugar; los pases ya no son válidos." other="Liberamos sus # lugares; los pases ya no son válidos." />
          </p>
          <TourCancelRefund cancellation={cancellation} code={code} />
          <p>{t`Te enviamos un correo con los detalles.`}</p>
        </div>
      ) : null}
      {phase === 'refused' || phase === 'unavailable' ? <StepErrors errors={errors} /> : null}
      {phase === 'refused' ? <p>{t`Esta compra ya no se puede cancelar en línea; sigue vigente.`}</p> : null}
      {phase === 'unavailable' ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'cancel.ask' })}>
          {t`Reintentar`}
        </button>
      ) : null}
    </section>
  );
}

function Confirmation({ actor, places, busy }: { actor: ItineraryActor; places: number; busy: boolean }) {
  const { t } = useLingui();
  const question = useRef<HTMLParagraphElement>(null);
  // The question takes the focus when it appears, so a keyboard or screen reader user is where the choice is.
  useEffect(() => question.current?.focus(), []);
  return (
    <div className="itinerary-cancel__confirm" role="group" aria-labelledby="itinerary-tour-cancel-question">
      <p id="itinerary-tour-cancel-question" ref={question} tabIndex={-1}>
        <strong>{t`¿Cancelar la compra?`}</strong> <Plural value={places} one="Su lugar quedará libre y los pases dejarán de ser válidos." other="Sus # lugares quedarán libres y los pases dejarán de ser válidos." />
      </p>
      <div className="itinerary-detail__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'cancel.confirm' })}>
          {busy ? t`Cancelando…` : t`Sí, cancelar`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'cancel.dismiss' })}>
          {t`Conservar mi compra`}
        </button>
      </div>
    </div>
  );
}
