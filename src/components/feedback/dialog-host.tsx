import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { closeDialog, confirmDialog, useGlobalUi } from './global-ui-store';
import { NativeDialog } from './native-dialog';

/** The dialog (docs/rules/site.md#global-ui-and-the-dialog): optional header with a title, a body and a footer with the confirm button. */
export function DialogHost() {
  const { t, i18n } = useLingui();
  const dialog = useGlobalUi((ui) => ui.dialog);
  const titleId = useId();
  return (
    <NativeDialog open={dialog.show} onClose={closeDialog} labelledBy={titleId} className="app-dialog">
      {dialog.header ? (
        <header className="app-dialog__header">
          <h2 id={titleId} className="app-dialog__title">
            {dialog.header_title ? i18n._(dialog.header_title) : t`Aviso`}
          </h2>
          <button type="button" className="icon-button" onClick={closeDialog} aria-label={t`Cerrar`}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
      ) : (
        <h2 id={titleId} className="visually-hidden">{t`Aviso`}</h2>
      )}
      {dialog.body ? <div className="app-dialog__body">{i18n._(dialog.body)}</div> : null}
      {dialog.footer ? (
        <footer className="app-dialog__footer">
          {dialog.button_cancel_label ? (
            // First and primary: the safe choice keeps what the traveller has (docs/rules/booking.md#leaving-the-flow).
            <button type="button" className="button button--primary" onClick={closeDialog} data-initial-focus>
              {i18n._(dialog.button_cancel_label)}
            </button>
          ) : null}
          <button type="button" className={dialog.button_cancel_label ? 'button button--secondary' : 'button button--primary'} onClick={confirmDialog}>
            {dialog.button_confirm_label ? i18n._(dialog.button_confirm_label) : t`Aceptar`}
          </button>
        </footer>
      ) : null}
    </NativeDialog>
  );
}
