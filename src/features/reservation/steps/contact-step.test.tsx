// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactStep } from './contact-step';
import { configs, dayPage, ok, refused, renderWithFlow, startFlow, toContact, toSchedules } from './reservation-steps.test-fixture';
import { StepIndicator } from './step-indicator';

afterEach(cleanup);
// jsdom lays nothing out: record which element was scrolled into view.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

async function contactPage(locale: 'es' | 'en' = 'es') {
  const flow = startFlow();
  await toContact(flow);
  renderWithFlow((
    <>
      <StepIndicator actor={flow.actor} />
      <ContactStep actor={flow.actor} />
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
    await userEvent.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(flow.calls.saveContact).toHaveLength(0);
    // Letters with accents only; digits only.
    expect(field('Nombre').value).toBe('José ');
    expect(field('Celular (10 dígitos)').value).toBe('322123');
    expect(field('Correo electrónico').value).toBe('jose@');
    expect(field('Apellidos').getAttribute('aria-invalid')).toBe('true');
    // The contact travels: passenger 1 took the name typed, and misses the same last name.
    expect(field('Nombre, pasajero 1').value).toBe('José ');
    expect(screen.getAllByText('Favor de indicar los apellidos.')).toHaveLength(2);
    expect(screen.getByText('El celular debe tener 10 dígitos.')).toBeTruthy();
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
    expect(screen.getByText('Debes aceptar el aviso de privacidad.')).toBeTruthy();
    expect(screen.queryByText('Favor de indicar el nombre.')).toBeNull();

    // A corrected field loses its message at once.
    await userEvent.type(field('Apellidos'), 'Peña');
    expect(screen.queryByText('Favor de indicar los apellidos.')).toBeNull();
    expect(field('Apellidos, pasajero 1').value).toBe('Peña');
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
    expect((screen.getByRole('checkbox', { name: /aviso de privacidad/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'aviso de privacidad' }).getAttribute('href')).toBe('/aviso-privacidad');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveContact')).toMatchObject({
      code: 'PV0001',
      contact: { first_name: 'Ana', last_name: 'Peña Núñez', cell_phone: '+523221234567', email: 'ana@correo.mx', privacy: true },
      goesContact: true,
      travellers: [{ type: 'adult', first_name: 'Ana', last_name: 'Peña Núñez', age: null }],
    });

    await flow.answer('saveContact', refused('invalid_email', 'contact.email'));
    expect(field('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    // The server's refusal comes into view on its field too.
    expect(document.activeElement).toBe(field('Correo electrónico'));
    expect(screen.getByText('El correo electrónico no es válido.')).toBeTruthy();
    expect(field('Nombre').value).toBe('Ana');
    expect(field('Apellidos').value).toBe('Peña Núñez');
    expect(field('Correo electrónico').value).toBe('ana@correo.mx');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await flow.answer('saveContact', ok({}));
    expect(flow.actor.getSnapshot().matches({ booking: { step: 'additionals' } })).toBe(true);
  });

  it('says a signed-in member is being linked, holds the submit meanwhile, and shows a refused link', async () => {
    const flow = await contactPage();
    await act(async () => flow.actor.send({ type: 'traveller.link' }));
    expect(screen.getByRole('status').textContent).toBe('Vinculando tu cuenta de viajero frecuente a esta reservación…');
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(true);
    await flow.answer('linkTraveller', refused('traveller_session_invalid', 'session'));
    expect(screen.getByText('Tu sesión de viajero frecuente no es válida.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('moves the focus to the first field to fix, in view, and ties each message to its field', async () => {
    await contactPage();
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'Peña');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const phone = field('Celular (10 dígitos)');
    expect(document.activeElement).toBe(phone);
    expect(scrolled).toContain(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(phone.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('El celular debe tener 10 dígitos.');
  });
});

/** The contact step of a reservation for two adults and a minor, whose passengers the server answered. */
async function familyPage(locale: 'es' | 'en' = 'es') {
  const flow = startFlow();
  await toSchedules(flow, { passengers: { adult: 2, minor: 1 } });
  await flow.answer('loadSchedules', ok(dayPage));
  flow.send({ type: 'schedule.select', schedule: { schedule_id: 1, schedule_detail_id: 10, layout_id: 1 } });
  flow.send({ type: 'schedules.submit' });
  const travellers = [
    { id: 41, type: 'adult', first_name: '', last_name: '', age: null },
    { id: 42, type: 'adult', first_name: '', last_name: '', age: null },
    { id: 43, type: 'minor', first_name: '', last_name: '', age: null },
  ];
  await flow.answer('saveSchedules', ok({ price_departure: 2287.5, travellers, configs }));
  renderWithFlow(<ContactStep actor={flow.actor} />, locale);
  return flow;
}

describe('contact step: every passenger named', () => {
  it('prefills passenger 1 from the contact, editable, and names the others by type without nested parentheses', async () => {
    await familyPage();
    expect(screen.getByRole('group', { name: 'Pasajero 1 (Adulto)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pasajero 3 (Menor, 3 a 12 años)' })).toBeTruthy();
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'López');
    expect([field('Nombre, pasajero 1').value, field('Apellidos, pasajero 1').value]).toEqual(['Ana', 'López']);
    expect(field('Nombre, pasajero 2').value).toBe('');
    // Passenger 1 changed by hand no longer follows the contact.
    await userEvent.clear(field('Nombre, pasajero 1'));
    await userEvent.type(field('Nombre, pasajero 1'), 'Anita');
    await userEvent.type(field('Nombre'), 'í');
    expect(field('Nombre, pasajero 1').value).toBe('Anita');
  });

  it('prefills nothing when the contact does not travel', async () => {
    await familyPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'La persona de contacto viaja (pasajero 1)' }));
    await userEvent.type(field('Nombre'), 'Ana');
    expect(field('Nombre, pasajero 1').value).toBe('');
  });

  it("refuses a minor's age outside 3 to 12 with its message, then sends each passenger's name with its id", async () => {
    const flow = await familyPage();
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'López');
    await userEvent.type(field('Celular (10 dígitos)'), '3221234567');
    await userEvent.type(field('Correo electrónico'), 'ana@correo.mx');
    await userEvent.type(field('Nombre, pasajero 2'), 'Luis');
    await userEvent.type(field('Apellidos, pasajero 2'), 'Ibáñez');
    await userEvent.type(field('Nombre, pasajero 3'), 'Sofía');
    await userEvent.type(field('Apellidos, pasajero 3'), 'Ibáñez');
    await userEvent.type(field('Edad (años), pasajero 3'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.calls.saveContact).toHaveLength(0);
    expect(document.activeElement).toBe(field('Edad (años), pasajero 3'));
    expect(screen.getByText('La tarifa de menor es para niños de 3 a 12 años; para otra edad cambia la tarifa en tu búsqueda.')).toBeTruthy();

    await userEvent.clear(field('Edad (años), pasajero 3'));
    await userEvent.type(field('Edad (años), pasajero 3'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveContact')).toMatchObject({
      goesContact: true,
      travellers: [
        { id: 41, type: 'adult', first_name: 'Ana', last_name: 'López', age: null },
        { id: 42, type: 'adult', first_name: 'Luis', last_name: 'Ibáñez', age: null },
        { id: 43, type: 'minor', first_name: 'Sofía', last_name: 'Ibáñez', age: 7 },
      ],
    });
  });

  it('takes a foreign phone with its country code and sends it in E.164', async () => {
    const flow = await familyPage();
    await userEvent.selectOptions(screen.getByLabelText('País del celular'), 'US');
    await userEvent.type(field('Celular'), '(213) 373-4253');
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'López');
    await userEvent.type(field('Correo electrónico'), 'ana@correo.mx');
    for (const [n, name] of [[2, 'Luis'], [3, 'Sofía']] as const) {
      await userEvent.type(field(`Nombre, pasajero ${n}`), name);
      await userEvent.type(field(`Apellidos, pasajero ${n}`), 'Ibáñez');
    }
    await userEvent.type(field('Edad (años), pasajero 3'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveContact')).toMatchObject({ contact: { cell_phone: '+12133734253' } });
  });

  it('moves to the country of a number pasted whole, and clears the refusal of a number corrected since', async () => {
    const flow = await familyPage();
    await userEvent.click(field('Celular (10 dígitos)'));
    await userEvent.paste('+1 213 373 425');
    expect((screen.getByLabelText('País del celular') as HTMLSelectElement).value).toBe('US');
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellidos'), 'López');
    await userEvent.type(field('Correo electrónico'), 'ana@correo.mx');
    for (const [n, name] of [[2, 'Luis'], [3, 'Sofía']] as const) {
      await userEvent.type(field(`Nombre, pasajero ${n}`), name);
      await userEvent.type(field(`Apellidos, pasajero ${n}`), 'Ibáñez');
    }
    await userEvent.type(field('Edad (años), pasajero 3'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    // The chart checks the shape only; the server, with the country's plan, refuses it.
    await flow.answer('saveContact', refused('invalid_phone', 'contact.cell_phone'));
    expect(screen.getByText('El teléfono no es válido para el país elegido.')).toBeTruthy();
    await userEvent.type(field('Celular'), '3');
    expect(screen.queryByText('El teléfono no es válido para el país elegido.')).toBeNull();
    expect(field('Celular').getAttribute('aria-invalid')).toBeNull();
  });
});
