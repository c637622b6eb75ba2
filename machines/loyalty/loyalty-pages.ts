// The page each state of the frequent-traveller chart belongs on. Apart from the chart so the router
// binding, which is in the first JavaScript of every page, does not carry the chart (decision 009).

export type LoyaltyPage = 'signIn' | 'register' | 'recover' | 'profile';

/** The page each state belongs on. */
export function loyaltyPageOf(snapshot: { matches: (value: never) => boolean; status: string }): LoyaltyPage | null {
  if (snapshot.status !== 'active') return null;
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is({ signedOut: 'registerForm' }) || is('registering')) return 'register';
  if (is({ signedOut: 'recovering' })) return 'recover';
  if (is('signedIn') || is('signingOut')) return 'profile';
  return 'signIn';
}
