// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { paymentMachine } from '../../../../machines/payment/payment.machine';
import type { ChargeAnswer, ChargeInput } from '../../../../machines/payment/payment.ports';
import { seatMapFor } from '../../../../machines/reservation/seats.test-fixture';
import { ok, renderWithFlow, startFlow, summaryWith, toAdditionals } from './reservation-steps.test-fixture';
import { PaymentStep } from './payment-step';
import { messages as flowEn } from '../locales/en.po';
import { messages as flowEs } from '../locales/es.po';
import { paymentCatalog } from '../../payment/payment-provider';

afterEach(cleanup);

// A signed-in member pays part with points: what is left to pay in money is what the pay button and the foreign
// card's USD hint say, not the total (the real checkout chart inside the payment step).

const charge = fromPromise<ChargeAnswer, ChargeInput>(() => new Promise<never>(() => undefined));

async function paying(locale: 'es' | 'en') {
  const flow = startFlow({ pay: paymentMachine.provide({ actors: { charge } }) });
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({ summary: summaryWith([]) }));
  await flow.answer('loadSeats', ok(seatMapFor('departure')));
  flow.send({ type: 'seat.toggle', leg: 'departure', seat_number: 1 });
  await flow.answer('holdSeat', ok(seatMapFor('departure', 1, 1)));
  flow.send({ type: 'seats.submit' });
  renderWithFlow(<PaymentStep actor={flow.actor} />, locale);
  // The step's and the checkout's own texts in the language shown (the fixture loads the contract's error texts).
  const [paymentEs, paymentEn] = await Promise.all([paymentCatalog('es'), paymentCatalog('en')]);
  act(() => i18n.load({ es: { ...flowEs, ...paymentEs.messages }, en: { ...flowEn, ...paymentEn.messages } }));
  await flow.answer('loadPayment', ok({ methods: ['card'], total: 1000, usd: { amount: 55, rate: 0.055 }, points: { traveller_loyalty: 300, traveller_prepaid: 0 } }));
  return flow;
}

describe('the payment step with points applied', () => {
  it('says and charges what is left after the points, in pesos and for a foreign card in dollars', async () => {
    await paying('es');
    expect(screen.getByText(/Con una tarjeta emitida fuera de México se cobran/).textContent).toContain('US$55.00 USD');
    expect(screen.getByRole('button', { name: 'Pagar $1,000.00 MXN' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Puntos a usar'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar puntos' }));
    expect(screen.getByText(/Resta por pagar: \$800.00 MXN/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar $800.00 MXN' })).toBeTruthy();
    expect(screen.getByText(/Con una tarjeta emitida fuera de México se cobran/).textContent).toContain('US$44.00 USD');
  });

  it('does the same in English', async () => {
    await paying('en');
    await userEvent.type(screen.getByLabelText('Points to use'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply points' }));
    expect(screen.getByRole('button', { name: 'Pay MX$700.00' })).toBeTruthy();
    expect(screen.getByText(/card issued outside Mexico/).textContent).toContain('US$38.50 USD');
  });
});
