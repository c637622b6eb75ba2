import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a fresh store: the module holds the one app-wide state.
let ui: typeof import('./global-ui-store');
beforeEach(async () => {
  vi.resetModules();
  ui = await import('./global-ui-store');
});

const current = () => ui.globalUi.getSnapshot();

describe('global UI store', () => {
  it('stacks alerts, replaces one shown again with the same id, and dismisses by id', () => {
    ui.showAlert({ kind: 'info', message: { id: 'a' } });
    ui.showAlert({ id: 'net', kind: 'error', message: { id: 'b' } });
    ui.showAlert({ id: 'net', kind: 'warning', message: { id: 'c' } });
    const { alerts } = current();
    expect(alerts.map((a) => [a.kind, a.dismissible])).toEqual([['info', true], ['warning', true]]);
    ui.dismissAlert('net');
    expect(current().alerts).toHaveLength(1);
  });

  it('opens the dialog with its defaults and runs the confirm action once on confirm', () => {
    const action = vi.fn();
    ui.openDialog({ body: { id: 'body' }, button_confirm_action: action });
    expect(current().dialog).toMatchObject({ show: true, header: true, footer: true });
    expect(current().dialog.button_confirm_label).toBeUndefined();
    ui.confirmDialog();
    expect(action).toHaveBeenCalledTimes(1);
    expect(current().dialog.show).toBe(false);
    ui.confirmDialog();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps the loading overlay while any request is pending, never below zero', () => {
    ui.startLoading();
    ui.startLoading();
    ui.stopLoading();
    expect(current().loading).toBe(1);
    ui.stopLoading();
    ui.stopLoading();
    expect(current().loading).toBe(0);
  });

  it('opens and closes a modal by id', () => {
    ui.openModal('loyalty-login');
    expect(current().modal).toBe('loyalty-login');
    ui.closeModal();
    expect(current().modal).toBeNull();
  });

  it('tells subscribers of every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = ui.globalUi.subscribe(listener);
    ui.openModal('loyalty-entry');
    ui.closeModal();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    ui.openModal('loyalty-entry');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
