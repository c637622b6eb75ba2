import type { MessageDescriptor } from '@lingui/core';
import { assign, setup } from 'xstate';

// Global UI state (SPEC §3): alerts, the dialog, a modal and the loading overlay. It holds message
// descriptors and ids, never translated text or React nodes, so flows can drive it without React.

export type AlertKind = 'success' | 'info' | 'warning' | 'error';
export interface AlertConfig {
  id: string;
  kind: AlertKind;
  message: MessageDescriptor;
  dismissible: boolean;
}

/** Field names follow SPEC §3; a missing confirm label means the default "Aceptar". */
export interface DialogConfig {
  show: boolean;
  header: boolean;
  header_title?: MessageDescriptor;
  body?: MessageDescriptor;
  footer: boolean;
  button_confirm_label?: MessageDescriptor;
  button_confirm_action?: () => void;
}

export const closedDialog: DialogConfig = { show: false, header: true, footer: true };

export interface GlobalUiContext {
  alerts: AlertConfig[];
  dialog: DialogConfig;
  /** Id of the registered modal content to show, or null. */
  modal: string | null;
  /** Open loading requests; the overlay shows while any is pending. */
  loading: number;
}

export type GlobalUiEvent =
  | { type: 'alert.show'; alert: Omit<AlertConfig, 'id' | 'dismissible'> & { id?: string; dismissible?: boolean } }
  | { type: 'alert.dismiss'; id: string }
  | { type: 'dialog.open'; dialog: Partial<Omit<DialogConfig, 'show'>> }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.close' }
  | { type: 'modal.open'; id: string }
  | { type: 'modal.close' }
  | { type: 'loading.start' }
  | { type: 'loading.stop' };

let alertSequence = 0;

export const globalUiMachine = setup({
  types: { context: {} as GlobalUiContext, events: {} as GlobalUiEvent },
  actions: {
    addAlert: assign({
      alerts: ({ context, event }) => {
        if (event.type !== 'alert.show') return context.alerts;
        const id = event.alert.id ?? `alert-${++alertSequence}`;
        // Re-showing an alert with the same id replaces it instead of stacking duplicates.
        const others = context.alerts.filter((alert) => alert.id !== id);
        return [...others, { dismissible: true, ...event.alert, id }];
      },
    }),
    removeAlert: assign({
      alerts: ({ context, event }) =>
        event.type === 'alert.dismiss' ? context.alerts.filter((alert) => alert.id !== event.id) : context.alerts,
    }),
    openDialog: assign({
      dialog: ({ event }) => (event.type === 'dialog.open' ? { ...closedDialog, ...event.dialog, show: true } : closedDialog),
    }),
    runConfirmAction: ({ context }) => context.dialog.button_confirm_action?.(),
    closeDialog: assign({ dialog: closedDialog }),
    openModal: assign({ modal: ({ event }) => (event.type === 'modal.open' ? event.id : null) }),
    closeModal: assign({ modal: null }),
    startLoading: assign({ loading: ({ context }) => context.loading + 1 }),
    stopLoading: assign({ loading: ({ context }) => Math.max(0, context.loading - 1) }),
  },
}).createMachine({
  id: 'globalUi',
  context: { alerts: [], dialog: closedDialog, modal: null, loading: 0 },
  on: {
    'alert.show': { actions: 'addAlert' },
    'alert.dismiss': { actions: 'removeAlert' },
    'dialog.open': { actions: 'openDialog' },
    'dialog.confirm': { actions: ['runConfirmAction', 'closeDialog'] },
    'dialog.close': { actions: 'closeDialog' },
    'modal.open': { actions: 'openModal' },
    'modal.close': { actions: 'closeModal' },
    'loading.start': { actions: 'startLoading' },
    'loading.stop': { actions: 'stopLoading' },
  },
});
