// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { TicketsLinkBlock } from './tickets-link';

afterEach(cleanup);

function renderIn(locale: 'es' | 'en', ui: ReactElement) {
  // The reservation flow's catalog, as the flow loads it.
  i18n.loadAndActivate({ locale, messages: { es, en }[locale] });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

// 27 December 2026, 20:00 in Mexico City: still the 27th there (it is the 28th in UTC).
const link = { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' };
const expectedUrl = () => `${location.origin}/api/websale/reservation/pdf?code=PV0001&token=link-PV0001&download=1`;

describe('the lasting link to the tickets', () => {
  it('shows the absolute PDF link of the local service with the code and the token, and its last day in Spanish', () => {
    renderIn('es', <TicketsLinkBlock code="PV0001" link={link} />);
    expect(screen.getByText('Guarda este enlace para abrir tus boletos hasta el 2026/12/27.')).toBeTruthy();
    const anchor = screen.getByRole('link', { name: expectedUrl() }) as HTMLAnchorElement;
    expect(anchor.href).toBe(expectedUrl());
    expect(expectedUrl()).toMatch(/^https?:\/\//);
    expect(screen.getByRole('group', { name: /Guarda este enlace/ })).toBeTruthy();
  });

  it('says the same in English, with the date in English', () => {
    renderIn('en', <TicketsLinkBlock code="PV0001" link={link} />);
    expect(screen.getByText('Keep this link to open your tickets until 2026/12/27.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('takes the base of the environment the client talks to', () => {
    renderIn('es', <TicketsLinkBlock code="PV0001" link={link} serviceBaseUrl="https://api.qa.example/websale" />);
    expect((screen.getByRole('link') as HTMLAnchorElement).href).toBe(
      'https://api.qa.example/websale/reservation/pdf?code=PV0001&token=link-PV0001&download=1',
    );
  });

  it('copies the link from the keyboard and says so politely', async () => {
    const user = userEvent.setup();
    renderIn('es', <TicketsLinkBlock code="PV0001" link={link} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copiar enlace' }));
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(expectedUrl());
    const status = await screen.findByText('Enlace copiado.');
    expect(status.getAttribute('role')).toBe('status');
  });

  it('without a clipboard, selects the link and tells the traveller to copy it', async () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      renderIn('en', <TicketsLinkBlock code="PV0001" link={link} />);
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      const status = await screen.findByText("Could not copy: the link is selected, copy it from your browser's menu.");
      expect(status.getAttribute('role')).toBe('status');
      expect(getSelection()?.toString()).toBe(expectedUrl());
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });
});
