import { assign, setup } from 'xstate';
import { cookieConsentActorSlots } from './cookie-consent.ports';

/** Name of the cookie that records the visitor's acceptance (SPEC §4). */
export const ACCEPT_COOKIE_NAME = 'accept_cookie';
/** Acceptance is remembered for a year; cookies take their expiry in days (SPEC §9). */
export const ACCEPT_COOKIE_DAYS = 365;

export type CookieConsentEvent = { type: 'consent.accept' };

// The chart owns no I/O: reading and writing the cookie are its ports (cookie-consent.ports.ts).
export const cookieConsentMachine = setup({
  types: {
    context: {} as { writeFailed: boolean },
    events: {} as CookieConsentEvent,
  },
  actors: cookieConsentActorSlots,
  guards: {
    consentRecorded: (_, params: { accepted: boolean }) => params.accepted,
  },
  actions: {
    markWriteFailed: assign({ writeFailed: true }),
    clearWriteFailed: assign({ writeFailed: false }),
  },
}).createMachine({
  id: 'cookieConsent',
  context: { writeFailed: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readConsent',
        src: 'readConsent',
        onDone: [
          { guard: { type: 'consentRecorded', params: ({ event }) => ({ accepted: event.output }) }, target: 'hidden' },
          { target: 'shown' },
        ],
        // An unreadable cookie jar is treated as "not accepted yet": asking again is harmless.
        onError: { target: 'shown' },
      },
    },
    shown: {
      on: { 'consent.accept': { target: 'accepting', actions: 'clearWriteFailed' } },
    },
    accepting: {
      invoke: {
        id: 'writeConsent',
        src: 'writeConsent',
        input: { days: ACCEPT_COOKIE_DAYS },
        onDone: { target: 'hidden' },
        // If the cookie cannot be stored the banner stays, so the visitor is not told a choice was kept when it was not.
        onError: { target: 'shown', actions: 'markWriteFailed' },
      },
    },
    hidden: { type: 'final' },
  },
});
