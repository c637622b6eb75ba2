// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seatMapFor } from '../../../../machines/reservation/seats.test-fixture';
import { ok, renderWithFlow, startFlow, summaryWith, toAdditionals, type Flow } from './reservation-steps.test-fixture';
import { TicketsStep } from './tickets-step';

afterEach(cleanup);

/** From additionals through one seat and a card payment whose confirmation carries `notice`. */
async function paidWith(flow: Flow, notice: string | null, confirmed: Record<string, unknown> = { tickets: [] }) {
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({ summary: summaryWith([]) }));
  await flow.answer('loadSeats', ok(seatMapFor('departure')));
  flow.send({ type: 'seat.toggle', leg: 'departure', seat_number: 1 });
  await flow.answer('holdSeat', ok(seatMapFor('departure', 1, 1)));
  flow.send({ type: 'seats.submit' });
  await flow.answer('loadPayment', ok({ methods: ['card'], total: 915 }));
  // What the checkout hands back (its screens are tested with its chart).
  await flow.answer('pay', { status: 'paid', receipt: { method: 'card', status: 'approved', notice } });
  await flow.answer('confirmReservation', ok(confirmed));
}

describe('tickets step after a payment', () => {
  it('tells the traveller when a late payment found the seats still free and held them again', async () => {
    const flow = startFlow();
    await paidWith(flow, 'late_payment_reheld');
    renderWithFlow(<TicketsStep actor={flow.actor} />);
    expect(screen.getByText(/los apartamos de nuevo y tu compra está confirmada/).getAttribute('role')).toBe('status');
  });

  it('says nothing of it after an ordinary payment', async () => {
    const flow = startFlow();
    await paidWith(flow, null);
    renderWithFlow(<TicketsStep actor={flow.actor} />, 'en');
    expect(screen.queryByText(/held them again/)).toBeNull();
  });
});

describe('the lasting link on the tickets page', () => {
  it('shows the link confirm answered, with the code and its token, beside the documents', async () => {
    const flow = startFlow();
    await paidWith(flow, null, { tickets: [], ticketsLink: { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' } });
    renderWithFlow(<TicketsStep actor={flow.actor} />);
    expect(screen.getByText(/Guarda este enlace para abrir tus boletos hasta el/)).toBeTruthy();
    expect((screen.getByRole('link', { name: /reservation\/pdf/ }) as HTMLAnchorElement).href).toBe(
      `${location.origin}/api/websale/reservation/pdf?code=PV0001&token=link-PV0001&download=1`,
    );
  });

  it('offers no link when confirm answered none', async () => {
    const flow = startFlow();
    await paidWith(flow, null);
    renderWithFlow(<TicketsStep actor={flow.actor} />);
    expect(screen.queryByText(/Guarda este enlace/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
  });
});
