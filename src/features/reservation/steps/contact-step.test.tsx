// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactStep } from './contact-step';
import { ok, refused, renderWithFlow, startFlow, toContact } from './reservation-steps.test-fixture';
import { StepIndicator } from './step-indicator';

afterEach(cleanup);

async function contactPage(locale: 'es' | 'en' = 'es') {
  const flow = startFlow();
  await toContact(flow);
  renderWithFlow(flow, (
    <>
      <StepIndicator />
      <ContactStep />
    </>
  ), locale);
  return flow;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('contact step', () => {
  it('marks contact as the current step and schedules as done', async () => {
    await contactPage();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toContain('Contacto');
    const schedules = screen.getByText('Horarios').closest('li')!;
    expect(schedules.textContent).toContain('✓');
    expect(schedules.textContent).toContain('(completado)');
  });

  it('shows each field its message on submit and keeps what was typed', async () => {
    const flow = await contactPage();
    await userEvent.type(field('Nombre'), 'José 2');
    await userEvent.type(field('Celular (10 dígitos)'), '32a2-123');
    await userEvent.type(field('Correo electrónico'), 'jose@');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(flow.calls.saveContact).toHaveLength(0);
    // Letters with accents only; digits only.
    expect(field('Nombre').value).toBe('José ');
    expect(field('Celular (10 dígitos)').value).toBe('322123');
    expect(field('Correo electrónico').value).toBe('jose@');
    expect(field('Apellidos').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Favor de indicar los apellidos.')).toBeTruthy();
    expect(screen.getByText('El celular debe tener 10 dígitos.')).toBeTruthy();
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
    expect(screen.getByText('Debes aceptar el aviso de privacidad.')).toBeTruthy();
    expect(screen.queryByText('Favor de indicar el nombre.')).toBeNull();

    // A corrected field loses its message at once.
    await userEvent.type(field('Apellidos'), 'Peña');
    expect(screen.queryByText('Favor de indicar los apellidos.')).toBeNull();
  });

  it('keeps the 10 digits of a mobile pasted with its country code and separators, or typed with spaces', async () => {
    await contactPage();
    await userEvent.click(field('Celular (10 dígitos)'));
    await userEvent.paste('+52 322 123 4567');
    expect(field('Celular (10 dígitos)').value).toBe('3221234567');
    await userEvent.clear(field('Celular (10 dígitos)'));
    await userEvent.type(field('Celular (10 dígitos)'), '322 123 4567 8');
    expect(field('Celular (10 dígitos)').value).toBe('3221234567');
    expect(screen.queryByText('El celular debe tener 10 dígitos.')).toBeNull();
  });

  it('shows the message of a field when leaving it, in English too', async () => {
    await contactPage('en');
    await userEvent.type(field('Celular (10 dígitos)'), '123');
    await userEvent.tab();
    expect(screen.getByText('The mobile phone must have 10 digits.')).toBeTruthy();
  });

  it('sends the contact and shows a server field error next to its field without losing anything', async () => {
    const flow = await contactPage();
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'Peña Núñez');
    await userEvent.type(field('Celular (10 dígitos)'), '3221234567');
    await userEvent.type(field('Correo electrónico'), 'ana@correo.mx');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'aviso de privacidad' }).getAttribute('href')).toBe('/aviso-privacidad');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveContact')).toMatchObject({
      code: 'PV0001',
      contact: { first_name: 'Ana', last_name: 'Peña Núñez', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true },
    });

    await flow.answer('saveContact', refused('invalid_email', 'email'));
    expect(field('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
    expect(field('Nombre').value).toBe('Ana');
    expect(field('Apellidos').value).toBe('Peña Núñez');
    expect(field('Correo electrónico').value).toBe('ana@correo.mx');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await flow.answer('saveContact', ok({}));
    expect(flow.actor.getSnapshot().matches({ booking: { step: 'additionals' } })).toBe(true);
  });
});
