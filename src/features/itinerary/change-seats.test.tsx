// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as enShared } from '../../i18n/locales/en.po';
import { messages as esShared } from '../../i18n/locales/es.po';
import { ChangeSeats, revealSeatless } from './change-seats';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// A schedule change confirmed before every passenger has a seat (decision 073): the first passenger without one takes the
// focus and comes into view, so a phone user sees whose seat is missing (decision 067's rule).

afterEach(cleanup);

const availability = {
  available: true,
  seats: [1, 2, 3, 4],
  fareDifference: 0,
  seatsNeeded: 3,
  passengers: [
    { ticketId: 1, passengerType: 'adult' as const, passengerName: 'Ana María Peña' },
    { ticketId: 2, passengerType: 'adult' as const, passengerName: 'Luis Peña' },
    { ticketId: 3, passengerType: 'minor' as const, passengerName: 'Sofía Peña' },
  ],
  bus: { name: 'Ejecutivo', rows: 1, columns: 4, cells: [] },
};

function show(lang: 'es' | 'en') {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const view = render(
    <I18nProvider i18n={setupI18n({ locale: lang, messages: { es: { ...esShared, ...es }, en: { ...enShared, ...en } } })}>
      <ChangeSeats availability={availability} seats={[{ ticketId: 1, seat: 1 }, { ticketId: 2, seat: 2 }]} seatFor={null} disabled={false} SeatMapGrid={() => null} onSeat={() => undefined} onPassenger={() => undefined} />
    </I18nProvider>,
  );
  return { scrolled, container: view.container };
}

describe('confirming a change with a seat missing', () => {
  it('brings the passenger without a seat to the traveller (es)', () => {
    const { scrolled, container } = show('es');
    revealSeatless(container);
    const sofia = screen.getByRole('button', { name: /^Sofía Peña,/ });
    expect(document.activeElement).toBe(sofia);
    expect(sofia.textContent).toContain('sin asiento');
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
  });

  it('in English', () => {
    const { container } = show('en');
    revealSeatless(container);
    expect(document.activeElement?.textContent).toMatch(/^Sofía Peña,.*no seat$/);
  });
});
