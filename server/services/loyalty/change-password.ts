import { loyaltyPasswordPolicy, LOYALTY_SESSION_MINUTES } from '../../../domain/loyalty/account-rules';
import { passwordFailureMessage, passwordFailures } from '../../../domain/password-rules';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import { refuse, success, type FailureItem, type Outcome } from '../../platform/failure';
import type { AppDeps } from '../service-deps';
import type { LoyaltyAuth } from './loyalty-auth';
import { memberPasswordHash, replacePasswordAndSessions } from './password-change.queries';
import { profileOf } from './profile-view';
import type { SignedIn } from './sign-in';

// A signed-in member changes their password (decision 040): the current one checked as at sign-in, the new
// one held to the password rules (docs/rules/loyalty.md#password-rules) and the breached list, then every session of the member ended and a new one
// answered (ASVS 5.0: a changed credential ends the sessions it opened; the one in hand is rotated).

type Lang = 'es' | 'en';

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** The password rules (docs/rules/loyalty.md#password-rules) and the breached list for a new password, refused on `field` (the unmet rules in `detail`). */
export function newPasswordRefusal(auth: LoyaltyAuth, password: string, lang: Lang, field: string): FailureItem<'loyalty'> | null {
  const failures = passwordFailures(password, loyaltyPasswordPolicy);
  if (failures.length > 0) return { code: 'password_too_weak', field, detail: failures.map((f) => passwordFailureMessage(f, lang)).join(' ') };
  return auth.breached.has(password) ? { code: 'password_breached', field } : null;
}

/**
 * What the form can be told without the current password: an empty current password and an unfit new one,
 * both at once. Nothing here costs scrypt work or counts against the limits.
 */
export function passwordChangeRefusals(auth: LoyaltyAuth, input: PasswordChange, lang: Lang): Array<FailureItem<'loyalty'>> {
  const weak = newPasswordRefusal(auth, input.new_password, lang, 'new_password');
  return [...(input.current_password === '' ? [{ code: 'password_empty' as const, field: 'current_password' }] : []), ...(weak ? [weak] : [])];
}

/**
 * The change itself, for the member the session opened (the route checked the form and the limits): a wrong
 * current password is 401 password_incorrect after the scrypt work; a closed card is 403 traveller_not_found.
 */
export async function changePassword(deps: AppDeps, auth: LoyaltyAuth, memberId: number, input: PasswordChange): Promise<Outcome<SignedIn, 'loyalty'>> {
  const member = await memberPasswordHash(deps.db, memberId);
  if (!member || !(await auth.verify(input.current_password, member.passwordHash))) return refuse(401, 'password_incorrect', 'current_password');
  if (!member.active) return refuse(403, 'traveller_not_found');
  const now = deps.clock.now();
  const session = newSessionToken();
  const expiresAt = new Date(now.getTime() + LOYALTY_SESSION_MINUTES * 60_000);
  await replacePasswordAndSessions(deps.db, { memberId, passwordHash: await auth.hash(input.new_password), sessionHash: hashSessionToken(session), expiresAt }, now);
  const traveller = await profileOf(deps.db, memberId);
  if (!traveller) throw new Error('member vanished while changing the password');
  return success({ session, expires_at: expiresAt.toISOString(), traveller });
}
