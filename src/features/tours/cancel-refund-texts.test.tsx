// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TourCancellationView } from '../../../machines/tours/tours.ports';
import { TourCancelRefund, TourCancelTerms } from './cancel-refund-texts';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// What a cancelled tour booking gives back, as the ticket page and My reservation both say it: cash paid at a
// store goes back in cash at a ticket office, never "to the card you paid with".

afterEach(cleanup);

const paidAtStore: TourCancellationView = { status: 'confirmed', allowed: true, refusal: null, refund: 1180, refundTo: 'office', refundPoints: 0 };

function renderIn(lang: 'es' | 'en') {
  const i18n = setupI18n({ locale: lang, messages: { es, en } });
  render(
    <I18nProvider i18n={i18n}>
      <TourCancelTerms cancellation={paidAtStore} />
      <TourCancelRefund cancellation={{ ...paidAtStore, status: 'cancelled', allowed: false }} code="TQ7K2MX" />
    </I18nProvider>,
  );
}

describe('the refund of a tour booking paid in cash at a store', () => {
  it.each([
    ['es', 'Si cancelas ahora, te devolvemos $1,180.00 MXN en efectivo en cualquier taquilla de la línea.', 'presenta el código TQ7K2MX y una identificación oficial.'],
    ['en', 'If you cancel now, we give you back MX$1,180.00 in cash at any of our ticket offices.', 'show the code TQ7K2MX and an official ID.'],
  ] as const)('says where the cash comes back, before and after (%s)', (lang, before, after) => {
    renderIn(lang);
    expect(screen.getByText((text) => text.startsWith(before))).toBeTruthy();
    expect(screen.getByText((text) => text.endsWith(after))).toBeTruthy();
    expect(screen.queryByText(/tarjeta|card/)).toBeNull();
  });
});

describe('the refund of a tour booking paid partly with points (decision 069)', () => {
  const split: TourCancellationView = { status: 'confirmed', allowed: true, refusal: null, refund: 990, refundTo: 'card', refundPoints: 300 };
  it.each([
    ['es', 'te reembolsamos $990.00 MXN a la tarjeta', 'Los 300.00 PTS con los que pagaste vuelven a tu saldo de viajero frecuente.', 'Devolvimos 300.00 PTS a tu saldo de viajero frecuente.'],
    ['en', 'we refund MX$990.00 to the card', 'The 300.00 PTS you paid with go back to your frequent traveller balance.', 'We gave 300.00 PTS back to your frequent traveller balance.'],
  ] as const)('says the card gets its part and the points go back to points (%s)', (lang, card, before, after) => {
    const i18n = setupI18n({ locale: lang, messages: { es, en } });
    render(
      <I18nProvider i18n={i18n}>
        <TourCancelTerms cancellation={split} />
        <TourCancelRefund cancellation={{ ...split, status: 'cancelled', allowed: false }} code="TQ7K2MX" />
      </I18nProvider>,
    );
    expect(screen.getByText((text) => text.includes(card) && text.includes(before))).toBeTruthy();
    expect(screen.getByText((text) => text.endsWith(after))).toBeTruthy();
  });
});
