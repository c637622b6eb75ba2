import type { MessageDescriptor } from '@lingui/core';
import { useSyncExternalStore } from 'react';

// Global UI state (docs/rules/site.md#global-ui-and-the-dialog): alerts, the dialog, a modal and the loading overlay, as one small store
// outside React, so route guards and flow bindings raise them the same way components do. It holds
// message descriptors and ids, never translated text or React nodes. A store, not a chart: each part
// is a value that is shown or not, with no step that depends on another (docs/decisions/013).

export type AlertKind = 'success' | 'info' | 'warning' | 'error';
export interface AlertConfig {
  id: string;
  kind: AlertKind;
  message: MessageDescriptor;
  dismissible: boolean;
}

/** Field names follow the rules' names (docs/rules/site.md#global-ui-and-the-dialog); a missing confirm label means the default "Aceptar". */
export interface DialogConfig {
  show: boolean;
  header: boolean;
  header_title?: MessageDescriptor;
  body?: MessageDescriptor;
  footer: boolean;
  button_confirm_label?: MessageDescriptor;
  button_confirm_action?: () => void;
  /** A button that closes without confirming, shown first (the safe choice, e.g. "Seguir con mi compra"). */
  button_cancel_label?: MessageDescriptor;
}

export interface GlobalUiState {
  alerts: AlertConfig[];
  dialog: DialogConfig;
  /** Id of the modal to show (the shell maps ids to content), or null. */
  modal: string | null;
  /** Open loading requests; the overlay shows while any is pending. */
  loading: number;
}

export const closedDialog: DialogConfig = { show: false, header: true, footer: true };
const initialState: GlobalUiState = { alerts: [], dialog: closedDialog, modal: null, loading: 0 };

let state = initialState;
const listeners = new Set<() => void>();
let alertSequence = 0;

function update(change: (current: GlobalUiState) => GlobalUiState): void {
  state = change(state);
  for (const listener of [...listeners]) listener();
}

/** The store itself, in the shape `useSyncExternalStore` reads. */
export const globalUi = {
  getSnapshot: (): GlobalUiState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Re-renders only when the selected value changes (compared with `Object.is`). */
export function useGlobalUi<T>(select: (state: GlobalUiState) => T): T {
  const read = () => select(state);
  // The third reader serves the pre-render (src/entry-server.tsx): the store starts empty there too.
  return useSyncExternalStore(globalUi.subscribe, read, read);
}

export function showAlert(alert: Omit<AlertConfig, 'id' | 'dismissible'> & { id?: string; dismissible?: boolean }): void {
  const id = alert.id ?? `alert-${++alertSequence}`;
  // Showing an alert again under the same id replaces it instead of stacking a duplicate.
  update((current) => ({ ...current, alerts: [...current.alerts.filter((shown) => shown.id !== id), { dismissible: true, ...alert, id }] }));
}

export function dismissAlert(id: string): void {
  update((current) => ({ ...current, alerts: current.alerts.filter((alert) => alert.id !== id) }));
}

export function openDialog(dialog: Partial<Omit<DialogConfig, 'show'>>): void {
  update((current) => ({ ...current, dialog: { ...closedDialog, ...dialog, show: true } }));
}

/** Closes the dialog and runs its confirm action, once: a second confirm finds it closed. */
export function confirmDialog(): void {
  state.dialog.button_confirm_action?.();
  closeDialog();
}

export function closeDialog(): void {
  update((current) => ({ ...current, dialog: closedDialog }));
}

export function openModal(id: string): void {
  update((current) => ({ ...current, modal: id }));
}

export function closeModal(): void {
  update((current) => ({ ...current, modal: null }));
}

export function startLoading(): void {
  update((current) => ({ ...current, loading: current.loading + 1 }));
}

export function stopLoading(): void {
  update((current) => ({ ...current, loading: Math.max(0, current.loading - 1) }));
}
