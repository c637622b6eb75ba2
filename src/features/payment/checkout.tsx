import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { moneyDue, offeredMethods, pointsCover } from '../../../domain/payments/checkout-rules';
import type { PaymentMethodId } from '../../../domain/payments/payment-methods';
import { PaymentCardForm, PaymentChallengeForm } from './card-form';
import { selectCheckoutStep, type PaymentActorRef, type PaymentSnapshot } from './checkout-state';
import { methodHints, methodLabels } from './method-labels';
import { PaymentRefusal } from './payment-refusal';
import { PointsPayment } from './points-payment';
import { useFormats } from '../../i18n/formats';

// The checkout's screen: it renders the state of the payment chart a flow invoked (machines/payment) and
// sends it the traveller's gestures; nothing here decides. The methods the order offers, a member's points,
// the card form or the cash order's button while entering and charging, the bank's 3-D Secure code while
// the challenge waits, and a refusal with what to do next (another card, another method).

export type { PaymentActorRef } from './checkout-state';

const selectErrors = (s: PaymentSnapshot) => s.context.errors;
const selectDeclineReason = (s: PaymentSnapshot) => s.context.declineReason;
const selectEnding = (s: PaymentSnapshot) => s.context.cardEnding;
const selectMethod = (s: PaymentSnapshot) => s.context.method;
const selectOffered = (s: PaymentSnapshot) => offeredMethods(s.context).join(' ');
const selectCovered = (s: PaymentSnapshot) => pointsCover(s.context);
const selectDue = (s: PaymentSnapshot) => moneyDue(s.context);

export interface CheckoutProps {
  actor: PaymentActorRef;
  /** The pay button's label for an amount, e.g. "Pagar $170.00 MXN y confirmar cambio". */
  payLabel: (amount: string) => string;
  /** A way out the flow offers beside paying (another bus); disabled while the bank is asked. */
  leave?: { label: string; onPress: () => void };
}

export function Checkout({ actor, payLabel, leave }: CheckoutProps) {
  const formats = useFormats();
  const { t } = useLingui();
  const step = useSelector(actor, selectCheckoutStep);
  const errors = useSelector(actor, selectErrors);
  const declineReason = useSelector(actor, selectDeclineReason);
  const ending = useSelector(actor, selectEnding);
  const method = useSelector(actor, selectMethod);
  const methods = useSelector(actor, selectOffered).split(' ') as PaymentMethodId[];
  const covered = useSelector(actor, selectCovered);
  const due = formats.moneyMxn(useSelector(actor, selectDue));
  const challenged = step === 'challenge' || step === 'answering';
  const busy = step === 'charging' || step === 'answering';
  const use = (next: string) => actor.send({ type: 'payment.method', method: next as PaymentMethodId });
  return (
    <div className="card-checkout" data-step={step}>
      <PaymentRefusal errors={errors} declineReason={declineReason} methods={methods} current={method} onUse={use} />
      {challenged ? (
        <>
          {ending && <p className="card-checkout__card">{t`Tarjeta terminada en ${ending}`}</p>}
          <PaymentChallengeForm busy={step === 'answering'} onVerify={(code) => actor.send({ type: 'payment.challenge', code })} />
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'payment.restart' })}>
            {t`Usar otra tarjeta`}
          </button>
        </>
      ) : (
        <>
          <PointsPayment actor={actor} busy={busy} />
          {covered ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'payment.submit' })}>
              {t`Pagar con puntos`}
            </button>
          ) : (
            <>
              {methods.length > 1 && <MethodChoice methods={methods} method={method} busy={busy} onUse={use} />}
              {method === 'card' ? (
                <PaymentCardForm busy={busy} payLabel={busy ? t`Procesando pago…` : payLabel(due)} onPay={(card) => step === 'entering' && actor.send({ type: 'payment.submit', card })} />
              ) : (
                <CashOrder method={method} busy={busy} onOrder={() => actor.send({ type: 'payment.submit' })} />
              )}
            </>
          )}
        </>
      )}
      {busy && (
        <p className="reservation-step__status" role="status">
          {t`Procesando el pago…`}
        </p>
      )}
      {leave && (
        <button type="button" className="button button--secondary card-checkout__leave" disabled={busy} onClick={leave.onPress}>
          {leave.label}
        </button>
      )}
    </div>
  );
}

function MethodChoice({ methods, method, busy, onUse }: { methods: readonly string[]; method: string; busy: boolean; onUse: (method: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="payment-methods" disabled={busy}>
      <legend className="payment-methods__legend">{t`Forma de pago`}</legend>
      {methods.map((id) => (
        <label key={id} className="payment-methods__option">
          <input type="radio" name="payment_method" value={id} checked={method === id} onChange={() => onUse(id)} />
          <span>{methodLabels[id] ? i18n._(methodLabels[id]) : id}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A store's reference or the office's PEND tickets: nothing to type, one button. */
function CashOrder({ method, busy, onOrder }: { method: string; busy: boolean; onOrder: () => void }) {
  const { t, i18n } = useLingui();
  const hint = methodHints[method];
  return (
    <div className="payment-order">
      {hint && <p>{i18n._(hint)}</p>}
      <button type="button" className="button button--primary" disabled={busy} onClick={onOrder}>
        {method === 'office' ? t`Reservar y pagar en taquilla` : t`Generar referencia de pago`}
      </button>
    </div>
  );
}
