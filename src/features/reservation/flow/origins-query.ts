import { queryOptions } from '@tanstack/react-query';
import type { Origin } from '../../../../machines/reservation/reservation.ports';
import type { ServiceClient } from '../../../api/service-clients';

// The terminals and where each one goes: a catalogue, cached by TanStack Query so a new search (or
// the route's loader, which starts it early) does not ask again. A failure is thrown inside the
// query so it is never cached; the chart's slot turns it back into a value.

export const ORIGINS_QUERY_KEY = ['websale', 'origins'] as const;
// The terminals change rarely; the chart offers its own retry when loading fails.
const ORIGINS_STALE_MS = 30 * 60_000;

export function originsQuery(client: ServiceClient<'websale'>) {
  return queryOptions({
    queryKey: ORIGINS_QUERY_KEY,
    staleTime: ORIGINS_STALE_MS,
    retry: false,
    queryFn: async (): Promise<Origin[]> => {
      const result = await client.call('get', '/reservation/origins');
      if (!result.ok) throw result;
      return result.data.map((origin) => ({
        id: origin.id,
        name: origin.name,
        city: origin.city,
        destinations: origin.destinations.map((d) => ({ id: d.id, name: d.name, city: d.city })),
      }));
    },
  });
}
