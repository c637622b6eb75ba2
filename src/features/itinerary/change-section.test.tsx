// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import type { ItineraryTicket } from '../../../machines/itinerary/itinerary.ports';
import { ChangeSection } from './change-section';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// After cancelling, the changes block says why nothing can change (decision 073): the tickets are cancelled, not the rules
// of student tickets or of the 20 minutes, which sent the traveller looking for a mistake of theirs.

afterEach(cleanup);

const ticket = (state: ItineraryTicket['state'], canChange = false): ItineraryTicket => ({
  ticketId: 1, number: 'K7MQ4X-1', type: 'ET', passengerType: 'adult', passengerName: 'Ana López', leg: 'departure', seat: 7,
  departure: '2026-12-20T12:00:00Z', pin: null, pendDeadline: null, price: 885, validUntil: null, state, canChange, open: false,
});

function show(lang: 'es' | 'en', tickets: ItineraryTicket[]) {
  const actor = createActor(itineraryMachine, { input: { saved: null } }).start();
  render(
    <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
      <ChangeSection actor={actor} tickets={tickets} />
    </I18nProvider>,
  );
}

describe('the changes block', () => {
  it('says the tickets are cancelled once they all are (es)', () => {
    show('es', [ticket('cancelled'), { ...ticket('cancelled'), ticketId: 2, number: 'K7MQ4X-2' }]);
    expect(screen.getByText('Tus boletos están cancelados: ya no se pueden cambiar.')).toBeTruthy();
    expect(screen.queryByText(/estudiante y maestro/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in English', () => {
    show('en', [ticket('cancelled')]);
    expect(screen.getByText('Your tickets are cancelled: they can no longer be changed.')).toBeTruthy();
  });

  it('keeps the rules when a ticket not cancelled cannot change', () => {
    show('es', [ticket('cancelled'), { ...ticket('used'), ticketId: 2 }]);
    expect(screen.getByText(/^Tus boletos ya no admiten cambios/)).toBeTruthy();
  });
});
