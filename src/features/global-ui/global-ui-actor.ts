import { createActor } from 'xstate';
import { globalUiMachine, type GlobalUiEvent } from '../../../machines/shared/global-ui.machine';
import { inspect } from '../devtools/devtools-provider';

// One app-wide actor (not React context) so route guards and flow adapters, which run outside
// React, can raise alerts or the loading overlay the same way components do.
export const globalUi = createActor(globalUiMachine, { inspect }).start();

type Payload<T extends GlobalUiEvent['type'], K extends string> = Extract<GlobalUiEvent, { type: T }> extends Record<K, infer P> ? P : never;

export const showAlert = (alert: Payload<'alert.show', 'alert'>) => globalUi.send({ type: 'alert.show', alert });
export const dismissAlert = (id: string) => globalUi.send({ type: 'alert.dismiss', id });
export const openDialog = (dialog: Payload<'dialog.open', 'dialog'>) => globalUi.send({ type: 'dialog.open', dialog });
export const openModal = (id: string) => globalUi.send({ type: 'modal.open', id });
export const closeModal = () => globalUi.send({ type: 'modal.close' });
export const startLoading = () => globalUi.send({ type: 'loading.start' });
export const stopLoading = () => globalUi.send({ type: 'loading.stop' });
