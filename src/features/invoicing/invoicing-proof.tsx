import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ContactProof, type ProofStep } from '../../components/proof/contact-proof';
import '../../components/proof/contact-proof.css';
import type { InvoicingActor } from './invoicing-binding';

// Invoicing opened by the code and a surname reads the concepts; invoicing or resending asks first for a one-time
// code sent to the booking's e-mail or phone (decision 063). The confirmation e-mail's link is proof already.

type Snapshot = ReturnType<InvoicingActor['getSnapshot']>;
const selectStep = (s: Snapshot): ProofStep => (s.matches('proving') ? (s.value as { proving: ProofStep }).proving : 'choosing');
const selectProving = (s: Snapshot) => s.context.proving;
const selectContact = (s: Snapshot) => s.context.reservation?.contact ?? { email: null, phone: null };
const selectErrors = (s: Snapshot) => s.context.errors;

export function InvoicingProof({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const proving = useSelector(actor, selectProving);
  const contact = useSelector(actor, selectContact);
  const errors = useSelector(actor, selectErrors);
  return (
    <ContactProof
      step={step}
      contact={contact}
      sentTo={proving?.sentTo ?? null}
      errors={errors}
      why={proving?.pending === 'resend' ? t`Para enviar tu factura a otro correo` : proving?.pending === 'reissue' ? t`Para cancelar tu factura y emitirla de nuevo` : t`Para facturar tu compra`}
      onSend={(channel) => actor.send({ type: 'proof.send', channel })}
      onSubmit={(code) => actor.send({ type: 'proof.submit', code })}
      onDismiss={() => actor.send({ type: 'proof.dismiss' })}
    />
  );
}
