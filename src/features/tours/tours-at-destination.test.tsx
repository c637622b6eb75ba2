// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmedLeg } from '../../../machines/reservation/confirmation-details';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { ToursOnArrival } from './tours-at-destination';
import type { TourProduct } from './tours-queries';

// A bus traveller is offered the tours at the terminal their bus arrives at, on the day it arrives there
// (docs/rules/tours.md#tours-for-a-bus-trip), with a link to the tour's page on that day.

const asked: Array<{ lang: string; date?: string }> = [];
vi.mock('./tours-queries', () => ({
  productsQuery: (lang: string, filter: { date?: string }) => ({
    queryFn: async () => {
      asked.push({ lang, date: filter.date });
      return [tour(1, 'sayulita', 'Sayulita, pueblo mágico', 'sayulita'), tour(2, 'yelapa', 'Yelapa', 'puerto-vallarta')];
    },
  }),
}));
vi.mock('./tours-catalog', () => ({ loadToursCatalog: async () => undefined }));

function tour(id: number, slug: string, name: string, terminal: string): TourProduct {
  const point = { terminal_id: terminal, name: `Terminal ${terminal}`, address: '', latitude: 0, longitude: 0, minutes_before: 15, note: '' };
  return {
    id, slug, name, category: 'towns', description: '', image: '', duration_minutes: 300, price_from: 890, currency: 'MXN',
    prices: { adult: 890, minor: 445, inapam: 445, infant: 0 }, location: name, includes: [], languages: ['es'], meeting_points: [point],
    min_party: 1, max_party: 10, cancellation: { free_until_hours: 24, text: '' },
  };
}

const terminal = (id: string) => ({ id, name: id, address: '', timeZone: 'America/Mexico_City' });
// Arrives at 23:30 on 4 December in Sayulita (05:30 UTC on the 5th): the tours of the 4th are offered.
const legs: ConfirmedLeg[] = [
  { leg: 'departure', origin: terminal('guadalajara'), destination: terminal('sayulita'), departure: '2026-12-04T23:00:00Z', boarding: null, arrival: '2026-12-05T05:30:00Z', serviceClass: null, pendDeadline: null },
];

afterEach(() => {
  cleanup();
  asked.length = 0;
});

async function renderIn(lang: 'es' | 'en', trip: ConfirmedLeg[]) {
  const i18n = setupI18n({ locale: lang, messages: { es, en } });
  const rootRoute = createRootRoute({ component: () => <ToursOnArrival legs={trip} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
}

describe('the tours offered with a bus trip', () => {
  it('lists the tours meeting at the arrival terminal, linked on the local day of arrival (es)', async () => {
    await renderIn('es', legs);
    expect(await screen.findByRole('heading', { name: 'Tours el día que llegas' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sayulita, pueblo mágico' });
    expect(link.getAttribute('href')).toBe('/tours/detalle/sayulita?date=2026-12-04');
    expect(screen.queryByText('Yelapa')).toBeNull();
    expect(asked).toEqual([{ lang: 'es', date: '2026-12-04' }]);
  });

  it('speaks English to an English traveller', async () => {
    await renderIn('en', legs);
    expect(await screen.findByRole('heading', { name: 'Tours on the day you arrive' })).toBeTruthy();
    expect(screen.getByText(/from MX\$890\.00 per adult/)).toBeTruthy();
  });

  it('offers nothing for an open trip', async () => {
    await renderIn('es', [{ ...legs[0]!, departure: null, arrival: null }]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(asked).toEqual([]);
  });
});
