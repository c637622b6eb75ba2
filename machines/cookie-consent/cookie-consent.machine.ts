import { cookieConsentSetup } from './cookie-consent.setup';

/** Name of the cookie that records the visitor's choice (docs/rules/site.md#cookie-consent): "true" accepted, "false" rejected. */
export const ACCEPT_COOKIE_NAME = 'accept_cookie';
/** The choice is remembered for a year; cookies take their expiry in days (docs/rules/site.md#storage). */
export const ACCEPT_COOKIE_DAYS = 365;

// The chart owns no I/O: reading and writing the cookie are its ports (cookie-consent.ports.ts).
// Rejecting keeps only what the site needs to work (the choice itself, the language, the booking in
// progress, the CSRF token): the site sets nothing else, and a rejection is remembered like an acceptance.
export const cookieConsentMachine = cookieConsentSetup.createMachine({
  id: 'cookieConsent',
  context: { writeFailed: false, choice: 'accepted' },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readConsent',
        src: 'readConsent',
        onDone: [
          { guard: { type: 'choiceRecorded', params: ({ event }) => ({ recorded: event.output, choice: 'accepted' }) }, target: 'accepted' },
          { guard: { type: 'choiceRecorded', params: ({ event }) => ({ recorded: event.output, choice: 'rejected' }) }, target: 'rejected' },
          { target: 'shown' },
        ],
        // An unreadable cookie jar is treated as "not chosen yet": asking again is harmless.
        onError: { target: 'shown' },
      },
    },
    shown: {
      on: {
        'consent.accept': { target: 'saving', actions: { type: 'choose', params: { choice: 'accepted' } } },
        'consent.reject': { target: 'saving', actions: { type: 'choose', params: { choice: 'rejected' } } },
      },
    },
    saving: {
      invoke: {
        id: 'writeConsent',
        src: 'writeConsent',
        input: ({ context }) => ({ days: ACCEPT_COOKIE_DAYS, choice: context.choice }),
        onDone: [
          { guard: { type: 'choiceRecorded', params: ({ context }) => ({ recorded: context.choice, choice: 'accepted' }) }, target: 'accepted' },
          { target: 'rejected' },
        ],
        // If the cookie cannot be stored the banner stays, so the visitor is not told a choice was kept when it was not.
        onError: { target: 'shown', actions: 'markWriteFailed' },
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
  },
});
