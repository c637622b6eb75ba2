import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratesListQuery, schedulesListQuery, terminalsListQuery, type RateListItem, type ScheduleListItem, type Terminal } from '../../features/content/content-queries';
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

async function serverRender(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(schedulesListQuery().queryKey, schedules);
  queryClient.setQueryData(schedulesListQuery({ destination: 'sayulita' }).queryKey, schedules);
  queryClient.setQueryData(ratesListQuery({ destination: 'sayulita' }).queryKey, rates);
  queryClient.setQueryData(terminalsListQuery().queryKey, terminals);
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
