import type { Origin } from '../../../../machines/reservation/reservation.ports';
import { currentEnvironment } from '../../../api/vite-environment';

// The terminals for the search form on home's first render (issue 11: the origins are there before
// the first touch), fetched without the typed client and its query cache, which load with the flow
// (docs/decisions/009). The chart loads them again through its port when the flow arrives; the
// server answers that from its read cache (decision 020).

type Place = { id?: unknown; name?: unknown; city?: unknown };
const place = (p: Place) => ({ id: String(p.id), name: String(p.name), ...(typeof p.city === 'string' ? { city: p.city } : {}) });

/** The origins with their destinations, or null when they could not be had (the chart will retry). */
export async function fetchHomeOrigins(): Promise<Origin[] | null> {
  const target = currentEnvironment().services.websale;
  try {
    const response = await fetch(`${target.baseUrl}/reservation/origins`, { headers: { ...target.headers, lang: 'es' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { content?: { data?: unknown } };
    const data = body.content?.data;
    if (!Array.isArray(data)) return null;
    return (data as Array<Place & { destinations?: Place[] }>).map((origin) => ({
      ...place(origin),
      destinations: (origin.destinations ?? []).map(place),
    }));
  } catch {
    return null;
  }
}
