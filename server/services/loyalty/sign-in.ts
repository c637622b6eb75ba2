import type { Identifier } from '../../../domain/loyalty/identify-card';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { AppDeps } from '../service-deps';
import type { LoyaltyAuth } from './loyalty-auth';
import { findMemberCredentials } from './loyalty.queries';
import { profileOf, type ProfileView } from './profile-view';
import { openSession } from './sessions';

export interface SignedIn {
  session: string;
  expires_at: string;
  traveller: ProfileView;
}

/** A session for the member, with their profile: what sign-in and registration answer. */
export async function signedIn(deps: AppDeps, memberId: number): Promise<SignedIn> {
  const now = deps.clock.now();
  const { session, expiresAt } = await openSession(deps.db, memberId, now);
  const traveller = await profileOf(deps.db, memberId);
  if (!traveller) throw new Error('member vanished while signing in');
  return { session, expires_at: expiresAt.toISOString(), traveller };
}

/**
 * The key refused sign-ins count under (`accountSignInFailures`): the member the identifier names, whether
 * their card, e-mail or mobile was typed, so five refusals lock the member and not one identifier of theirs;
 * an identifier no member has is counted by itself, and locks the same way.
 */
export async function signInLockKey(deps: AppDeps, identifier: Identifier): Promise<string> {
  const member = await findMemberCredentials(deps.db, identifier);
  return member ? memberLockKey(member.id) : `unknown:${identifier.kind}:${identifier.value}`;
}

/** The member's own sign-in lock key; a password recovered with a valid code lifts the lock under it. */
export const memberLockKey = (memberId: number) => `member:${memberId}`;

/**
 * Login (docs/rules/loyalty.md#signing-in). An unknown account and a wrong password get the same answer (401 authentication_failed)
 * after the same scrypt work; only the right password of a closed card learns that the card is not usable
 * (403 traveller_not_found, "could not authenticate the traveller").
 */
export async function signIn(deps: AppDeps, auth: LoyaltyAuth, identifier: Identifier, password: string): Promise<Outcome<SignedIn, 'loyalty'>> {
  const member = await findMemberCredentials(deps.db, identifier);
  const matches = member ? await auth.verify(password, member.passwordHash) : await auth.verifyNobody(password);
  if (!member || !matches) return refuse(401, 'authentication_failed');
  if (!member.active) return refuse(403, 'traveller_not_found');
  return success(await signedIn(deps, member.id));
}
