import { loyaltyFlow } from './loyalty-binding';

/**
 * The signed-in frequent traveller's session value (the `session` header, docs/rules/loyalty.md#the-session), or null. For the booking
 * flow's payment calls (points, decision 034). The loyalty chart is loaded only when a session was stored in
 * this tab, so a guest's booking never loads it.
 */
export async function currentLoyaltySession(): Promise<string | null> {
  const stored = typeof sessionStorage !== 'undefined' && sessionStorage.getItem('loyalty') !== null;
  const actor = loyaltyFlow.current() ?? (stored ? await loyaltyFlow.load() : null);
  const snapshot = actor?.getSnapshot();
  return snapshot?.matches('signedIn') ? snapshot.context.session : null;
}
