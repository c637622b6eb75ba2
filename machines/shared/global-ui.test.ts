import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { globalUiMachine } from './global-ui.machine';

const start = () => createActor(globalUiMachine).start();

describe('global UI state', () => {
  it('stacks alerts, replaces one shown again with the same id, and dismisses by id', () => {
    const ui = start();
    ui.send({ type: 'alert.show', alert: { kind: 'info', message: { id: 'a' } } });
    ui.send({ type: 'alert.show', alert: { id: 'net', kind: 'error', message: { id: 'b' } } });
    ui.send({ type: 'alert.show', alert: { id: 'net', kind: 'warning', message: { id: 'c' } } });
    const { alerts } = ui.getSnapshot().context;
    expect(alerts.map((a) => [a.kind, a.dismissible])).toEqual([['info', true], ['warning', true]]);
    ui.send({ type: 'alert.dismiss', id: 'net' });
    expect(ui.getSnapshot().context.alerts).toHaveLength(1);
  });

  it('opens the dialog with SPEC defaults and runs the confirm action once on confirm', () => {
    const ui = start();
    const action = vi.fn();
    ui.send({ type: 'dialog.open', dialog: { body: { id: 'body' }, button_confirm_action: action } });
    expect(ui.getSnapshot().context.dialog).toMatchObject({ show: true, header: true, footer: true });
    expect(ui.getSnapshot().context.dialog.button_confirm_label).toBeUndefined();
    ui.send({ type: 'dialog.confirm' });
    expect(action).toHaveBeenCalledTimes(1);
    expect(ui.getSnapshot().context.dialog.show).toBe(false);
    ui.send({ type: 'dialog.confirm' });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps the loading overlay while any request is pending, never below zero', () => {
    const ui = start();
    ui.send({ type: 'loading.start' });
    ui.send({ type: 'loading.start' });
    ui.send({ type: 'loading.stop' });
    expect(ui.getSnapshot().context.loading).toBe(1);
    ui.send({ type: 'loading.stop' });
    ui.send({ type: 'loading.stop' });
    expect(ui.getSnapshot().context.loading).toBe(0);
  });

  it('opens and closes a modal by id', () => {
    const ui = start();
    ui.send({ type: 'modal.open', id: 'loyalty-login' });
    expect(ui.getSnapshot().context.modal).toBe('loyalty-login');
    ui.send({ type: 'modal.close' });
    expect(ui.getSnapshot().context.modal).toBeNull();
  });
});
