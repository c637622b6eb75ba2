// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Json } from '../../../domain/base64';
import { emptyPassengers } from '../../../domain/search/passengers';
import { createActor } from 'xstate';
import { persistReservationFlow } from '../../../machines/reservation/reservation-persistence';
import { reservationMachine } from '../../../machines/reservation/reservation.machine';

// A day on sale (tickets are sold up to 120 days ahead, domain/search/sales-horizon.ts).
const tenDaysAhead = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

// The search form as a traveller meets it (docs/rules/booking.md#the-search-form): the steppers warn of a mix the search will
// refuse as they move, and home's first render shows the search saved in this tab, never a refused mix.

const origins = [
  { id: 'puerto-vallarta', name: 'Central Camionera de Puerto Vallarta', city: 'Puerto Vallarta', address: 'x', destinations: [{ id: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara', city: 'Guadalajara', address: 'y' }] },
  { id: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara', city: 'Guadalajara', address: 'y', destinations: [{ id: 'puerto-vallarta', name: 'Central Camionera de Puerto Vallarta', city: 'Puerto Vallarta', address: 'x' }] },
];

beforeAll(() => {
  i18n.load({ es: {} });
  i18n.activate('es');
});
beforeEach(() => {
  // A fresh module graph is a fresh page: the flow's binding holds one actor per page load.
  vi.resetModules();
  sessionStorage.clear();
  vi.stubGlobal('fetch', async (request: Request | string) => {
    const path = new URL(typeof request === 'string' ? request : request.url, 'http://localhost').pathname;
    const data = path.endsWith('/reservation/origins') ? origins : null;
    return new Response(JSON.stringify({ http: { code: 200, status: 'success' }, content: { data, errors: [] } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(fromHome: boolean) {
  const { SearchForm } = await import('./search-form');
  const rootRoute = createRootRoute({ component: () => <SearchForm fromHome={fromHome} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
}

/** The flow's first load (chart, client, catalogs) takes a while in a cold test. */
const slow = { timeout: 5000 };
const warnings = () => screen.getByRole('group', { name: 'Pasajeros' }).querySelector('[role="status"]')?.textContent ?? '';
const count = (type: string) => screen.getByLabelText(new RegExp(`^${type}: \\d+$`)).textContent;

describe('the passenger steppers', () => {
  it('warn as they move of a mix the search will refuse, and stop once it is fixed', async () => {
    const { reservationFlow } = await import('../reservation/reservation-provider');
    await reservationFlow.load();
    await renderForm(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origen' }).getAttribute('placeholder')).toBe('Ciudad o terminal'), slow);
    expect(warnings()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Infante (0 a 2 años)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar: Adulto' }));
    await waitFor(() => expect(warnings()).toContain('Solo se permite un infante por adulto.'), slow);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Adulto' }));
    expect(warnings()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Estudiante' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Salida abierta' }));
    expect(warnings()).toContain('La tarifa de estudiante no puede ser de viaje abierto.');
  });
});

describe('home on its first render', () => {
  /** What the flow stores in this tab (docs/rules/booking.md#the-reservation-as-the-client-keeps-it) after the traveller typed `search`: a real persisted chart. */
  function saveSearch(search: Record<string, unknown>) {
    const actor = createActor(reservationMachine, { input: {} });
    actor.start();
    actor.send({ type: 'xstate.done.actor.loadOrigins', output: { ok: true, data: origins } } as never);
    const trip = { origin: 'guadalajara', destination: 'puerto-vallarta', round: false, departure: { date: tenDaysAhead, open: false } };
    actor.send({ type: 'search.change', patch: { ...trip, ...search } });
    const stored = persistReservationFlow(actor);
    actor.stop();
    sessionStorage.setItem('reservation', encodeBase64Json({ version: stored.version, value: stored.snapshot }));
  }

  it('shows the search saved in this tab before any touch: the trip at once, the passengers once the flow restores them', async () => {
    saveSearch({ passengers: { ...emptyPassengers(), adult: 2, minor: 1 } });
    await renderForm(true);
    expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveProperty('value', 'Nueva Central Camionera de Guadalajara');
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveProperty('value', 'Central Camionera de Puerto Vallarta');
    expect(screen.getByRole('checkbox', { name: 'Viaje redondo' })).toHaveProperty('checked', false);
    await waitFor(() => expect(count('Adulto')).toBe('2'), slow);
    expect(count('Menor \\(3 a 12 años\\)')).toBe('1');
  });

  it('never restores a mix the rules refuse: an infant without an adult comes back as one adult', async () => {
    saveSearch({ passengers: { ...emptyPassengers(), infant: 2 } });
    await renderForm(true);
    expect(count('Adulto')).toBe('1');
    expect(count('Infante \\(0 a 2 años\\)')).toBe('0');
    // Still so once the flow has loaded and restored itself (its search-live view is what shows then).
    const { reservationFlow } = await import('../reservation/reservation-provider');
    await waitFor(() => expect(reservationFlow.current()).not.toBeNull(), slow);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reservationFlow.current()?.getSnapshot().context.search.origin).toBe('guadalajara');
    expect(count('Adulto')).toBe('1');
    expect(count('Infante \\(0 a 2 años\\)')).toBe('0');
  });

  it('loads the terminals on a first visitor’s first touch, and swaps origin and destination', async () => {
    await renderForm(true);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: 'Origen' }), 'vallarta');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Central Camionera de Puerto Vallarta' })).toBeTruthy(), slow);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('combobox', { name: 'Destino' }), 'guadalajara{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Intercambiar origen y destino' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveProperty('value', 'Nueva Central Camionera de Guadalajara'), slow);
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveProperty('value', 'Central Camionera de Puerto Vallarta');
  });
});
