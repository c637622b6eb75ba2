import type { Actor, SnapshotFrom } from 'xstate';
import type { loyaltyMachine } from './loyalty.machine';

// Persisting the frequent-traveller session (docs/rules/loyalty.md#the-session: kept in session storage, encoded;
// the encoding and the storage are src/'s). Only two things are ever stored: signed in (the session value,
// its end and the profile) or signed out. A call in flight is never stored: XState keeps an invoked call's
// input in the snapshot, and a sign-in's input is the password.

export const LOYALTY_FLOW_VERSION = 1;

type LoyaltyLogic = typeof loyaltyMachine;
type LoyaltySnapshot = SnapshotFrom<LoyaltyLogic>;

export function persistLoyaltyFlow(actor: Actor<LoyaltyLogic>): unknown {
  const snapshot = actor.getSnapshot();
  const persisted = actor.getPersistedSnapshot() as Record<string, unknown>;
  const { session, expiresAt, traveller, errors, notice, recovery } = snapshot.context;
  const signedIn = snapshot.matches('signedIn') && session !== null;
  // A page of the signed-out part is kept as it is; a call in flight is stored as the form it came from.
  const recovering = snapshot.matches({ signedOut: { recovering: 'sending' } })
    ? 'choosing'
    : snapshot.matches({ signedOut: { recovering: 'changing' } })
      ? 'resetting'
      : null;
  const value = signedIn
    ? { signedIn: 'profile' }
    : recovering
      ? { signedOut: { recovering } }
      : snapshot.matches('signedOut')
        ? snapshot.value
        : { signedOut: snapshot.matches('registering') ? 'registerForm' : 'signInForm' };
  return {
    ...persisted,
    value,
    children: {},
    context: signedIn
      ? { session, expiresAt, traveller, errors, notice, recovery: null }
      : { session: null, expiresAt: null, traveller: null, errors, notice, recovery: recovering || snapshot.matches({ signedOut: 'recovering' }) ? recovery : null },
  };
}

/** The snapshot to resume from, with the clock given again (a function is not stored); null when unusable. */
export function restorableLoyaltySnapshot(stored: unknown, now: () => number = Date.now): LoyaltySnapshot | null {
  const snapshot = stored as { status?: unknown; value?: unknown; context?: Record<string, unknown> } | null;
  if (!snapshot || typeof snapshot !== 'object' || snapshot.status !== 'active' || typeof snapshot.context !== 'object' || snapshot.context === null) return null;
  return { ...snapshot, context: { ...snapshot.context, now } } as unknown as LoyaltySnapshot;
}
