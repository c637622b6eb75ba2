import { fromPromise } from 'xstate';

// The I/O of the cookie-consent chart as named actor slots: reading and writing the cookie. The web
// app provides them at the edge (src/features/cookie-consent/cookie-consent-provider.tsx); tests
// provide stubs.

export const cookieConsentActorSlots = {
  /** Whether the visitor accepted before. */
  readConsent: fromPromise<boolean>(async () => false),
  /** Records the acceptance for `days`; rejects when the browser did not keep it. */
  writeConsent: fromPromise<void, { days: number }>(async () => undefined),
};
