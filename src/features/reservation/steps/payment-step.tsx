import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { CardInput } from '../../../../domain/payments/card-rules';
import { formatMoney } from '../../../../domain/display-format';
import { useReservationActor } from '../flow/reservation-actor-context';
import { DeadlineCountdown } from './deadline-countdown';
import { PaymentCardForm, PaymentChallengeForm } from '../../payment/payment-provider';
import {
  formatDateTime,
  methodHints,
  methodLabels,
  selectPaymentOptions,
  selectPaymentOutcome,
  selectPaymentPhase,
  selectPointsCoverTotal,
  selectPointsPart,
  withPointsMethods,
  type PaymentPhase,
} from './payment-view';
import { PointsPayment } from './points-payment';
import { PaymentRefusal, type PaymentRefusalProps } from './payment-refusal';
import { selectErrors } from './reservation-selectors';
import '../../../styles/reservation.css';
import '../../../styles/payment.css';

/**
 * The payment step: the amount (MXN, and USD for a card issued abroad) and the deadline, the
 * methods the server offers, and for the chosen one its form. A decline comes back here with the
 * reason and the traveller may try again while the deadline holds (the chart's timer ends the
 * flow when it does not); a 3-D Secure challenge asks for the bank's code.
 */
export function PaymentStep() {
  const actor = useReservationActor();
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, selectPaymentPhase);
  const options = useSelector(actor, selectPaymentOptions);
  const errors = useSelector(actor, selectErrors);
  const outcome = useSelector(actor, selectPaymentOutcome);
  const pointsPart = useSelector(actor, selectPointsPart);
  const pointsCoverTotal = useSelector(actor, selectPointsCoverTotal);
  const [method, setMethod] = useState<string>('card');

  if (phase === 'cancelling') return <PaymentShell errors={[]} />;
  if (phase === 'loading' || phase === 'elsewhere') {
    return <PaymentShell status={t`Cargando las formas de pago…`} errors={[]} />;
  }
  if (phase === 'failed') {
    return (
      <PaymentShell errors={errors}>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'payment.retry' })}>
          {t`Reintentar`}
        </button>
      </PaymentShell>
    );
  }
  if (phase === 'confirming' || phase === 'confirmFailed') return <ConfirmingReservation phase={phase} />;

  const busy = phase === 'submitting';
  const total = options ? formatMoney(options.total) : '';
  // With points applied the card pays what they leave (decision 034); cash orders are not offered then.
  const due = options ? formatMoney(Math.max(0, Math.round(options.total * 100) - Math.round((pointsPart?.amount ?? 0) * 100)) / 100) : '';
  const methods = withPointsMethods(options?.methods ?? [], pointsPart !== null);
  const chosen = methods.includes(method) ? method : (methods[0] ?? 'card');
  const pay = (card: CardInput) => actor.send({ type: 'payment.submit', method: 'card', details: { card } });
  const hint = methodHints[chosen];

  return (
    <PaymentShell
      errors={phase === 'challenge' ? [] : errors}
      refusal={{ declineReason: outcome?.declineReason ?? null, methods, current: chosen, onUse: setMethod }}
    >
      {options && (
        <div className="payment-amounts" aria-live="polite">
          <p className="payment-amounts__total">
            {t`Total a pagar`}: <strong>{total} MXN</strong>
          </p>
          {options.usd && (
            <p className="payment-amounts__usd">
              {t`Con una tarjeta emitida fuera de México se cobran`} <strong>US{formatMoney(options.usd.amount)} USD</strong>{' '}
              {t`(tipo de cambio ${options.usd.rate} USD por peso).`}
            </p>
          )}
          {options.deadline && (
            <p className="payment-amounts__deadline">{t`Tienes hasta ${formatDateTime(options.deadline)} para pagar.`}</p>
          )}
        </div>
      )}
      {phase === 'challenge' ? (
        <PaymentChallengeForm busy={false} onVerify={(code) => actor.send({ type: 'payment.challenge', code })} />
      ) : pointsCoverTotal ? (
        <>
          <PointsPayment busy={busy} />
          <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'payment.submit', method: 'card' })}>
            {t`Pagar con puntos`}
          </button>
        </>
      ) : (
        <>
          <PointsPayment busy={busy} />
          <fieldset className="payment-methods" disabled={busy}>
            <legend className="payment-methods__legend">{t`Forma de pago`}</legend>
            {methods.map((id) => (
              <label key={id} className="payment-methods__option">
                <input type="radio" name="payment_method" value={id} checked={chosen === id} onChange={() => setMethod(id)} />
                <span>{methodLabels[id] ? i18n._(methodLabels[id]) : id}</span>
              </label>
            ))}
          </fieldset>
          {chosen === 'card' ? (
            <PaymentCardForm busy={busy} payLabel={t`Pagar ${due} MXN`} onPay={pay} />
          ) : (
            <div className="payment-order">
              {hint && <p>{i18n._(hint)}</p>}
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => actor.send({ type: 'payment.submit', method: chosen })}
              >
                {chosen === 'office' ? t`Reservar y pagar en taquilla` : t`Generar referencia de pago`}
              </button>
            </div>
          )}
        </>
      )}
      {busy && (
        <p className="reservation-step__status" role="status">
          {t`Procesando el pago…`}
        </p>
      )}
    </PaymentShell>
  );
}

interface PaymentShellProps {
  status?: string;
  errors: PaymentRefusalProps['errors'];
  /** What the refusal can offer instead (the other methods, the bank's reason). */
  refusal?: Omit<PaymentRefusalProps, 'errors'>;
  children?: ReactNode;
}

function PaymentShell({ status, errors, refusal, children }: PaymentShellProps) {
  const { t } = useLingui();
  return (
    <section className="reservation-step payment-step" aria-labelledby="payment-step-title">
      <h1 className="reservation-step__title" id="payment-step-title">
        {t`Pago`}
      </h1>
      <DeadlineCountdown />
      {status && (
        <p className="reservation-step__status" role="status">
          {status}
        </p>
      )}
      <PaymentRefusal errors={errors} {...refusal} />
      {children}
    </section>
  );
}

/** The payment is settled; the tickets are being issued (or that failed and may be retried). */
function ConfirmingReservation({ phase }: { phase: PaymentPhase }) {
  const actor = useReservationActor();
  const { t } = useLingui();
  const errors = useSelector(actor, selectErrors);
  if (phase === 'confirming') return <PaymentShell status={t`Pago recibido. Emitiendo tus boletos…`} errors={[]} />;
  return (
    <PaymentShell errors={errors}>
      <p>{t`Tu pago quedó registrado; no se te cobrará de nuevo.`}</p>
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'reservation.confirm' })}>
        {t`Reintentar la emisión de boletos`}
      </button>
    </PaymentShell>
  );
}
