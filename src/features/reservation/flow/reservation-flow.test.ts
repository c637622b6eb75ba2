// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBase64Json, encodeBase64Json } from '../../../../domain/base64';
import { RESERVATION_FLOW_VERSION } from '../../../../machines/reservation/reservation-persistence';
import { CLEARING_DELAY_MS, clearFlowOnStart } from './flow-clearing';
import { RESERVATION_STORAGE_KEY, startReservationFlow } from './reservation-flow';

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
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function startedReservation() {
  const actor = startReservationFlow({ queryClient: new QueryClient() });
  await settle();
  actor.send({ type: 'search.change', patch: { origin: 'a', destination: 'b', round: false, departure: { date: '2099-01-10', open: false } } });
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

    const resumed = startReservationFlow({ queryClient: new QueryClient() });
    expect(resumed.getSnapshot().context.reservation.code).toBe('ABC123');
    expect(resumed.getSnapshot().matches({ booking: { step: 'schedules' } })).toBe(true);
  });

  it('discards a flow stored by another version', async () => {
    (await startedReservation()).stop();
    const stored = decodeBase64Json(sessionStorage.getItem(RESERVATION_STORAGE_KEY)!) as { value: unknown };
    sessionStorage.setItem(RESERVATION_STORAGE_KEY, encodeBase64Json({ version: RESERVATION_FLOW_VERSION + 1, value: stored.value }));
    const fresh = startReservationFlow({ queryClient: new QueryClient() });
    expect(fresh.getSnapshot().matches('search')).toBe(true);
    expect(fresh.getSnapshot().context.reservation.code).toBeNull();
  });
});

describe('SPEC §4 clearing rule on the reservation start', () => {
  it('as the first route: after one second the reservation is dropped and the form kept', async () => {
    const actor = await startedReservation();
    vi.useFakeTimers();
    clearFlowOnStart(actor);
    vi.advanceTimersByTime(CLEARING_DELAY_MS - 1);
    expect(actor.getSnapshot().context.reservation.code).toBe('ABC123');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(actor.getSnapshot().context.reservation.code).toBeNull();
    expect(actor.getSnapshot().context.search.origin).toBe('a');
  });

  it('coming from another page of the site (not first, not from the flow): nothing is cleared', async () => {
    const actor = await startedReservation();
    document.body.innerHTML = '<div class="layout"></div>';
    vi.useFakeTimers();
    clearFlowOnStart(actor);
    vi.advanceTimersByTime(CLEARING_DELAY_MS * 2);
    expect(actor.getSnapshot().context.reservation.code).toBe('ABC123');
    document.body.innerHTML = '';
  });
});
