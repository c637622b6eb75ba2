import { fromPromise } from 'xstate';
import { LOYALTY_SESSION_HEADER } from '../../../domain/loyalty/account-rules';
import type { Failure, Result } from '../../../domain/result';
import type { Credentials, PasswordChange, PasswordReset, ProfileUpdate, RecoveryRequest, RegistrationForm, SignedIn, TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import type { ServiceClient } from '../../api/service-clients';
import { loadQueryClient } from '../../lib/query-client';
import { readMemberProfile } from './member-profile-query';

// The loyalty chart's ports over the loyalty client: expected refusals come back as values, kept to what
// the chart decides on (code and field), without the server's wording.

function toResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  if (result.ok) return { ok: true, data: map(result.data) };
  return { ok: false, errors: result.errors.map((item): Failure => ({ code: item.code, ...(item.field ? { field: item.field } : {}) })) };
}

const sessionHeader = (session: string) => ({ [LOYALTY_SESSION_HEADER]: session });

export function createLoyaltyActors(client: ServiceClient<'loyalty'>) {
  return {
    signIn: fromPromise<Result<SignedIn>, Credentials>(async ({ input, signal }) =>
      toResult(await client.call('post', '/site/account/login', { body: input, signal }), (data) => data as SignedIn),
    ),
    register: fromPromise<Result<SignedIn>, RegistrationForm>(async ({ input, signal }) =>
      toResult(await client.call('post', '/site/account/register', { body: input, signal }), (data) => data as SignedIn),
    ),
    // Through the query cache (member-profile-query.ts): a payment with points invalidates it.
    loadProfile: fromPromise<Result<TravellerProfile>, { session: string }>(async ({ input }) => readMemberProfile(await loadQueryClient(), client, input.session)),
    sendRecoveryCode: fromPromise<Result<unknown>, RecoveryRequest>(async ({ input, signal }) =>
      toResult(
        await client.call('post', '/site/account/forgot_password/{identify_card}', {
          params: { path: { identify_card: input.identify_card.trim() } },
          body: { send_type: input.send_type },
          signal,
        }),
        (data) => data,
      ),
    ),
    resetPassword: fromPromise<Result<unknown>, PasswordReset>(async ({ input, signal }) =>
      toResult(
        await client.call('post', '/site/account/forgot_password/{identify_card}', { params: { path: { identify_card: input.identify_card.trim() } }, body: input, signal }),
        (data) => data,
      ),
    ),
    saveProfile: fromPromise<Result<TravellerProfile>, { session: string; update: ProfileUpdate }>(async ({ input, signal }) =>
      toResult(
        await client.call('put', '/site/account/profile', { params: { header: sessionHeader(input.session) }, body: input.update, signal }),
        (data) => data as TravellerProfile,
      ),
    ),
    changePassword: fromPromise<Result<SignedIn>, { session: string; change: PasswordChange }>(async ({ input, signal }) =>
      toResult(
        await client.call('post', '/site/account/password', { params: { header: sessionHeader(input.session) }, body: input.change, signal }),
        (data) => data as SignedIn,
      ),
    ),
    signOut: fromPromise<Result<unknown>, { session: string }>(async ({ input, signal }) =>
      toResult(await client.call('post', '/site/account/logout', { body: {}, params: { header: sessionHeader(input.session) }, signal }), (data) => data),
    ),
  };
}
