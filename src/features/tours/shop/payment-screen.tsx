import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { StepErrors } from '../../../components/feedback/step-errors';
import { Checkout, type PaymentActorRef } from '../../payment/payment-provider';
import { CartLines, CartTotal } from './cart-lines';
import { HoldCountdown } from './hold-countdown';
import { selectErrors, selectItems, selectPaymentStep, selectTotal, type ToursSnapshot } from './shop-selectors';
import { StepHeading } from './step-heading';
import type { ToursActor } from './tours-binding';
import type { TourProduct } from '../tours-queries';
import '../../../styles/payment.css';
import '../../../styles/payment-refusal.css';

const selectPayment = (s: ToursSnapshot) => (s.children.pay ?? null) as PaymentActorRef | null;

/**
 * /tours/pago: the countdown, what is paid, and the checkout every flow shows (machines/payment), its
 * deadline the hold's end; then the booking being made.
 */
export function PaymentScreen({ actor, products }: { actor: ToursActor; products: TourProduct[] | null }) {
  const { t } = useLingui();
  const step = useSelector(actor, selectPaymentStep);
  const errors = useSelector(actor, selectErrors);
  const items = useSelector(actor, selectItems);
  const total = useSelector(actor, selectTotal);
  const payment = useSelector(actor, selectPayment);
  const booking = step === 'booking' || step === 'bookingFailed';
  return (
    <div className="tours-shop__step">
      <StepHeading>{booking ? t`Confirmando tu compra` : t`Paga tus tours`}</StepHeading>
      {booking ? null : <HoldCountdown actor={actor} />}
      <StepErrors errors={errors} />
      {step === 'loading' ? <p role="status">{t`Preparando el pago…`}</p> : null}
      {step === 'booking' ? <p role="status">{t`Pago recibido. Generando tus pases…`}</p> : null}
      {step === 'failed' || step === 'bookingFailed' ? (
        <div className="tours-shop__actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'step.retry' })}>
            {t`Reintentar`}
          </button>
        </div>
      ) : null}
      {step === 'checkout' && payment ? (
        <section className="tours-shop__checkout" aria-label={t`Forma de pago`}>
          <Checkout actor={payment} payLabel={(amount) => t`Pagar ${amount}`} />
        </section>
      ) : null}
      {booking ? null : (
        <details className="tours-shop__summary">
          <summary>{t`Tus tours`}</summary>
          <CartLines items={items} products={products} />
          <CartTotal total={total} />
        </details>
      )}
    </div>
  );
}
