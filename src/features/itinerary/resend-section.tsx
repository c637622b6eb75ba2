import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMessage } from '../../i18n/use-message';
import type { ItineraryActor } from './itinerary-binding';

// "Reenviar correo" on my reservation (docs/rules/my-reservation.md#resending-the-e-mail): the confirmation e-mail with the tickets again, to
// the contact address. The server allows three an hour per reservation; past that it says when.

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectSending = (s: Snapshot) => s.matches({ viewing: 'resending' });
const selectResent = (s: Snapshot) => s.context.resent;
const selectRefusal = (s: Snapshot) => s.context.resendRefusal;

export function ResendSection({ actor }: { actor: ItineraryActor }) {
  const { t } = useLingui();
  const message = useMessage();
  const sending = useSelector(actor, selectSending);
  const resent = useSelector(actor, selectResent);
  const refusal = useSelector(actor, selectRefusal);
  return (
    <div className="itinerary-resend">
      <button type="button" className="button button--secondary" disabled={sending} onClick={() => actor.send({ type: 'email.resend' })}>
        {sending ? t`Reenviando…` : t`Reenviar correo`}
      </button>
      {/* Always in the page, so a screen reader hears the answer when it comes. */}
      <p className="itinerary-resend__status" role="status">
        {resent !== null && t`Reenviamos el correo con tus boletos a ${resent}.`}
      </p>
      {refusal && (
        <p className="step-errors__item" role="alert">
          {refusal.code === 'too_many_requests' ? t`Ya reenviamos el correo varias veces. Intenta de nuevo en una hora.` : message(refusal)}
        </p>
      )}
    </div>
  );
}
