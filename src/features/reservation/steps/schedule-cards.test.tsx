// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as shellEn } from '../../../i18n/locales/en.po';
import { messages as shellEs } from '../../../i18n/locales/es.po';
import { messages as flowEn } from '../locales/en.po';
import { messages as flowEs } from '../locales/es.po';
import { dayPage, ok, renderWithFlow, schedule, startFlow, toSchedules } from './reservation-steps.test-fixture';
import { SchedulesStep } from './schedules-step';
import { SummaryPanel } from './summary-panel';

afterEach(cleanup);

type Trip = Parameters<typeof toSchedules>[1];

async function listed(trip: Trip, page: object, locale: 'es' | 'en' = 'es') {
  const flow = startFlow();
  await toSchedules(flow, trip);
  renderWithFlow((
    <>
      <SchedulesStep actor={flow.actor} />
      <SummaryPanel actor={flow.actor} />
    </>
  ), locale);
  // The app's own texts in the language shown (the fixture loads the contract's error texts only).
  i18n.load({ es: { ...shellEs, ...flowEs }, en: { ...shellEn, ...flowEn } });
  await flow.answer('loadSchedules', ok(page));
  return flow;
}

const cardOf = (time: RegExp) => screen.getByRole('radio', { name: time }).closest('li')!;
const times = () => screen.getAllByRole('radio').map((radio) => /\d+:\d+ [AP]M/.exec(radio.closest('label')!.textContent ?? '')?.[0]);

