import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentType } from 'react';
import { closeModal, useGlobalUi } from './global-ui-store';
import { NativeDialog } from './native-dialog';

/** What a modal id shows: the global UI state names a modal by id and holds no React. */
export interface ModalContent {
  title: MessageDescriptor;
  Content: ComponentType;
}
export type ModalRegistry = Record<string, ModalContent>;

/** The modal of the global UI state; `modals` maps its ids to the content the features provide. */
export function ModalHost({ modals }: { modals: ModalRegistry }) {
  const { t, i18n } = useLingui();
  const modalId = useGlobalUi((ui) => ui.modal);
  const titleId = useId();
  const entry = modalId ? modals[modalId] : undefined;
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
