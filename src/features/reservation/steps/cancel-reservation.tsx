import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReservationActor } from '../flow/reservation-binding';
import { askToCancel } from '../flow/cancel-question';
import type { ReservationSnapshot } from './reservation-selectors';
import '../../../styles/reservation.css';

const selectCancellable = (snapshot: ReservationSnapshot) => snapshot.can({ type: 'reservation.delete' });
const selectDeleting = (snapshot: ReservationSnapshot) => snapshot.matches({ booking: { step: 'deleting' } });

/**
 * "Cancelar reservación", under the step wherever the chart takes `reservation.delete` (contact,
 * additionals, seats, payment): a quiet control, below the step's own way on, that asks first
 * (cancel-question.ts). While the server deletes the reservation it says so.
 */
export function CancelReservation({ actor }: { actor: ReservationActor }) {
  const { t } = useLingui();
  const cancellable = useSelector(actor, selectCancellable);
  const deleting = useSelector(actor, selectDeleting);
  if (!cancellable && !deleting) return null;
  return (
    <div className="cancel-reservation">
      {deleting ? (
        <p className="cancel-reservation__status" role="status">
          {t`Cancelando tu reservación…`}
        </p>
      ) : (
        <button type="button" className="cancel-reservation__button" aria-haspopup="dialog" onClick={() => askToCancel(actor)}>
          {t`Cancelar reservación`}
        </button>
      )}
    </div>
  );
}
