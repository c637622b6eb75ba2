import type { QueryClient } from '@tanstack/react-query';
import { LOYALTY_SESSION_HEADER } from '../../../domain/loyalty/account-rules';
import type { Failure, Result } from '../../../domain/result';
import type { TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import type { ServiceClient } from '../../api/service-clients';
import { loadQueryClient } from '../../lib/query-client';
import { loyaltyFlow } from './loyalty-binding';

// The signed-in member's profile (card, tier, points) through TanStack Query: the loyalty chart's loadProfile reads
// it, and a payment that spent or earned points invalidates it, so the balance shown is read again rather than kept.

/** Every member's profile query starts with this key; one session's is `[...key, session]`. */
export const memberProfileKey = ['loyalty', 'profile'] as const;

export function memberProfileQuery(client: ServiceClient<'loyalty'>, session: string) {
  return {
    queryKey: [...memberProfileKey, session] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Result<TravellerProfile>> => {
      const result = await client.call('get', '/site/account/profile', { params: { header: { [LOYALTY_SESSION_HEADER]: session } }, signal });
      if (result.ok) return { ok: true, data: result.data as TravellerProfile };
      return { ok: false, errors: result.errors.map((item): Failure => ({ code: item.code, ...(item.field ? { field: item.field } : {}) })) };
    },
    // A minute: opening the profile again soon reads no more; a payment invalidates it at once.
    staleTime: 60_000,
  };
}

/** The profile of a session, read through the query cache; a refusal (the session ended) is not kept. */
export async function readMemberProfile(queryClient: QueryClient, client: ServiceClient<'loyalty'>, session: string): Promise<Result<TravellerProfile>> {
  const query = memberProfileQuery(client, session);
  const answer = await queryClient.fetchQuery(query);
  if (!answer.ok) queryClient.removeQueries({ queryKey: query.queryKey });
  return answer;
}

/**
 * After a booking paid by a signed-in member (points spent, points earned): the cached profile is stale, and a
 * profile on screen is read again now.
 */
export async function refreshMemberBalance(): Promise<void> {
  const queryClient = await loadQueryClient();
  await queryClient.invalidateQueries({ queryKey: memberProfileKey });
  const actor = loyaltyFlow.current();
  if (actor?.getSnapshot().matches({ signedIn: 'profile' })) actor.send({ type: 'profile.refresh' });
}
