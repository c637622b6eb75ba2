import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { encodeBase64Json } from '../../../../domain/base64';
import { defaultReservation } from '../../../../domain/reservation/reservation-state';
import type { ReservationContext } from '../../../../machines/reservation/reservation-context';
import { resolveEnvironment } from '../../../api/environments';
import { createServiceClient } from '../../../api/service-clients';
import { createWebsaleActors } from './websale-actors';

// The reservation chart's linkTraveller slot over websale `traveller` (decision 034): the loyalty session of
// this tab rides in the `session` header, beside the flow token; without one nothing is asked.

const session = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../../loyalty/loyalty-provider', () => ({ currentLoyaltySession: async () => session.value }));

function setup(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return answer();
  });
  const client = createServiceClient('websale', resolveEnvironment('local'), { fetch, origin: 'http://site.test' });
  const context = { reservation: defaultReservation() } as ReservationContext;
  const actors = createWebsaleActors({ client, queryClient: new QueryClient(), context: () => context });
  const link = () => toPromise(createActor(actors.linkTraveller, { input: { code: 'ABC123', flowToken: 'flow-ABC123', activeReward: true } }).start());
  return { link, requests };
}

const envelope = (data: unknown, status = 200, errors: unknown[] = []) =>
  new Response(JSON.stringify({ http: { code: status, status: status === 200 ? 'success' : 'error' }, content: { data, errors } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('websale linkTraveller actor', () => {
  beforeEach(() => {
    session.value = null;
  });

  it('sends the session and the flow token as headers, and hands the linked reservation to the chart', async () => {
    session.value = 'member-session';
    const reservation = { ...defaultReservation(), code: 'ABC123', exist_traveller: true, active_reward: true };
    const { link, requests } = setup(() => envelope({ code: 'ABC123', reservation: encodeBase64Json(reservation), payment_deadline: 'x', summary: null }));
    const result = await link();
    expect(result).toMatchObject({ ok: true, data: { code: 'ABC123', exist_traveller: true, active_reward: true } });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/websale/reservation/traveller');
    expect(requests[0]!.headers.get('session')).toBe('member-session');
    expect(requests[0]!.headers.get('x-flow-token')).toBe('flow-ABC123');
    expect(await requests[0]!.json()).toEqual({ code: 'ABC123', active_reward: true });
  });

  it('turns a refusal into its code, and asks nothing when the tab has no session', async () => {
    session.value = 'ended-session';
    const refused = setup(() => envelope(null, 401, [{ code: 'traveller_session_invalid', message: 'x', field: 'session' }]));
    expect(await refused.link()).toEqual({ ok: false, errors: [{ code: 'traveller_session_invalid', field: 'session' }] });
    session.value = null;
    const none = setup(() => envelope(null));
    expect(await none.link()).toEqual({ ok: false, errors: [{ code: 'traveller_session_invalid', field: 'session' }] });
    expect(none.requests).toHaveLength(0);
  });
});
