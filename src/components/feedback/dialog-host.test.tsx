// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from './global-ui-store';
import { DialogHost } from './dialog-host';

// Plain descriptors rather than the msg macro, so test strings stay out of the real catalogs.
const msg = (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') });

beforeAll(() => {
  i18n.load({ es: {}, en: {} });
  i18n.activate('es');
});

afterEach(() => {
  act(() => closeDialog());
  cleanup();
});

function renderHost() {
  render(
    <I18nProvider i18n={i18n}>
      <DialogHost />
    </I18nProvider>,
  );
}

describe('dialog host', () => {
  it('shows the dialog with the default "Aceptar" label and runs the confirm action', async () => {
    renderHost();
    const action = vi.fn();
    act(() => openDialog({ header_title: msg`Tu sesión expiró`, body: msg`Vuelve a buscar tu viaje.`, button_confirm_action: action }));
    const dialog = screen.getByRole('dialog', { name: 'Tu sesión expiró' });
    expect(dialog.textContent).toContain('Vuelve a buscar tu viaje.');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out header and footer when asked to', () => {
    renderHost();
    act(() => openDialog({ header: false, footer: false, body: msg`Solo texto` }));
    expect(screen.getByRole('dialog').textContent).toContain('Solo texto');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('closes without confirming from the close button', async () => {
    renderHost();
    const action = vi.fn();
    act(() => openDialog({ body: msg`¿Salir?`, button_confirm_action: action }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the safe choice first: its button closes without confirming, the confirm comes second', async () => {
    renderHost();
    const action = vi.fn();
    act(() => openDialog({ body: msg`¿Salir?`, button_confirm_label: msg`Salir`, button_cancel_label: msg`Seguir con mi compra`, button_confirm_action: action }));
    const footerButtons = [...screen.getByRole('dialog').querySelectorAll('footer button')].map((button) => button.textContent);
    expect(footerButtons).toEqual(['Seguir con mi compra', 'Salir']);
    // The focus starts on the safe choice, not on the header's ×: Enter keeps the purchase.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Seguir con mi compra' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seguir con mi compra' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
