import { msg } from '@lingui/core/macro';
import { globalUi, openDialog } from '../../../components/feedback/global-ui-store';

// docs/rules/booking.md#leaving-the-flow: leaving a reservation in progress warns that the entered data will be lost.

const leaveTitle = msg`¿Salir de la reservación?`;
const leaveBody = msg`Si sales ahora, se perderán los datos que ingresaste.`;
const leaveConfirm = msg`Salir`;
const leaveCancel = msg`Seguir con mi compra`;

/** Asks in the site's dialog; true when the traveller confirms leaving. */
export function confirmLeaving(): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false;
    openDialog({
      header_title: leaveTitle,
      body: leaveBody,
      button_confirm_label: leaveConfirm,
      button_cancel_label: leaveCancel,
      button_confirm_action: () => {
        confirmed = true;
      },
    });
    // Closing the dialog any other way (×, Escape) keeps the traveller in the flow.
    const unsubscribe = globalUi.subscribe(() => {
      if (globalUi.getSnapshot().dialog.show) return;
      unsubscribe();
      resolve(confirmed);
    });
  });
}
