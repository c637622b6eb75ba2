import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ItineraryView } from '../../../machines/itinerary/itinerary.ports';
import { ContactProof, type ProofStep } from '../../components/proof/contact-proof';
import '../../components/proof/contact-proof.css';
import type { ItineraryActor } from './itinerary-binding';

// Proof of the contact on the reservation's page (decision 063). A code and a surname read the reservation; to
// cancel or change it the page asks for a one-time code, sent to the booking's e-mail or phone (shown masked),
// then goes on with what was asked. Opened from the confirmation e-mail's link, the page is proved already.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectStep = (s: Snapshot): ProofStep | null => (s.matches({ viewing: 'proving' }) ? (s.value as { viewing: { proving: ProofStep } }).viewing.proving : null);
const selectProved = (s: Snapshot) => s.context.proof !== null;
const selectPending = (s: Snapshot) => s.context.pending?.kind ?? null;
const selectSentTo = (s: Snapshot) => s.context.proofSent?.sentTo ?? null;
const selectErrors = (s: Snapshot) => (s.matches({ viewing: 'proving' }) ? s.context.errors : []);

export function ProofSection({ actor, contact }: { actor: ItineraryActor; contact: ItineraryView['contact'] }) {
  const { t } = useLingui();
  const step = useSelector(actor, selectStep);
  const proved = useSelector(actor, selectProved);
  const pending = useSelector(actor, selectPending);
  const sentTo = useSelector(actor, selectSentTo);
  const errors = useSelector(actor, selectErrors);
  if (step) {
    return (
      <ContactProof
        step={step}
        contact={contact}
        sentTo={sentTo}
        errors={errors}
        why={pending === 'change' ? t`Para cambiar el horario de tu boleto` : pending === 'pay' ? t`Para pagar tu reservación` : t`Para cancelar tu reservación`}
        onSend={(channel) => actor.send({ type: 'proof.send', channel })}
        onSubmit={(code) => actor.send({ type: 'proof.submit', code })}
        onDismiss={() => actor.send({ type: 'proof.dismiss' })}
      />
    );
  }
  if (proved) return null;
  return <p className="itinerary-proof__note">{t`Con el código y el apellido puedes consultar tu reservación. Para cambiarla o cancelarla, abre el enlace de tu correo de confirmación o te enviaremos un código.`}</p>;
}
