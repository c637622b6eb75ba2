// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Confirmation } from './cancel-section';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// Cancelling on a phone (decision 073): the button that asked is gone once the quote shows (and after proving the contact,
// the proof's block), so what cancelling will do takes the focus and comes into view, in the page's language.

afterEach(cleanup);

const quote = { allowed: true, refusal: null, tickets: ['K7MQ4X-1'], refund: 885, refundTo: 'card' as const, rule: 'in_time' as const };

function show(lang: 'es' | 'en') {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  render(
    <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
      <Confirmation quote={quote} busy={false} onConfirm={() => undefined} onDismiss={() => undefined} />
    </I18nProvider>,
  );
  return scrolled;
}

describe('the cancellation quote', () => {
  it('takes the focus and comes into view when it opens (es)', () => {
    const scrolled = show('es');
    const group = screen.getByRole('group', { name: 'Se cancelarán los boletos K7MQ4X-1 y sus asientos quedarán libres para otros viajeros.' });
    expect(document.activeElement).toBe(group);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
  });

  it('in English', () => {
    show('en');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Tickets K7MQ4X-1 will be cancelled and their seats freed for other travellers.' }));
    expect(screen.getByRole('button', { name: 'Keep my reservation' })).toBeTruthy();
  });
});
