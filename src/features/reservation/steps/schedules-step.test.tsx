// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dayPage, ok, refused, renderWithFlow, schedule, startFlow, toSchedules } from './reservation-steps.test-fixture';
import { SchedulesStep } from './schedules-step';
import { SummaryPanel } from './summary-panel';

afterEach(cleanup);

async function listedDay(trip: Parameters<typeof toSchedules>[1] = {}) {
  const flow = startFlow();
  await toSchedules(flow, trip);
  renderWithFlow((
    <>
      <SchedulesStep actor={flow.actor} />
      <SummaryPanel actor={flow.actor} />
    </>
  ));
  return flow;
}

describe('schedules step', () => {
  it('lists the day with times, duration, bus, seats and price, and the summary follows the choice', async () => {
    const flow = await listedDay();
    expect(screen.getByRole('status').textContent).toContain('Buscando horarios');
    await flow.answer('loadSchedules', ok(dayPage));

    expect(screen.getByRole('heading', { name: 'Elige tu horario de salida' })).toBeTruthy();
    expect(screen.getByText('2026/12/20', { selector: '.day-nav__date strong' })).toBeTruthy();
    const morning = screen.getByRole('radio', { name: /8:00 AM/ });
    const card = morning.closest('label')!;
    expect(card.textContent).toContain('1:30 PM');
    expect(card.textContent).toContain('5 h 30 min');
    expect(card.textContent).toContain('Ejecutivo');
    expect(card.textContent).toContain('30 asientos disponibles');
    expect(card.textContent).toContain('$915.00');
    // Only one adult: no discount-seat counts to compare.
    expect(card.textContent).not.toContain('descuento');

    expect(screen.getByTestId('summary-total').textContent).toBe('por definir');
    await userEvent.click(screen.getByRole('radio', { name: /1:30 PM.*7:00 PM/ }));
    expect(screen.getByTestId('summary-total').textContent).toBe('$1,830.50');
    expect(screen.getByRole('radio', { name: /1:30 PM.*7:00 PM/ })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveSchedules')).toMatchObject({ departure: { schedule_id: 2, date: '2026-12-20' }, return: null });
  });

  it('moves to the next day the server offers; no previous day when there is none', async () => {
    const flow = await listedDay();
    await flow.answer('loadSchedules', ok(dayPage));
    expect(screen.getByRole('button', { name: /Día anterior/ })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: /Día siguiente/ }));
    expect(flow.lastInput('loadSchedules')).toMatchObject({ leg: 'departure', date: '2026-12-21' });
    expect(screen.getByText('2026/12/21', { selector: '.day-nav__date strong' })).toBeTruthy();
    expect(screen.getByText('lunes')).toBeTruthy();
  });

  it('says so when the day has no departures, and retries a failed list', async () => {
    const flow = await listedDay();
    await flow.answer('loadSchedules', ok({ next_day: '2026-12-21', prev_day: null, schedules: [] }));
    expect(screen.getByText(/No hay salidas este día/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Día siguiente/ }));
    await flow.answer('loadSchedules', refused('schedules_not_found'));
    expect(screen.getByRole('alert').textContent).toBe('No se encontraron horarios');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(flow.calls.loadSchedules).toHaveLength(3);
    await flow.answer('loadSchedules', ok(dayPage));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('asks for a choice before continuing', async () => {
    const flow = await listedDay();
    await flow.answer('loadSchedules', ok(dayPage));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe('Elige un horario para continuar.');
    expect(flow.calls.saveSchedules).toHaveLength(0);
  });

  it('shows discount seats left for the passengers who need them, then the return list on a round trip', async () => {
    const flow = await listedDay({ round: true, passengers: { adult: 1, student: 1 } });
    await flow.answer('loadSchedules', ok(dayPage));
    const card = screen.getByRole('radio', { name: /8:00 AM/ }).closest('label')!;
    expect(card.textContent).toContain('Lugares con descuento de estudiante: 8');
    expect(card.textContent).not.toContain('maestro');

    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Elige tu horario de regreso' })).toBeTruthy();
    await flow.answer('loadSchedules', ok({ next_day: null, prev_day: '2026-12-26', schedules: [schedule(7, '18:00', '23:30', 500)] }));
    expect(screen.getByRole('button', { name: /Día siguiente/ })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: /6:00 PM/ }));
    const summary = screen.getByRole('region', { name: 'Resumen de tu reservación' });
    expect(within(summary).getByTestId('summary-total').textContent).toBe('$1,415.00');
    expect(summary.textContent).toContain('6:00 PM');
  });
});
