// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdditionalsStep } from './additionals-step';
import { ok, refused, renderWithFlow, startFlow, summaryWith, toAdditionals, toContact } from './reservation-steps.test-fixture';
import { StepIndicator } from './step-indicator';
import { SummaryPanel } from './summary-panel';

afterEach(cleanup);

async function additionalsPage() {
  const flow = startFlow();
  await toAdditionals(flow);
  renderWithFlow((
    <>
      <StepIndicator actor={flow.actor} />
      <AdditionalsStep actor={flow.actor} />
      <SummaryPanel actor={flow.actor} />
    </>
  ));
  return flow;
}

const total = () => screen.getByTestId('summary-total').textContent;

describe('additionals step', () => {
  it('prices each service, sends the choice and the summary total follows the server', async () => {
    const flow = await additionalsPage();
    expect(total()).toBe('$915.00');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Adicionales');
    expect(screen.getByRole('group', { name: /Seguro de viajero/ }).textContent).toContain('$35.00 por pasajero');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pasajero 1 (Adulto)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /mascota/ }));
    expect(screen.getByText('Adicionales elegidos:').textContent).toContain('$285.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /silla de ruedas/ }));
    await userEvent.type(screen.getByLabelText('¿Qué asistencia necesitas?'), 'Rampa');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(flow.lastInput('saveAdditionals')).toMatchObject({
      code: 'PV0001',
      additionals: { insurance: [0], shuttle: null, pet: true, wheelchair: true, wheelchairNote: 'Rampa' },
    });
    await flow.answer(
      'saveAdditionals',
      ok({
        summary: summaryWith([
          { concept: 'insurance', quantity: 1, unit_price: 35, amount: 35 },
          { concept: 'pet', quantity: 1, unit_price: 250, amount: 250 },
        ]),
      }),
    );
    expect(total()).toBe('$1,200.00');
    expect(screen.getByRole('region', { name: 'Resumen de tu reservación' }).textContent).toContain('Mascota × 1');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Asientos');
  });

  it('shows the server refusal of a shuttle next to it, keeping the choices', async () => {
    const flow = await additionalsPage();
    await userEvent.selectOptions(screen.getByLabelText(/Conexión shuttle/), 'zapopan');
    expect(screen.getByText('Adicionales elegidos:').textContent).toContain('$60.00');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await flow.answer('saveAdditionals', refused('shuttle_not_available', 'shuttle'));

    const select = screen.getByLabelText(/Conexión shuttle/) as HTMLSelectElement;
    expect(select.value).toBe('zapopan');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/solo está disponible al llegar a Guadalajara o Zapopan/)).toBeTruthy();
    expect(total()).toBe('$915.00');
  });

  it('offers the shuttle on a trip ending in Guadalajara, naming the city', async () => {
    await additionalsPage();
    expect(screen.getByLabelText('Conexión shuttle en Guadalajara $60.00 por pasajero')).toBeTruthy();
    expect(screen.getByText(/Al llegar a Guadalajara, te lleva a tu destino final/)).toBeTruthy();
  });

  it('does not offer the shuttle on a trip ending in Puerto Vallarta', async () => {
    const flow = startFlow();
    await toContact(flow);
    flow.send({
      type: 'contact.submit',
      contact: { first_name: 'Ana', last_name: 'Peña', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true },
      goesContact: true,
      travellers: [{ first_name: 'Ana', last_name: 'Peña', age: null }],
    });
    // The server's reservation names its ends: here a one-way trip from Guadalajara to Puerto Vallarta.
    await flow.answer('saveContact', ok({ origin: 'guadalajara', destination: 'puerto-vallarta', round: false }));
    renderWithFlow(<AdditionalsStep actor={flow.actor} />);
    expect(screen.getByRole('heading', { name: 'Servicios adicionales' })).toBeTruthy();
    expect(screen.queryByLabelText(/shuttle/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveAdditionals')).toMatchObject({ additionals: { shuttle: null } });
  });
});
