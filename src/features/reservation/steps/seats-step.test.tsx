// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seatMapFor } from '../../../../machines/reservation/seats.test-fixture';
import { ok, renderWithFlow, startFlow, toAdditionals, type Flow } from './reservation-steps.test-fixture';
import { SeatsStep } from './seats-step';

// The seats step on the real chart with stub actors: seat names, keyboard moves over the grid,
// and the pick limit the chart enforces.

afterEach(cleanup);

async function toSeats(seatsToPick = 1): Promise<Flow> {
  const flow = startFlow();
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({}));
  await flow.answer('loadSeats', ok(seatMapFor('departure', seatsToPick)));
  return flow;
}

const seat = (name: RegExp | string) => screen.getByRole('button', { name });

describe('SeatsStep', () => {
  it('names each seat by number, position and state, and shows the fixtures and the legend', async () => {
    const flow = await toSeats();
    renderWithFlow(flow, <SeatsStep />);
    expect(screen.getByRole('grid', { name: /Salida/ })).toBeTruthy();
    expect(seat('Asiento 1, ventana, libre').getAttribute('aria-pressed')).toBe('false');
    expect(seat('Asiento 2, pasillo, ocupado').getAttribute('aria-disabled')).toBe('true');
    expect(seat('Asiento 4, ventana, libre')).toBeTruthy();
    expect(screen.getByText('Conductor')).toBeTruthy();
    expect(screen.getByText('Baño')).toBeTruthy();
    expect(screen.getByText('Elige 1 asiento')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Simbología' }).textContent).toContain('No disponible');
  });

  it('moves through the grid with the arrow keys, one seat tabbable at a time', async () => {
    const flow = await toSeats();
    renderWithFlow(flow, <SeatsStep />);
    const first = seat('Asiento 1, ventana, libre');
    expect(first.tabIndex).toBe(0);
    expect(seat('Asiento 4, ventana, libre').tabIndex).toBe(-1);
    act(() => first.focus());
    // Right goes to the taken seat 2 (still focusable, so its state is heard), then past the aisle to 4.
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat('Asiento 2, pasillo, ocupado'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat('Asiento 4, ventana, libre'));
    expect(seat('Asiento 4, ventana, libre').tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat('Asiento 4, ventana, libre'));
  });

  it('picks and unpicks, never more than the passengers and never a taken seat', async () => {
    const flow = await toSeats(1);
    renderWithFlow(flow, <SeatsStep />);
    fireEvent.click(seat('Asiento 2, pasillo, ocupado'));
    expect(flow.actor.getSnapshot().context.seatPicks.departure).toEqual([]);
    fireEvent.click(seat('Asiento 1, ventana, libre'));
    expect(seat('Asiento 1, ventana, elegido').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(seat('Asiento 4, ventana, libre'));
    expect(flow.actor.getSnapshot().context.seatPicks.departure).toEqual([1]);
    fireEvent.click(seat('Asiento 1, ventana, elegido'));
    fireEvent.click(seat('Asiento 4, ventana, libre'));
    expect(flow.actor.getSnapshot().context.seatPicks.departure).toEqual([4]);
  });

  it('sends the picked seats with passenger types, and names the seats another buyer took', async () => {
    const flow = await toSeats(1);
    renderWithFlow(flow, <SeatsStep />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toContain('Selecciona un asiento por pasajero.');
    fireEvent.click(seat('Asiento 1, ventana, libre'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveSeats')).toEqual({
      code: 'PV0001',
      flowToken: 'flow-PV0001',
      seats: { departure: { seats: [{ seat_number: 1, passenger_type: 'adult' }] }, return: null },
    });
    await flow.answer('saveSeats', { ok: false, errors: [{ code: 'seat_taken', field: 'departure.seats', seats: [1] }] });
    const taken = seatMapFor('departure');
    taken.cells = taken.cells.map((cell) => (cell.seat_number === 1 ? { ...cell, state: 'taken', offered: false } : cell));
    await flow.answer('loadSeats', ok(taken));
    expect(screen.getByRole('alert').textContent).toContain('Asientos: 1.');
    expect(seat('Asiento 1, ventana, ocupado').getAttribute('aria-pressed')).toBe('false');
    expect(flow.actor.getSnapshot().context.reservation.contact.first_name).toBe('Ana');
  });
});
