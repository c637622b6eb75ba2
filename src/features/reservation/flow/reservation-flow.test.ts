// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from '../../../../domain/base64';
import { RESERVATION_FLOW_VERSION } from '../../../../machines/reservation/reservation-persistence';
import { createFlowBinding } from '../../../lib/flow-binding/flow-binding';
import { createReservationBinding } from './reservation-binding';
import { RESERVATION_STORAGE_KEY, reservationFlowStart } from './reservation-flow';

// A day on sale (tickets are sold up to 120 days ahead, domain/search/sales-horizon.ts).
const tenDaysAhead = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

const origins = [{ id: 'a', name: 'A', city: 'A', address: 'x', destinations: [{ id: 'b', name: 'B', city: 'B', address: 'y' }] }];
const answers: Record<string, unknown> = {
  '/api/websale/reservation/origins': origins,
  '/api/websale/reservation/create': { code: 'ABC123', reservation: encodeBase64Json({ code: 'ABC123' }), payment_deadline: 'x', summary: null },
  '/api/websale/reservation/schedules': { next_day: null, prev_day: null, schedules: [] },
};

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', async (request: Request) => {
    const data = answers[new URL(request.url).pathname];
    return new Response(JSON.stringify({ http: { code: 200, status: 'success' }, content: { data, errors: [] } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The app's reservation binding, with the chart started here instead of imported on demand. */
function startReservationFlow() {
  const binding = createFlowBinding({
    ...createReservationBinding().definition,
    start: async (self) => reservationFlowStart({ queryClient: new QueryClient(), self }),
  });
  return binding.load();
}

async function startedReservation() {
  const actor = await startReservationFlow();
  await settle();
  actor.send({ type: 'search.change', patch: { origin: 'a', destination: 'b', round: false, departure: { date: tenDaysAhead, open: false } } });
  actor.send({ type: 'search.submit' });
  await settle();
  return actor;
}

describe('reservation flow persistence', () => {
  it('stores the flow encoded in session storage and a new start resumes the same step', async () => {
    const first = await startedReservation();
    expect(first.getSnapshot().matches({ booking: { step: 'schedules' } })).toBe(true);
    const stored = decodeBase64Json(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!) as { version: number };
    expect(stored.version).toBe(RESERVATION_FLOW_VERSION);
    first.stop();

    const resumed = await startReservationFlow();
    expect(resumed.getSnapshot().context.reservation.code).toBe('ABC123');
    expect(resumed.getSnapshot().matches({ booking: { step: 'schedules' } })).toBe(true);
  });

  it('discards a flow stored by another version', async () => {
    (await startedReservation()).stop();
    const stored = decodeBase64Json(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!) as { value: unknown };
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, encodeBase64Json({ version: RESERVATION_FLOW_VERSION + 1, value: stored.value }));
    const fresh = await startReservationFlow();
    expect(fresh.getSnapshot().matches('search')).toBe(true);
    expect(fresh.getSnapshot().context.reservation.code).toBeNull();
  });
});
