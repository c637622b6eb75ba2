import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ServerMessage } from '../../../../domain/errors/server-message';
import type { ReservationActor } from '../flow/reservation-binding';
import { DeadlineCountdown } from './deadline-countdown';
import { Checkout, type PaymentActorRef } from '../../payment/payment-provider';
import { moneyDue } from '../../../../domain/payments/checkout-rules';
import { mxnToUsdCents } from '../../../../domain/payments/payment-methods';
import { toCents } from '../../../../domain/fares';
import { useActorSelector } from '../../../lib/flow-binding/use-flow-actor';
import { StepErrors } from '../../../components/feedback/step-errors';
import { formatDateTime, selectCheckout, selectPaymentOptions, selectPaymentPhase, type PaymentPhase } from './payment-view';
import { selectErrors } from './reservation-selectors';
import '../../../styles/reservation.css';
import '../../../styles/payment.css';
// The checkout's refusal styles ride with the pages that show it: the payment screens' own chunk carries no
// stylesheet, so the reservation's first page fetches none (tests/e2e/site-pages.spec.ts).
import '../../../styles/payment-refusal.css';
import { useFormats } from '../../../i18n/formats';
// Dollars, written US$ whatever the page's language.
import { formatMoney } from '../../../../domain/display-format';

/**
 * The payment step: the amount (MXN, and USD for a card issued abroad) and the deadline, then the checkout
 * the step invoked (machines/payment), with the methods and points the server offers. A decline stays in the
 * checkout with the reason and the traveller may try again while the deadline holds (the chart's timer ends
 * the flow when it does not); an order the server refused comes back here with the reason.
 */
export function PaymentStep({ actor }: { actor: ReservationActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const phase = useSelector(actor, selectPaymentPhase);
  const options = useSelector(actor, selectPaymentOptions);
  const errors = useSelector(actor, selectErrors);
  const checkout = useSelector(actor, selectCheckout);

  if (phase === 'cancelling') return <PaymentShell actor={actor} errors={[]} />;
  if (phase === 'loading' || phase === 'elsewhere') {
    return <PaymentShell actor={actor} status={t`Cargando las formas de pago…`} errors={[]} />;
  }
  if (phase === 'failed') {
    return (
      <PaymentShell actor={actor} errors={errors}>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'payment.retry' })}>
          {t`Reintentar`}
        </button>
      </PaymentShell>
    );
  }
  if (phase === 'confirming' || phase === 'confirmFailed') return <ConfirmingReservation actor={actor} phase={phase} />;

  return (
    <PaymentShell actor={actor} errors={[]}>
      {options && (
        <div className="payment-amounts" aria-live="polite">
          <p className="payment-amounts__total">
            {t`Total a pagar`}: <strong>{formats.moneyMxn(options.total)}</strong>
          </p>
          {options.usd && <UsdNotice rate={options.usd.rate} total={options.total} checkout={checkout} />}
          {options.deadline && (
            <p className="payment-amounts__deadline">{t`Tienes hasta ${formatDateTime(options.deadline)} para pagar.`}</p>
          )}
        </div>
      )}
      {checkout && <Checkout actor={checkout} payLabel={(due) => t`Pagar ${due}`} />}
    </PaymentShell>
  );
}

const selectMoneyDue = (snapshot: { context: Parameters<typeof moneyDue>[0] } | undefined) => (snapshot ? moneyDue(snapshot.context) : null);

/**
 * What a card issued abroad is charged, in USD at the server's rate (domain/payments/payment-methods.ts, rounded
 * up as the server rounds): for what is left to pay in money once a member's points are applied.
 */
function UsdNotice({ rate, total, checkout }: { rate: number; total: number; checkout: PaymentActorRef | undefined }) {
  const { t } = useLingui();
  const due = useActorSelector(checkout ?? null, selectMoneyDue, Object.is) ?? total;
  if (due <= 0) return null;
  return (
    <p className="payment-amounts__usd">
      {t`Con una tarjeta emitida fuera de México se cobran`} <strong>US{formatMoney(mxnToUsdCents(toCents(due), rate) / 100)} USD</strong>{' '}
      {t`(tipo de cambio ${rate} USD por peso).`}
    </p>
  );
}

interface PaymentShellProps {
  actor: ReservationActor;
  status?: string;
  errors: readonly ServerMessage[];
  children?: ReactNode;
}

function PaymentShell({ actor, status, errors, children }: PaymentShellProps) {
  const { t } = useLingui();
  return (
    <section className="reservation-step payment-step" aria-labelledby="payment-step-title">
      <h1 className="reservation-step__title" id="payment-step-title">
        {t`Pago`}
      </h1>
      <DeadlineCountdown actor={actor} />
      {status && (
        <p className="reservation-step__status" role="status">
          {status}
        </p>
      )}
      <StepErrors errors={errors} />
      {children}
    </section>
  );
}

/** The payment is settled; the tickets are being issued (or that failed and may be retried). */
function ConfirmingReservation({ actor, phase }: { actor: ReservationActor; phase: PaymentPhase }) {
  const { t } = useLingui();
  const errors = useSelector(actor, selectErrors);
  if (phase === 'confirming') return <PaymentShell actor={actor} status={t`Pago recibido. Emitiendo tus boletos…`} errors={[]} />;
  return (
    <PaymentShell actor={actor} errors={errors}>
      <p>{t`Tu pago quedó registrado; no se te cobrará de nuevo.`}</p>
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'reservation.confirm' })}>
        {t`Reintentar la emisión de boletos`}
      </button>
    </PaymentShell>
  );
}
