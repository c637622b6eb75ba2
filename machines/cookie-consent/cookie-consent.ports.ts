import { fromPromise } from 'xstate';

// The I/O of the cookie-consent chart as named actor slots: reading and writing the cookie. The web
// app provides them at the edge (src/features/cookie-consent/cookie-consent-provider.tsx); tests
// provide stubs.

/** What the visitor chose about cookies. */
export type ConsentChoice = 'accepted' | 'rejected';

export const cookieConsentActorSlots = {
  /** The choice the visitor made before, or null when none is recorded. */
  readConsent: fromPromise<ConsentChoice | null>(async () => null),
  /** Records the choice for `days`; rejects when the browser did not keep it. */
  writeConsent: fromPromise<void, { days: number; choice: ConsentChoice }>(async () => undefined),
};
