import { Trans } from '@lingui/react/macro';
import { useMessage } from '../../../i18n/use-message';
import type { ReservationActor } from '../flow/reservation-binding';

// Its own module: the start page shows it too, and importing it from the step pages' module
// (flow-step-page.tsx) made /reservacion load every step of the flow (seats, payment, tickets).

/** docs/rules/booking.md#expired-reservations: the payment time ran out; the flow stops and offers a new search. */
export function ExpiredNotice({ actor }: { actor: ReservationActor }) {
  const message = useMessage()({ service: 'websale', code: 'payment_expired' });
  return (
    <div className="page flow-expired" role="alert">
      <h1 className="page__title">
        <Trans>Tu reservación expiró</Trans>
      </h1>
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'search.restart' })}>
        <Trans>Hacer una nueva búsqueda</Trans>
      </button>
    </div>
  );
}
