import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ServerMessage } from '../../../domain/errors/server-message';
import type { ItineraryView } from '../../../machines/itinerary/itinerary.ports';
import { StepErrors } from '../../components/feedback/step-errors';
import { useFormats } from '../../i18n/formats';
import { Checkout, type PaymentActorRef } from '../payment/payment-provider';
import type { ItineraryActor } from './itinerary-binding';
import '../../styles/payment-refusal.css';

// Paying a PEND from My reservation (docs/rules/my-reservation.md#paying-a-pend-here; decisions 065, 071): a
// reservation for the ticket office or a store, not yet paid, is paid here by card before its deadline, with the proof
// of the contact; its tickets become E-tickets, and a store's reference is voided. The chart decides when it may
// (machines/itinerary/pend.states.ts); this only renders.

/** The refusals of paying here: shown in this block, not the cancellation's. */
export const PEND_PAY_CODES: ReadonlySet<string> = new Set(['pend_expired', 'not_pending', 'payment_declined', 'payment_refunded']);

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectPaying = (s: Snapshot) => s.matches({ viewing: 'payingPend' });
const selectPayable = (s: Snapshot) => s.matches({ viewing: 'idle' }) && s.can({ type: 'pend.pay' });
const selectPaid = (s: Snapshot) => s.context.pendPaid;
const selectCheckout = (s: Snapshot) => s.children.payPend as PaymentActorRef | undefined;
const selectErrors = (s: Snapshot): ServerMessage[] => (s.matches({ viewing: 'proving' }) ? [] : s.context.errors.filter((e) => PEND_PAY_CODES.has(e.code)));

export function PendPaySection({ actor, view }: { actor: ItineraryActor; view: ItineraryView }) {
  const { t } = useLingui();
  const formats = useFormats();
  const paying = useSelector(actor, selectPaying);
  const payable = useSelector(actor, selectPayable);
  const paid = useSelector(actor, selectPaid);
  const checkout = useSelector(actor, selectCheckout);
  const errors = useSelector(actor, selectErrors);
  if (!paying && !payable && !paid && errors.length === 0) return null;
  const amount = formats.moneyMxn(view.paid?.amount ?? view.total);
  const atStore = view.paid?.method === 'oxxo' || view.paid?.method === 'openpay';
  return (
    <section className="itinerary-detail__block itinerary-pend-pay" aria-labelledby="itinerary-pend-pay-title">
      <h2 id="itinerary-pend-pay-title">{paid ? t`Reservación pagada` : t`Pagar tu reservación`}</h2>
      {paid && (
        <p className="itinerary-cancel__done" role="status">
          {t`Pagamos tu reservación: tus boletos ya son E-tickets. Te enviamos un correo con ellos.`}
        </p>
      )}
      <StepErrors errors={errors} />
      {payable && (
        <>
          <p>
            {atStore
              ? t`Paga con tarjeta antes de que venza tu referencia y tus boletos PEND se vuelven E-tickets. La referencia de la tienda queda anulada: ya no la pagues en la tienda.`
              : t`Paga con tarjeta antes de que venza el plazo y tus boletos PEND se vuelven E-tickets: ya no tendrás que pagar en taquilla.`}
          </p>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'pend.pay' })}>
            {t`Pagar ${amount} con tarjeta`}
          </button>
        </>
      )}
      {paying && checkout && (
        <Checkout actor={checkout} payLabel={(total) => t`Pagar ${total}`} leave={{ label: t`Ahora no`, onPress: () => actor.send({ type: 'pend.dismiss' }) }} />
      )}
    </section>
  );
}
