import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment/payment.machine';
import { formatMoney } from '../../../domain/display-format';
import { PaymentCardForm, PaymentChallengeForm } from './card-form';
import { StepErrors } from '../../components/feedback/step-errors';

// The card checkout's screen: it renders the state of the payment chart a flow invoked (machines/payment)
// and sends it the traveller's gestures; nothing here decides. The card form while entering and charging,
// the bank's 3-D Secure code while the challenge waits, a refusal with what to do next.

export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>;
type Snapshot = SnapshotFrom<typeof paymentMachine>;

const selectStep = (s: Snapshot) => s.value as 'entering' | 'charging' | 'challenge' | 'answering' | 'paid' | 'refused';
const selectErrors = (s: Snapshot) => s.context.errors;
const selectAmount = (s: Snapshot) => s.context.amount;
const selectEnding = (s: Snapshot) => s.context.cardEnding;

export interface CardCheckoutProps {
  actor: PaymentActorRef;
  /** The pay button's label for an amount, e.g. "Pagar $170.00 MXN y confirmar cambio". */
  payLabel: (amount: string) => string;
  /** A way out the flow offers beside paying (another bus); disabled while the bank is asked. */
  leave?: { label: string; onPress: () => void };
}

export function CardCheckout({ actor, payLabel, leave }: CardCheckoutProps) {
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const errors = useSelector(actor, selectErrors);
  const amount = `${formatMoney(useSelector(actor, selectAmount))} MXN`;
  const ending = useSelector(actor, selectEnding);
  const challenged = step === 'challenge' || step === 'answering';
  const busy = step === 'charging' || step === 'answering';
  return (
    <div className="card-checkout" data-step={step}>
      <StepErrors errors={errors} />
      {challenged ? (
        <>
          {ending && <p className="card-checkout__card">{t`Tarjeta terminada en ${ending}`}</p>}
          <PaymentChallengeForm busy={step === 'answering'} onVerify={(code) => actor.send({ type: 'payment.challenge', code })} />
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'payment.restart' })}>
            {t`Usar otra tarjeta`}
          </button>
        </>
      ) : (
        <PaymentCardForm
          busy={busy}
          payLabel={busy ? t`Procesando pago…` : payLabel(amount)}
          onPay={(card) => step === 'entering' && actor.send({ type: 'payment.submit', card })}
        />
      )}
      {leave && (
        <button type="button" className="button button--secondary card-checkout__leave" disabled={busy} onClick={leave.onPress}>
          {leave.label}
        </button>
      )}
    </div>
  );
}
