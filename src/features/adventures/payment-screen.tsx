import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { StepErrors } from '../../components/feedback/step-errors';
import { useMessage } from '../../i18n/use-message';
import { Checkout, type PaymentActorRef } from '../payment/payment-provider';
import type { AdventuresActor } from './adventures-binding';
import { selectCanPickDates, selectErrors, selectOrder, selectStep, type AdventuresSnapshot } from './adventures-selectors';
import { OrderCountdown } from './order-countdown';
import { OrderSummary } from './order-summary';
import { StepHeading } from './step-heading';
import '../../styles/payment.css';
import '../../styles/payment-refusal.css';

const selectPayment = (s: AdventuresSnapshot) => (s.children.pay ?? null) as PaymentActorRef | null;

function WaysOut({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const canPickDates = useSelector(actor, selectCanPickDates);
  return (
    <>
      {canPickDates ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'dates.open' })}>
          {t`Elegir otra fecha`}
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'adventures.browse' })}>
        {t`Ver otras aventuras`}
      </button>
    </>
  );
}

/**
 * /aventuras/pago: the order held at the partner with its countdown and the checkout every flow shows (by card);
 * then the payment check; or why it ended without a ticket: the partner refused after the charge (refunded), or
 * the time ran out (nothing charged).
 */
export function PaymentScreen({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const message = useMessage();
  const step = useSelector(actor, selectStep);
  const errors = useSelector(actor, selectErrors);
  const order = useSelector(actor, selectOrder);
  const payment = useSelector(actor, selectPayment);
  const canPickDates = useSelector(actor, selectCanPickDates);
  if (step === 'refunded') {
    return (
      <div className="adventures__step">
        <StepHeading>{t`No pudimos confirmar tu aventura`}</StepHeading>
        <div className="adventures__outcome" role="alert">
          <p>
            {order?.failure === 'partner_refused' || order?.failure === 'partner_cancelled'
              ? message({ service: 'adventures', code: order.failure })
              : t`El operador no respondió para confirmar tu aventura. Te devolvimos el cargo completo a tu tarjeta.`}
          </p>
          <p>{t`Te enviamos un correo con los detalles.`}</p>
        </div>
        {order ? <OrderSummary order={order} /> : null}
        <div className="adventures__actions">
          <WaysOut actor={actor} />
        </div>
      </div>
    );
  }
  if (step === 'expired') {
    return (
      <div className="adventures__step">
        <StepHeading>{t`Se acabó el tiempo para pagar`}</StepHeading>
        <div className="adventures__outcome" role="alert">
          <p>{message({ service: 'adventures', code: 'hold_expired' })}</p>
        </div>
        <div className="adventures__actions">
          <WaysOut actor={actor} />
        </div>
      </div>
    );
  }
  if (step.startsWith('checking.')) {
    return (
      <div className="adventures__step">
        <StepHeading>{t`Confirmando tu aventura`}</StepHeading>
        <StepErrors errors={errors} />
        {step === 'checking.failed' ? (
          <div className="adventures__actions">
            <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
              {t`Reintentar`}
            </button>
          </div>
        ) : (
          <p role="status">{t`Pago recibido. Confirmando tu lugar con el operador…`}</p>
        )}
      </div>
    );
  }
  return (
    <div className="adventures__step">
      <StepHeading>{t`Paga tu aventura`}</StepHeading>
      <OrderCountdown actor={actor} />
      <StepErrors errors={errors} />
      {step === 'held.failed' ? (
        <div className="adventures__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
            {t`Reintentar`}
          </button>
          <WaysOut actor={actor} />
        </div>
      ) : null}
      {step === 'held.paying' && payment ? (
        <section className="adventures__checkout" aria-label={t`Pago con tarjeta`}>
          <Checkout
            actor={payment}
            payLabel={(amount) => t`Pagar ${amount}`}
            {...(canPickDates ? { leave: { label: t`Elegir otra fecha`, onPress: () => actor.send({ type: 'dates.open' }) } } : {})}
          />
        </section>
      ) : null}
      {step === 'restoring' ? <p role="status">{t`Consultando tu orden…`}</p> : null}
      {order ? <OrderSummary order={order} /> : null}
    </div>
  );
}
