import { LOYALTY_SESSION_MINUTES } from '../../../domain/loyalty/account-rules';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import type { Database } from '../../db/database';
import { insertSession, revokeSession, sessionMemberId } from './loyalty.queries';

// Sessions of frequent travellers (decision 029): a new random token at every sign-in (so a token known
// before signing in is never the signed-in one), stored as its hash, ending after LOYALTY_SESSION_MINUTES
// or when the traveller signs out.

export async function openSession(db: Database, memberId: number, now: Date): Promise<{ session: string; expiresAt: Date }> {
  const session = newSessionToken();
  const expiresAt = new Date(now.getTime() + LOYALTY_SESSION_MINUTES * 60_000);
  await insertSession(db, memberId, hashSessionToken(session), expiresAt, now);
  return { session, expiresAt };
}

/** The member a session header opens, or null (unknown, expired, revoked, or no header). */
export function memberOfSession(db: Database, session: string | undefined, now: Date): Promise<number | null> {
  if (!session) return Promise.resolve(null);
  return sessionMemberId(db, hashSessionToken(session), now);
}

export async function closeSession(db: Database, session: string | undefined, now: Date): Promise<void> {
  if (session) await revokeSession(db, hashSessionToken(session), now);
}