describe('schedule cards', () => {
  it('show the price per person of each passenger type searched, the class and what it offers', async () => {
    await listed({ passengers: { adult: 1, minor: 1, infant: 1 } }, dayPage);
    const card = cardOf(/8:00 AM/);
    expect(card.textContent).toContain('Adulto: $915.00 c/u');
    expect(card.textContent).toContain('Menor (3 a 12 años): $457.50 c/u');
    expect(card.textContent).toContain('Infante (0 a 2 años): sin costo');
    expect(card.textContent).not.toContain('INAPAM');
    expect(card.textContent).toContain('Ejecutivo');
    for (const amenity of ['Wi-Fi', 'Cargador USB', 'Sanitario', 'Pantallas de entretenimiento']) expect(card.textContent).toContain(amenity);
  });

  it('name the class, its amenities and the prices in English', async () => {
    await listed({ passengers: { adult: 1, inapam: 1 } }, { ...dayPage, schedules: [schedule(1, '08:00', '13:30', 915, { service_class: 'first', bus_type: 'Primera clase 2+2', amenities: ['wifi', 'ac'] })] }, 'en');
    const card = cardOf(/8:00 AM/);
    expect(card.textContent).toContain('First class 2+2');
    expect(card.textContent).not.toContain('Primera clase');
    expect(card.textContent).toContain('Wi-Fi');
    expect(card.textContent).toContain('Air conditioning');
    expect(card.textContent).toContain('INAPAM (senior): MX$457.50 each');
    expect(screen.getByText('Outbound: Puerto Vallarta → Guadalajara')).toBeTruthy();
  });

  it('sort by departure time or by price with a keyboard-usable control', async () => {
    const page = { ...dayPage, schedules: [schedule(3, '18:00', '23:30', 700), schedule(1, '08:00', '13:30', 915), schedule(2, '13:30', '19:00', 500)] };
    await listed({}, page);
    expect(times()).toEqual(['8:00 AM', '1:30 PM', '6:00 PM']);
    const order = screen.getByRole('combobox', { name: 'Ordenar por' });
    order.focus();
    await userEvent.selectOptions(order, 'Precio más bajo');
    expect(times()).toEqual(['1:30 PM', '6:00 PM', '8:00 AM']);
    await userEvent.selectOptions(order, 'Hora de salida');
    expect(times()).toEqual(['8:00 AM', '1:30 PM', '6:00 PM']);
  });

  it('show the INAPAM places left, no price on a bus short of them, and say so when it is chosen', async () => {
    const short = schedule(1, '08:00', '13:30', 915, { discount_seats: { student: 8, teacher: 2, inapam: 2 } });
    const roomy = schedule(2, '13:30', '19:00', 1000, { discount_seats: { student: 8, teacher: 2, inapam: 3 } });
    const flow = await listed({ passengers: { adult: 0, inapam: 3 } }, { ...dayPage, schedules: [short, roomy] });
    const card = cardOf(/8:00 AM/);
    expect(card.textContent).toContain('Lugares con descuento de INAPAM: 2');
    expect(card.textContent).toContain('Sin lugar para todo tu grupoQuedan 2 de los 3 lugares INAPAM que buscas');
    expect(card.textContent).not.toContain('$');
    expect(cardOf(/^Sale 1:30 PM/).textContent).toContain('$1,000.00');

    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toBe('Solo quedan 2 lugares INAPAM en este autobús.El autobús de las 1:30 PM de este día tiene lugar para todo tu grupo.Elegir el autobús de las 1:30 PM');
    const radio = screen.getByRole('radio', { name: /8:00 AM/ });
    expect(radio).toHaveProperty('checked', false);
    expect(radio.getAttribute('aria-describedby')).toBe(alert.id);
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('summary-total').textContent).toBe('por definir');

    // The bus offered instead is one press away.
    await userEvent.click(within(alert).getByRole('button', { name: 'Elegir el autobús de las 1:30 PM' }));
    expect(screen.getByRole('radio', { name: /^Sale 1:30 PM/ })).toHaveProperty('checked', true);
    expect(within(card).queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(flow.lastInput('saveSchedules')).toMatchObject({ departure: { schedule_id: 2 } });
  });

  it('says the quota in English too', async () => {
    await listed({ passengers: { adult: 0, inapam: 3 } }, dayPage, 'en');
    expect(cardOf(/8:00 AM/).textContent).toContain('No room for your whole party2 of the 3 INAPAM places you want are left');
    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    expect(within(cardOf(/8:00 AM/)).getByRole('alert').textContent).toMatch(/^Only 2 INAPAM places left on this bus\./);
  });

  it('with no other bus for the party, says to pick another day or let the rest travel at another fare, in both languages', async () => {
    const full = (id: number, time: string) => schedule(id, time, '13:30', 915, { discount_seats: { student: 8, teacher: 2, inapam: 1 } });
    const page = { ...dayPage, schedules: [full(1, '08:00'), full(2, '13:30')] };
    await listed({ passengers: { adult: 0, inapam: 3 } }, page);
    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    const alert = within(cardOf(/8:00 AM/)).getByRole('alert');
    expect(alert.textContent).toBe(
      'Solo queda 1 lugar INAPAM en este autobús.Ningún otro autobús de este día tiene lugares INAPAM para todos: elige otro día, o cambia tu búsqueda para que 2 pasajeros viajen con otra tarifa (adulto).',
    );
    expect(within(alert).queryByRole('button')).toBeNull();
    cleanup();
    await listed({ passengers: { adult: 0, inapam: 3 } }, page, 'en');
    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    expect(within(cardOf(/8:00 AM/)).getByRole('alert').textContent).toBe(
      'Only 1 INAPAM place left on this bus.No other bus this day has INAPAM places for everyone: choose another day, or change your search so that 2 passengers travel at another fare (adult).',
    );
  });

  it('name the return direction, and the summary gives each leg its route', async () => {
    await listed({ round: true }, dayPage);
    expect(screen.getByText('Salida: Puerto Vallarta → Guadalajara')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /8:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Elige tu horario de regreso' })).toBeTruthy();
    expect(screen.getByText('Regreso: Guadalajara → Puerto Vallarta')).toBeTruthy();
    const legs = within(screen.getByRole('region', { name: 'Resumen de tu reservación' })).getAllByRole('definition');
    expect(legs[0]!.textContent).toMatch(/^Puerto Vallarta →\s?a Guadalajara/);
    expect(legs[1]!.textContent).toMatch(/^Guadalajara →\s?a Puerto Vallarta/);
  });
});
