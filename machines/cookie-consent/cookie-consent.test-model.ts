import type { CookieConsentEvent } from './cookie-consent.setup';

// The events the cookie-consent chart's path tests send, shared by the machine's own path tests
// and the browser paths (tests/paths): the visitor's gestures and every answer the cookie jar can
// give (read: accepted, rejected, nothing, or unreadable; write: kept or refused).

export type CookieConsentModelEvent =
  | CookieConsentEvent
  | { type: 'xstate.done.actor.readConsent'; output: 'accepted' | 'rejected' | null }
  | { type: 'xstate.error.actor.readConsent'; error: unknown }
  | { type: 'xstate.done.actor.writeConsent'; output: undefined }
  | { type: 'xstate.error.actor.writeConsent'; error: unknown };

export const cookieConsentModelEvents: CookieConsentModelEvent[] = [
  { type: 'consent.accept' },
  { type: 'consent.reject' },
  { type: 'xstate.done.actor.readConsent', output: 'accepted' },
  { type: 'xstate.done.actor.readConsent', output: 'rejected' },
  { type: 'xstate.done.actor.readConsent', output: null },
  { type: 'xstate.error.actor.readConsent', error: 'unreadable' },
  { type: 'xstate.done.actor.writeConsent', output: undefined },
  { type: 'xstate.error.actor.writeConsent', error: 'blocked' },
];
