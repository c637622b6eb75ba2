import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { TourCancellationView } from '../../../../machines/tours/tours.ports';
import { StepErrors } from '../../../components/feedback/step-errors';
import { TourCancelRefund, TourCancelTerms } from '../cancel-refund-texts';
import { selectCancelStep, selectCancellation, selectErrors, selectPlaces, selectStoreOrder, selectTicket, type CancelStep } from './shop-selectors';
import type { ToursActor } from './tours-binding';

// The ticket's cancellation (docs/rules/tours.md#cancellation-policy): what cancelling would refund now, a
// confirmation that says what is lost, then the outcome (the refund, the places freed, the booking cancelled).
// A store order not paid yet is cancelled the same way on its page (`kind: 'order'`): nothing to refund, its
// places freed, its reference void. The chart asks and decides (machines/tours/cancellation.states.ts); this
// only shows its state.

type Kind = 'ticket' | 'order';

function Confirmation({ actor, places, busy, kind }: { actor: ToursActor; places: number; busy: boolean; kind: Kind }) {
  const { t } = useLingui();
  const question = useRef<HTMLParagraphElement>(null);
  // The question takes the focus when it appears, so a keyboard or screen reader user is where the choice is.
  useEffect(() => question.current?.focus(), []);
  return (
    <div className="tours-shop__cancel-confirm" role="group" aria-labelledby="tours-cancel-question">
      <p id="tours-cancel-question" ref={question} tabIndex={-1}>
        <strong>{t`¿Cancelar la compra?`}</strong>{' '}
        {kind === 'order' ? (
          <Plural value={places} one="Su lugar quedará libre y la referencia de pago dejará de ser válida." other="Sus # lugares quedarán libres y la referencia de pago dejará de ser válida." />
        ) : (
          <Plural value={places} one="Su lugar quedará libre y los pases dejarán de ser válidos." other="Sus # lugares quedarán libres y los pases dejarán de ser válidos." />
        )}
      </p>
      <div className="tours-shop__actions">
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

function Outcome({ cancellation, places, code, kind, reference }: { cancellation: TourCancellationView; places: number; code: string; kind: Kind; reference: string }) {
  const { t } = useLingui();
  return (
    <div className="tours-shop__cancel-done" role="status">
      <p>
        <strong>{t`Compra cancelada.`}</strong>{' '}
        {kind === 'order' ? (
          <Plural value={places} one="Liberamos su lugar." other="Liberamos sus # lugares." />
        ) : (
          <Plural value={places} one="Liberamos su lugar; los pases ya no son válidos." other="Liberamos sus # lugares; los pases ya no son válidos." />
        )}
      </p>
      {kind === 'order' ? <p>{t`La referencia de pago ${reference} ya no es válida: no la pagues en la tienda. No había un pago que reembolsar.`}</p> : <TourCancelRefund cancellation={cancellation} code={code} />}
      <p>{t`Te enviamos un correo con los detalles.`}</p>
    </div>
  );
}

export function TicketCancellation({ actor, kind = 'ticket' }: { actor: ToursActor; kind?: Kind }) {
  const { t } = useLingui();
  const step: CancelStep | null = useSelector(actor, selectCancelStep);
  const cancellation = useSelector(actor, selectCancellation);
  const errors = useSelector(actor, selectErrors);
  const passes = useSelector(actor, (s) => selectTicket(s)?.passes.length ?? 0);
  const held = useSelector(actor, selectPlaces);
  const places = kind === 'order' ? held : passes;
  const order = useSelector(actor, selectStoreOrder);
  const code = useSelector(actor, (s) => selectTicket(s)?.number ?? '');
  if (step === null) return null;
  return (
    <section className="tours-shop__cancel" aria-labelledby="tours-cancel-title">
      <h2 id="tours-cancel-title">{step === 'cancelled' ? t`Cancelación` : t`Cancelar compra`}</h2>
      {step === 'quoting' ? <p role="status">{t`Consultando las condiciones de cancelación…`}</p> : null}
      {cancellation && (step === 'offered' || step === 'confirming' || step === 'cancelling') ? (
        <div className="tours-shop__cancel-terms">
          {kind === 'order' ? <p>{t`Si ya no vas a pagarla, cancélala: tus lugares se liberan para otros viajeros y no hay pago que reembolsar.`}</p> : <TourCancelTerms cancellation={cancellation} />}
        </div>
      ) : null}
      {step === 'offered' ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'cancel.ask' })}>
          {t`Cancelar compra`}
        </button>
      ) : null}
      {step === 'confirming' || step === 'cancelling' ? <Confirmation actor={actor} places={places} busy={step === 'cancelling'} kind={kind} /> : null}
      {step === 'cancelled' && cancellation ? <Outcome cancellation={cancellation} places={places} code={code} kind={kind} reference={order?.reference ?? ''} /> : null}
      {step === 'refused' || step === 'unavailable' ? <StepErrors errors={errors} /> : null}
      {step === 'refused' ? <p>{t`Esta compra ya no se puede cancelar en línea; sigue vigente.`}</p> : null}
      {step === 'unavailable' ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'step.retry' })}>
          {t`Reintentar`}
        </button>
      ) : null}
    </section>
  );
}
