// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatMap } from '../../../../machines/reservation/reservation.ports';
import { seatMapFor, twoPassengerMap } from '../../../../machines/reservation/seats.test-fixture';
import { ok, renderWithFlow, startFlow, toAdditionals, type Flow } from './reservation-steps.test-fixture';
import { SeatsStep } from './seats-step';
import { messages as shellEn } from '../../../i18n/locales/en.po';
import { messages as shellEs } from '../../../i18n/locales/es.po';
import { messages as flowEn } from '../locales/en.po';
import { messages as flowEs } from '../locales/es.po';

// The seats step on the real chart with stub actors: seat names (number, position, state, who sits
// there), keyboard moves over the grid, a tap held at once, who sits where, and a seat lost on the tap.

afterEach(cleanup);
async function toSeats(map: SeatMap = seatMapFor('departure')): Promise<Flow> {
  const flow = startFlow();
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({}));
  await flow.answer('loadSeats', ok(map));
  return flow;
}

const seat = (name: RegExp | string) => screen.getByRole('button', { name });
const withPlace = (map: SeatMap, state: 'held' | 'taken'): SeatMap => ({
  ...map,
  cells: map.cells.map((cell) => (cell.kind === 'wc' ? { ...cell, kind: 'wheelchair', seat_number: 901, state } : cell)),
});

describe('SeatsStep', () => {
  it("names the bus's class in the page's language, though the map's name comes in Spanish", async () => {
    const flow = await toSeats({ ...seatMapFor('departure'), name: 'Primera clase 2+2' });
    renderWithFlow(<SeatsStep actor={flow.actor} />, 'en');
    i18n.load({ es: { ...shellEs, ...flowEs }, en: { ...shellEn, ...flowEn } });
    await act(async () => i18n.activate('en'));
    const heading = screen.getByRole('heading', { name: /^Departure/ });
    expect(heading.textContent).toContain('First class 2+2');
    expect(heading.textContent).not.toContain('Primera');
  });

  it('draws its Back button like every other step (outlined), not as a grey box', async () => {
    const flow = await toSeats();
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    expect(screen.getByRole('button', { name: 'Regresar' }).className.split(' ')).toContain('button--secondary');
  });

  it('names each seat by number, position and state, and shows the fixtures, the wheelchair place and the legend', async () => {
    const flow = await toSeats(withPlace(seatMapFor('departure'), 'held'));
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    expect(screen.getByRole('grid', { name: /Salida/ })).toBeTruthy();
    expect(seat('Asiento 1, ventana, libre').getAttribute('aria-pressed')).toBe('false');
    expect(seat('Asiento 2, pasillo, ocupado').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Conductor')).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Espacio para silla de ruedas, apartado para ti' })).toBeTruthy();
    expect(screen.getByText('Elige 1 asiento')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Simbología' }).textContent).toContain('No disponible');
  });

  it('moves through the grid with the arrow keys, one seat tabbable at a time', async () => {
    const flow = await toSeats();
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    const first = seat('Asiento 1, ventana, libre');
    expect(first.tabIndex).toBe(0);
    expect(seat('Asiento 4, ventana, libre').tabIndex).toBe(-1);
    act(() => first.focus());
    // Right goes to the taken seat 2 (still focusable, so its state is heard), then past the aisle to 4.
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat('Asiento 2, pasillo, ocupado'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat('Asiento 4, ventana, libre'));
  });

  it('holds a tapped seat at once for the passenger, names who sits there, and lets it go on a second tap', async () => {
    const flow = await toSeats();
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    fireEvent.click(seat('Asiento 2, pasillo, ocupado'));
    expect(flow.calls.holdSeat).toHaveLength(0);
    fireEvent.click(seat('Asiento 1, ventana, libre'));
    expect(flow.lastInput('holdSeat')).toEqual({ code: 'PV0001', flowToken: 'flow-PV0001', leg: 'departure', seat_number: 1, passenger_id: 11 });
    expect(seat('Asiento 1, ventana, libre').getAttribute('aria-busy')).toBe('true');
    await flow.answer('holdSeat', ok(seatMapFor('departure', 1, 1)));
    expect(seat('Asiento 1, ventana, elegido para Ana López').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('group', { name: /¿Quién se sienta\?/ })).getByRole('button', { pressed: true }).textContent).toContain('asiento 1');
    fireEvent.click(seat('Asiento 1, ventana, elegido para Ana López'));
    expect(flow.lastInput('releaseSeat')).toMatchObject({ leg: 'departure', seat_number: 1 });
  });

  it('seats the passenger chosen in the list above the map, named "Pasajero 2 (…)" until the contact step names them', async () => {
    const flow = await toSeats(twoPassengerMap({ 11: 1 }));
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    const who = screen.getByRole('group', { name: /¿Quién se sienta\?/ });
    // By default the next tap seats the first passenger without a seat.
    expect(within(who).getByRole('button', { pressed: true }).textContent).toMatch(/^Pasajero 2 \(Menor.*sin asiento$/);
    fireEvent.click(within(who).getByRole('button', { name: /Ana López/ }));
    expect(within(who).getByRole('button', { pressed: true }).textContent).toContain('Ana López');
    fireEvent.click(seat('Asiento 4, ventana, libre'));
    expect(flow.lastInput('holdSeat')).toMatchObject({ seat_number: 4, passenger_id: 11 });
    await flow.answer('holdSeat', ok(twoPassengerMap({ 11: 4 })));
    expect(seat('Asiento 4, ventana, elegido para Ana López')).toBeTruthy();
    expect(seat('Asiento 1, ventana, libre')).toBeTruthy();
  });

  it('shows a seat another buyer took on the tapped seat, with the reason beside the map, brought into view', async () => {
    const flow = await toSeats();
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    fireEvent.click(seat('Asiento 1, ventana, libre'));
    await flow.answer('holdSeat', { ok: false, errors: [{ code: 'seat_taken', field: 'departure.seats', seats: [1] }] });
    const lost = seat('Asiento 1, ventana, ocupado por otro pasajero');
    expect(lost.getAttribute('aria-disabled')).toBe('true');
    expect(lost.className).toContain('seat-button--lost');
    const message = within(screen.getByRole('region', { name: /Salida/ })).getByRole('alert');
    expect(message.textContent).toContain('Otro pasajero acaba de apartar el asiento');
    expect(message.textContent).toContain('Asientos: 1.');
    expect(document.activeElement).toBe(message);
    // "Continuar" still needs a seat for every passenger.
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.actor.getSnapshot().context.errors[0]?.code).toBe('seats_count_mismatch');
  });

  it('"Continuar" without a seat for every passenger takes the focus to the message above the maps', async () => {
    const flow = await toSeats();
    renderWithFlow(<SeatsStep actor={flow.actor} />);
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    continuar.focus();
    fireEvent.click(continuar);
    const message = screen.getByRole('alert');
    expect(message.textContent).toContain('Selecciona un asiento por pasajero.');
    // Focus on the message is what scrolls it into view (reveal): the eye follows it from "Continuar".
    expect(document.activeElement).toBe(message);
  });
});
