import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { closeModal, globalUi } from '../../features/global-ui/global-ui-actor';
import { modalRegistry } from '../../features/global-ui/modal-registry';
import { NativeDialog } from './native-dialog';

export function ModalHost() {
  const { t, i18n } = useLingui();
  const modalId = useSelector(globalUi, (snapshot) => snapshot.context.modal);
  const titleId = useId();
  const entry = modalId ? modalRegistry[modalId] : undefined;
  return (
    <NativeDialog open={Boolean(entry)} onClose={closeModal} labelledBy={titleId} className="app-modal" closeOnBackdrop>
      {entry ? (
        <>
          <header className="app-dialog__header">
            <h2 id={titleId} className="app-dialog__title">{i18n._(entry.title)}</h2>
            <button type="button" className="icon-button" onClick={closeModal} aria-label={t`Cerrar`}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="app-dialog__body">
            <entry.Content />
          </div>
        </>
      ) : null}
    </NativeDialog>
  );
}
