// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CookieConsent } from './cookie-consent-provider';

beforeAll(() => {
  i18n.load('es', {});
  i18n.activate('es');
});

afterEach(() => {
  cleanup();
  Cookies.remove('accept_cookie', { path: '/' });
});

// The banner links to the privacy notice, so it renders inside a minimal router.
async function renderBanner() {
  const rootRoute = createRootRoute({ component: () => <CookieConsent /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
}

describe('cookie-consent banner', () => {
  it('shows when there is no acceptance cookie; accepting stores it for a year and hides the banner', async () => {
    await renderBanner();
    const banner = await screen.findByRole('region', { name: 'Uso de cookies' });
    expect(within(banner).getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe('/aviso-privacidad');
    const writes = vi.spyOn(Document.prototype, 'cookie', 'set');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar cookies' }));
    expect(screen.queryByRole('region', { name: 'Uso de cookies' })).toBeNull();
    expect(Cookies.get('accept_cookie')).toBe('true');
    const written = writes.mock.calls.map(([value]) => String(value)).find((value) => value.startsWith('accept_cookie='));
    const expires = Date.parse(/expires=([^;]+)/i.exec(written ?? '')?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    writes.mockRestore();
  });

  it('stays hidden when the visitor already accepted', async () => {
    Cookies.set('accept_cookie', 'true', { path: '/' });
    await renderBanner();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Uso de cookies' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceptar cookies' })).toBeNull();
  });

  it('offers to keep only the needed cookies: the choice is stored as "false" for a year and remembered', async () => {
    await renderBanner();
    await screen.findByRole('region', { name: 'Uso de cookies' });
    await userEvent.click(screen.getByRole('button', { name: 'Solo las necesarias' }));
    expect(screen.queryByRole('region', { name: 'Uso de cookies' })).toBeNull();
    expect(Cookies.get('accept_cookie')).toBe('false');
    cleanup();
    // The next page load reads the choice and does not ask again.
    await renderBanner();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Uso de cookies' })).toBeNull();
  });
});
