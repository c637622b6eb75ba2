import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { globalUi } from '../../features/global-ui/global-ui-actor';
import { NativeDialog } from './native-dialog';

/** The SPEC §3 dialog: optional header with a title, a body and a footer with the confirm button. */
export function DialogHost() {
  const { t, i18n } = useLingui();
  const dialog = useSelector(globalUi, (snapshot) => snapshot.context.dialog);
  const titleId = useId();
  const close = () => globalUi.send({ type: 'dialog.close' });
  return (
    <NativeDialog open={dialog.show} onClose={close} labelledBy={titleId} className="app-dialog">
      {dialog.header ? (
        <header className="app-dialog__header">
          <h2 id={titleId} className="app-dialog__title">
            {dialog.header_title ? i18n._(dialog.header_title) : t`Aviso`}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t`Cerrar`}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
      ) : (
        <h2 id={titleId} className="visually-hidden">{t`Aviso`}</h2>
      )}
      {dialog.body ? <div className="app-dialog__body">{i18n._(dialog.body)}</div> : null}
      {dialog.footer ? (
        <footer className="app-dialog__footer">
          <button type="button" className="button button--primary" onClick={() => globalUi.send({ type: 'dialog.confirm' })}>
            {dialog.button_confirm_label ? i18n._(dialog.button_confirm_label) : t`Aceptar`}
          </button>
        </footer>
      ) : null}
    </NativeDialog>
  );
}
