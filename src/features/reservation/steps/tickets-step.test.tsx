// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seatMapFor } from '../../../../machines/reservation/seats.test-fixture';
import { ok, renderWithFlow, startFlow, summaryWith, toAdditionals, type Flow } from './reservation-steps.test-fixture';
import { TicketsStep } from './tickets-step';

afterEach(cleanup);

/** From additionals through one seat and a card payment whose confirmation carries `notice`. */
async function paidWith(flow: Flow, notice: string | null) {
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({ summary: summaryWith([]) }));
  await flow.answer('loadSeats', ok(seatMapFor('departure')));
  flow.send({ type: 'seat.toggle', leg: 'departure', seat_number: 1 });
  flow.send({ type: 'seats.submit' });
  await flow.answer('saveSeats', ok({}));
  await flow.answer('loadPayment', ok({ methods: ['card'], total: 915 }));
  flow.send({ type: 'payment.submit', method: 'card' });
  await flow.answer('confirmPayment', ok({ status: 'approved', notice }));
  await flow.answer('confirmReservation', ok({ tickets: [] }));
}

describe('tickets step after a payment', () => {
  it('tells the traveller when a late payment found the seats still free and held them again', async () => {
    const flow = startFlow();
    await paidWith(flow, 'late_payment_reheld');
    renderWithFlow(flow, <TicketsStep />);
    expect(screen.getByText(/los apartamos de nuevo y tu compra está confirmada/).getAttribute('role')).toBe('status');
  });

  it('says nothing of it after an ordinary payment', async () => {
    const flow = startFlow();
    await paidWith(flow, null);
    renderWithFlow(flow, <TicketsStep />, 'en');
    expect(screen.queryByText(/held them again/)).toBeNull();
  });
});
