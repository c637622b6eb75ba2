// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PaymentCheck } from '../../../machines/pend/pend.ports';
import type { TicketLine } from '../../../machines/reservation/reservation.ports';
import { earliestPendDeparture, PendHold, PendHoldStatus, PendTicketType } from './pend-provider';

afterEach(cleanup);

const HOUR = 3_600_000;

function renderHold(departureAt: number, answers: PaymentCheck[], card: { departureAt?: string; payBy?: string; atStore?: boolean } = {}) {
  const calls: Array<{ code: string }> = [];
  const checkPayment = fromPromise<PaymentCheck, { code: string }>(async ({ input }) => {
    calls.push(input);
    return answers.shift() ?? { ok: true, data: { paid: false } };
  });
  const onPaid = vi.fn();
  i18n.load({ es: {} });
  i18n.activate('es');
  render(
    <I18nProvider i18n={i18n}>
      <PendHold code="ACD347" flowToken="flow-token-of-ACD347" departureAt={departureAt} onPaid={onPaid} actors={{ checkPayment }}>
        {(actor) => (
          <>
            <PendTicketType actor={actor} pending="PEND" />
            <PendHoldStatus actor={actor} {...card} />
          </>
        )}
      </PendHold>
    </I18nProvider>,
  );
  return { calls, onPaid };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('PEND hold on a ticket card', () => {
  it('tells a held traveller when to pay and lets them ask for the payment again', async () => {
    const { calls } = renderHold(Date.now() + 48 * HOUR, [{ ok: true, data: { paid: false } }]);
    await settle();
    expect(screen.getByRole('status').textContent).toMatch(/^Paga antes de .+ Preséntate en la taquilla 30 minutos antes de la salida, a más tardar el /);
    expect(screen.getByText('PEND')).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Ya pagué: comprobar pago' }) as HTMLButtonElement;
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    await settle();
    expect(calls).toEqual([{ code: 'ACD347' }, { code: 'ACD347' }]);
  });

  it('says what the traveller\'s check found: still pending, with the deadline, and the button keeps the focus', async () => {
    renderHold(Date.now() + 48 * HOUR, [{ ok: true, data: { paid: false } }, { ok: true, data: { paid: false } }]);
    await settle();
    const check = screen.getByRole('button', { name: 'Ya pagué: comprobar pago' });
    expect(document.querySelector('.pend-hold__found')!.textContent).toBe('');
    check.focus();
    fireEvent.click(check);
    await settle();
    const found = document.querySelector('.pend-hold__found')!;
    expect(found.getAttribute('aria-live')).toBe('polite');
    expect(found.textContent).toMatch(/^Todavía no vemos tu pago \(comprobado el .+\)\. Tienes hasta el .+ para pagar;/);
    expect(document.activeElement).toBe(check);
  });

  it('moves on when the traveller\'s check finds the payment: the E-ticket message takes the focus', async () => {
    const { onPaid } = renderHold(Date.now() + 48 * HOUR, [{ ok: true, data: { paid: false } }, { ok: true, data: { paid: true } }]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Ya pagué: comprobar pago' }));
    await settle();
    const paid = screen.getByRole('status');
    expect(paid.textContent).toMatch(/^Pago recibido: tu boleto ya es un E-ticket/);
    expect(document.activeElement).toBe(paid);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('tells a return leg that the outbound’s one payment covers it, not to visit the office at the outbound’s time', async () => {
    const outbound = Date.now() + 48 * HOUR;
    renderHold(outbound, [{ ok: true, data: { paid: false } }], { departureAt: new Date(outbound + 72 * HOUR).toISOString() });
    await settle();
    expect(screen.getByRole('status').textContent).toMatch(/^Paga antes de .+: un solo pago cubre tu ida y tu regreso\.$/);
  });

  it('tells a store order to pay at the store by the reference’s own deadline', async () => {
    renderHold(Date.now() + 48 * HOUR, [{ ok: true, data: { paid: false } }], { payBy: '2026-12-04T20:00:00.000Z', atStore: true });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Paga en la tienda antes de 2026/12/04 2:00 PM: al recibir tu pago, este boleto se vuelve E-ticket.');
  });

  it('stays held for a departure months away (longer than one browser timer)', async () => {
    renderHold(Date.now() + 95 * 24 * HOUR, [{ ok: true, data: { paid: false } }]);
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status').textContent).toMatch(/^Paga antes de /);
  });

  it('calls the traveller to the office in the last half hour', async () => {
    renderHold(Date.now() + 20 * 60_000, []);
    await settle();
    expect(screen.getByRole('status').textContent).toMatch(/^Ve a la taquilla ahora: tu lugar se guarda hasta el /);
  });

  it('alerts that the seat was released once the hold is over and no payment arrived', async () => {
    renderHold(Date.now() + 10 * 60_000, [{ ok: true, data: { paid: false } }]);
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/el asiento puede venderse a otra persona/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the E-ticket once paid and asks the page to fetch the documents again', async () => {
    const { onPaid } = renderHold(Date.now() + 48 * HOUR, [{ ok: true, data: { paid: true } }]);
    await settle();
    expect(screen.getByRole('status').textContent).toMatch(/^Pago recibido: tu boleto ya es un E-ticket/);
    expect(screen.getByText('E-ticket')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('takes the earliest dated PEND departure of the reservation', () => {
    const line = (type: string, departure: string | null) => ({ type, departure }) as TicketLine;
    expect(earliestPendDeparture([line('PEND', '2027-03-02T10:00:00Z'), line('PEND', '2027-03-01T10:00:00Z'), line('E-ticket', '2027-02-01T10:00:00Z')])).toBe(
      Date.parse('2027-03-01T10:00:00Z'),
    );
    expect(earliestPendDeparture([line('PEND', null), line('OK', '2027-03-01T10:00:00Z')])).toBeNull();
  });
});
