import { assign, setup } from 'xstate';
import { cookieConsentActorSlots, type ConsentChoice } from './cookie-consent.ports';

// The cookie-consent chart's one setup: types, its ports, guards and actions; cookie-consent.machine.ts only
// names them.

export interface CookieConsentContext {
  /** The last choice could not be stored: the banner stays and says so. */
  writeFailed: boolean;
  choice: ConsentChoice;
}

export type CookieConsentEvent = { type: 'consent.accept' } | { type: 'consent.reject' };

export const cookieConsentSetup = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actors: cookieConsentActorSlots,
  guards: {
    choiceRecorded: (_, params: { recorded: ConsentChoice | null; choice: ConsentChoice }) => params.recorded === params.choice,
  },
  actions: {
    markWriteFailed: assign({ writeFailed: true }),
    choose: assign((_, params: { choice: ConsentChoice }) => ({ writeFailed: false, choice: params.choice })),
  },
});
