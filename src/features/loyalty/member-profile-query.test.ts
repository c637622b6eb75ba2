import { describe, expect, it, vi } from 'vitest';
import { resolveEnvironment } from '../../api/environments';
import { createServiceClient } from '../../api/service-clients';
import { loadQueryClient } from '../../lib/query-client';
import { readMemberProfile, refreshMemberBalance } from './member-profile-query';

// The member's balance after a payment: the profile is read through TanStack Query, and a payment that moved the
// points invalidates it, so the next reading asks the server again instead of showing the old balance.

vi.mock('./loyalty-binding', () => ({ loyaltyFlow: { current: () => null } }));

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ http: { code: 200, status: 'success' }, content: { data, errors: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the member profile query', () => {
  it('keeps the balance for a minute, and reads it again once a payment invalidated it', async () => {
    let points = 500;
    const fetch = vi.fn(async () => envelope({ identify_card: '3200000002', tier: 'gold', points }));
    const client = createServiceClient('loyalty', resolveEnvironment('local'), { fetch, origin: 'http://site.test' });
    const queryClient = await loadQueryClient();
    const balance = async () => {
      const answer = await readMemberProfile(queryClient, client, 'session-1');
      return answer.ok ? answer.data.points : null;
    };
    expect(await balance()).toBe(500);
    points = 450;
    // Read again at once: the cache answers (the profile page opened twice does not ask twice).
    expect(await balance()).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    await refreshMemberBalance();
    expect(await balance()).toBe(450);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
