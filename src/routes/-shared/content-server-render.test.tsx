import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratesListQuery, schedulesListQuery, terminalsListQuery, toursListQuery, type RateListItem, type ScheduleListItem, type Terminal, type TourProduct } from '../../features/content/content-queries';
import { i18n } from '../../i18n/i18n';
import { routeTree } from '../../route-tree.gen';

// Decision 021: a content page renders on a server (the build's prerender) from the query cache its route's
// loader reads, with no browser: the cache is filled first, as a prerender would, and nothing is fetched.
// The page is rendered inside bare layouts: the shell (header, dialogs, cookie banner) is the prerender's.

const gdl = { id: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara' };
const say = { id: 'sayulita', name: 'Terminal Sayulita' };
const schedules: ScheduleListItem[] = [{ origin: gdl, destination: say, times: ['07:00:00', '14:00:00'], duration: 315, bus_type: ['Primera clase 2+2'] }];
const rates: RateListItem[] = [{ origin: gdl, destination: say, currency: 'MXN', fares: { adult: 640, minor: 320, inapam: 320, infant: 0, student: 320, student_flex: 320, teacher: 480, teacher_flex: 480 } }];
const terminals: Terminal[] = [
  { id: 'sayulita', name: 'Terminal Sayulita', city: 'Sayulita', state: 'Nayarit', address: 'Calle Revolución 32, Centro', postal_code: '63842', phone: '3292910400', latitude: 20.869, longitude: -105.439, timezone: 'America/Mexico_City', hours: { opens: '05:30', closes: '21:00' }, services: ['ticket_office', 'restrooms'] },
];

const meetingAt = (terminal_id: string) => ({ terminal_id, name: terminal_id, address: '', latitude: 0, longitude: 0, minutes_before: 15, note: '' });
const tour = (id: number, slug: string, name: string, terminal: string): TourProduct => ({
  id, slug, name, category: 'towns', description: '', image: `/images/tours/${slug}.svg`, duration_minutes: 300, price_from: 890, currency: 'MXN',
  prices: { adult: 890, minor: 445, inapam: 445, infant: 0 }, location: name, includes: [], languages: ['es'], meeting_points: [meetingAt(terminal)],
  min_party: 1, max_party: 10, cancellation: { free_until_hours: 24, text: '' },
});
// One tour meets at the Sayulita terminal, the other in Puerto Vallarta: the landing page lists only the first.
const tours = { product: [tour(7, 'sayulita', 'Sayulita, pueblo mágico', 'sayulita'), tour(2, 'yelapa', 'Yelapa', 'puerto-vallarta')] };

async function serverRender(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(schedulesListQuery().queryKey, schedules);
  queryClient.setQueryData(schedulesListQuery({ destination: 'sayulita' }).queryKey, schedules);
  queryClient.setQueryData(ratesListQuery({ destination: 'sayulita' }).queryKey, rates);
  queryClient.setQueryData(terminalsListQuery().queryKey, terminals);
  queryClient.setQueryData(toursListQuery('es').queryKey, tours);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { loadQueryClient: async () => queryClient, previousPath: () => null },
  });
  for (const id of ['__root__', '/_default', '/_static'] as const) router.routesById[id].update({ component: Outlet });
  await router.load();
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('content pages render on a server', () => {
  it('a landing page shows its timetable, from-price and terminal in Spanish', async () => {
    const html = await serverRender('/boletos-a-sayulita');
    expect(html).toContain('Boletos de autobús a Sayulita');
    expect(html).toContain('7:00 AM');
    expect(html).toContain('$640.00');
    expect(html).toContain('Calle Revolución 32');
    // The tours that meet at the terminal the bus arrives at, linked to their pages.
    expect(html).toContain('Tours desde la terminal de Sayulita');
    expect(html).toContain('href="/tours/detalle/sayulita"');
    expect(html).not.toContain('Yelapa');
  });

  it('the schedules page in English', async () => {
    const html = await serverRender('/horarios?lang=en');
    expect(html).toContain('Schedules');
    expect(html).toContain('First class 2+2');
    expect(html).toContain('2:00 PM');
  });

  it('a text page: the terms and conditions', async () => {
    const html = await serverRender('/terminos-condiciones');
    expect(html).toContain('válido durante 1 año');
    expect(html).toContain('25 kg');
  });
});
