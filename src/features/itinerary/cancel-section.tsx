import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { CancelQuoteView } from '../../../machines/itinerary/itinerary.ports';
import type { ItineraryActor } from './itinerary-binding';
import { StepErrors } from '../../components/feedback/step-errors';
import { useFormats } from '../../i18n/formats';
import { PEND_PAY_CODES } from './pend-pay-section';

// Cancelling from "my reservation": first what will happen and what comes back, and how; then the
// traveller confirms. The rules are the server's (domain/itinerary/cancel-rules.ts).

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
type Phase = 'idle' | 'quoting' | 'confirming' | 'cancelling';
// Proving the contact (an object state) shows its own block and errors: this section stays as it was.
const selectPhase = (s: Snapshot): Phase => {
  const phase = s.matches('viewing') ? (s.value as { viewing: unknown }).viewing : 'idle';
  return typeof phase === 'string' ? (phase as Phase) : 'idle';
};
const selectQuote = (s: Snapshot) => s.context.quote;
const selectCancelled = (s: Snapshot) => s.context.cancelled;
const selectErrors = (s: Snapshot) => (s.matches({ viewing: 'proving' }) ? [] : s.context.errors.filter((e) => !PEND_PAY_CODES.has(e.code)));

export function CancelSection({ actor, cancellable }: { actor: ItineraryActor; cancellable: boolean }) {
  const { t } = useLingui();
  const phase = useSelector(actor, selectPhase);
  const quote = useSelector(actor, selectQuote);
  const cancelled = useSelector(actor, selectCancelled);
  const errors = useSelector(actor, selectErrors);
  return (
    <section className="itinerary-detail__block itinerary-cancel" aria-labelledby="itinerary-cancel-title">
      <h2 id="itinerary-cancel-title">{t`Cancelar reservación`}</h2>
      {cancelled && <CancelDone />}
      <StepErrors errors={errors} />
      {(phase === 'confirming' || phase === 'cancelling') && quote ? (
        <Confirmation quote={quote} busy={phase === 'cancelling'} onConfirm={() => actor.send({ type: 'cancel.confirm' })} onDismiss={() => actor.send({ type: 'cancel.dismiss' })} />
      ) : (
        cancellable && (
          <>
            <CancelPolicy />
            <button type="button" className="button button--secondary" disabled={phase === 'quoting'} onClick={() => actor.send({ type: 'cancel.ask' })}>
              {phase === 'quoting' ? t`Consultando…` : t`Cancelar reservación`}
            </button>
          </>
        )
      )}
    </section>
  );
}

/**
 * Brings what just appeared to the traveller: the button that showed it is gone (or, after proving the contact, the
 * proof's block), and the focus would fall to the page's start, far from it on a phone (decision 067's rule).
 */
function useTakeFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, []);
  return ref;
}

function CancelDone() {
  const { t } = useLingui();
  const ref = useTakeFocus<HTMLParagraphElement>();
  return (
    <p className="itinerary-cancel__done" role="status" ref={ref} tabIndex={-1}>
      {t`Cancelamos tus boletos y liberamos sus asientos. Te enviamos un correo con los detalles.`}
    </p>
  );
}

/** What cancelling will do, before it does; it takes the focus when it opens. */
export function Confirmation({ quote, busy, onConfirm, onDismiss }: { quote: CancelQuoteView; busy: boolean; onConfirm: () => void; onDismiss: () => void }) {
  const formats = useFormats();
  const { t } = useLingui();
  const ref = useTakeFocus<HTMLDivElement>();
  const tickets = quote.tickets.join(', ');
  const amount = formats.moneyMxn(quote.refund);
  const refund =
    quote.refundTo === 'card'
      ? t`Te reembolsaremos ${amount} a la tarjeta con la que pagaste.`
      : quote.refundTo === 'store_credit'
        ? t`Recibirás ${amount} de saldo a favor para tu próxima compra en taquilla.`
        : t`No pagaste por ellos, así que no hay reembolso.`;
  const points = quote.pointsBack ? formats.points(quote.pointsBack) : null;
  const why =
    quote.rule === 'in_time'
      ? t`Faltan 24 horas o más para la salida: te devolvemos el 100% de lo que pagaste por estos boletos.`
      : quote.rule === 'late'
        ? t`Faltan menos de 24 horas para la salida: te devolvemos el 50% del precio de los boletos de ese autobús (el 100% de los que salen en 24 horas o más).`
        : quote.rule === 'unused_return'
          ? t`Ya viajaste la ida: te devolvemos el 50% del precio del regreso.`
          : null;
  return (
    <div className="itinerary-cancel__confirm" role="group" aria-labelledby="itinerary-cancel-what" ref={ref} tabIndex={-1}>
      <p id="itinerary-cancel-what">{t`Se cancelarán los boletos ${tickets} y sus asientos quedarán libres para otros viajeros.`}</p>
      {why && <p className="itinerary-cancel__rule">{why}</p>}
      {/* Paid only with points, no money comes back: the points line says what does. */}
      {!(points && quote.refundTo === 'none') && <p className="itinerary-cancel__refund">{refund}</p>}
      {points && <p className="itinerary-cancel__refund">{t`Devolveremos ${points} a tu saldo de viajero frecuente.`}</p>}
      <div className="itinerary-detail__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {busy ? t`Cancelando…` : t`Sí, cancelar`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDismiss}>
          {t`No cancelar`}
        </button>
      </div>
    </div>
  );
}

/** The rule, said before the traveller asks (docs/rules/my-reservation.md#cancelling; decision 065). */
function CancelPolicy() {
  const { t } = useLingui();
  return (
    <p className="itinerary-cancel__policy">
      {t`Boletos pagados: te devolvemos el 100% si cancelas 24 horas o más antes de la salida, y el 50% si faltan menos; en línea, hasta 30 minutos antes. El reembolso va a la tarjeta con la que pagaste, o como saldo a favor en taquilla si pagaste de otra forma.`}
    </p>
  );
}
