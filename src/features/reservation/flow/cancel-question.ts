import { msg } from '@lingui/core/macro';
import { openDialog, showAlert } from '../../../components/feedback/global-ui-store';
import type { ReservationActor } from './reservation-binding';

// Cancelling the reservation in progress (websale `delete`): asked first in the site's dialog, since the
// held seats go back on sale at once. Once the server has deleted it the chart starts over and sends the
// traveller home (`flow.exit`), where a notice says so; a refusal stays on the step with its reason.

const cancelTitle = msg`¿Cancelar tu reservación?`;
const cancelBody = msg`Los asientos que apartaste se liberarán y podrán venderse a otros viajeros. Para viajar tendrás que hacer una nueva búsqueda.`;
const cancelConfirm = msg`Sí, cancelar reservación`;
const cancelKeep = msg`No, seguir con mi compra`;
const cancelledNotice = msg`Cancelamos tu reservación y liberamos tus asientos.`;

/** Asks in the site's dialog; on confirmation sends `reservation.delete` and, once deleted, leaves the notice. */
export function askToCancel(actor: ReservationActor): void {
  openDialog({
    header_title: cancelTitle,
    body: cancelBody,
    button_confirm_label: cancelConfirm,
    button_cancel_label: cancelKeep,
    button_confirm_action: () => {
      const exit = actor.on('flow.exit', () => {
        exit.unsubscribe();
        showAlert({ id: 'reservation-cancelled', kind: 'success', message: cancelledNotice });
      });
      // Back on the step (a refusal, a lost connection): the step shows why, and no notice is left waiting.
      const settled = actor.subscribe((snapshot) => {
        if (snapshot.matches({ booking: { step: 'deleting' } })) return;
        settled.unsubscribe();
        if (!snapshot.matches('search')) exit.unsubscribe();
      });
      actor.send({ type: 'reservation.delete' });
    },
  });
}
