// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_QUERIES_ID } from '../../lib/query-client';
import { catalogueData, ratesListQuery, terminalsListQuery, type RateListItem, type Terminal } from './content-queries';

// A pre-rendered content page (decision 022) carries the answers it was rendered with; its loader reads
// them from the page, so neither TanStack Query nor the API client loads before it hydrates. Any other
// query goes through the client's cache, as on a page reached by a client navigation.

const gdl = { id: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara' };
const say = { id: 'sayulita', name: 'Terminal Sayulita' };
const rates: RateListItem[] = [{ origin: gdl, destination: say, currency: 'MXN', fares: { adult: 640, minor: 320, inapam: 320, infant: 0, student: 320, student_flex: 320, teacher: 480, teacher_flex: 480 } }];

/** The page as the pre-render writes it: the dehydrated cache its loaders filled, in a JSON script. */
function prerenderedPageWith(fill: (client: QueryClient) => void) {
  const client = new QueryClient();
  fill(client);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDERED_QUERIES_ID;
  script.textContent = JSON.stringify(dehydrate(client));
  document.body.append(script);
}

describe('content page data on a pre-rendered first page', () => {
  beforeAll(() => prerenderedPageWith((client) => client.setQueryData(ratesListQuery().queryKey, rates)));

  it("reads the page's own answer without loading the query client", async () => {
    const loadQueryClient = vi.fn(async () => new QueryClient());
    await expect(catalogueData({ loadQueryClient, params: {}, lang: 'es' }, ratesListQuery())).resolves.toEqual(rates);
    expect(loadQueryClient).not.toHaveBeenCalled();
  });

  it('reads a query the page does not carry through the client, and a failed one as null', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const terminals: Terminal[] = [];
    client.setQueryData(terminalsListQuery().queryKey, terminals);
    const loadQueryClient = vi.fn(async () => client);
    await expect(catalogueData({ loadQueryClient, params: {}, lang: 'es' }, terminalsListQuery())).resolves.toBe(terminals);
    const failing = { ...ratesListQuery({ destination: 'nowhere' }), queryFn: () => Promise.reject(new Error('503')) };
    await expect(catalogueData({ loadQueryClient, params: {}, lang: 'es' }, failing)).resolves.toBeNull();
    expect(loadQueryClient).toHaveBeenCalledTimes(2);
  });
});
