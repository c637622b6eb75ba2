import type { LoyaltyPage } from './loyalty.setup';

// Kept apart from the chart so the router binding (in every page's first JavaScript) does not carry it.

/** The page each state belongs on. */
export function loyaltyPageOf(snapshot: { matches: (value: never) => boolean; status: string }): LoyaltyPage | null {
  if (snapshot.status !== 'active') return null;
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is({ signedOut: 'registerForm' }) || is('registering')) return 'register';
  if (is({ signedOut: 'recovering' })) return 'recover';
  if (is('signedIn') || is('signingOut')) return 'profile';
  return 'signIn';
}
