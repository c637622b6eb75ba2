import { fromPromise, type SnapshotFrom } from 'xstate';
import { cookieConsentMachine, type CookieConsentEvent } from '../../../machines/cookie-consent/cookie-consent.machine';
import type { ChartModel } from '../lib/plan';

// The cookie-consent chart as the browser path tests explore it: the visitor's gesture and every
// answer the cookie jar can give (read: accepted or not, or unreadable; write: kept or refused).

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

export type CookieConsentPathEvent =
  | CookieConsentEvent
  | { type: 'xstate.done.actor.readConsent'; output: boolean }
  | { type: 'xstate.error.actor.readConsent'; error: unknown }
  | { type: 'xstate.done.actor.writeConsent'; output: undefined }
  | { type: 'xstate.error.actor.writeConsent'; error: unknown };

const events: CookieConsentPathEvent[] = [
  { type: 'consent.accept' },
  { type: 'xstate.done.actor.readConsent', output: true },
  { type: 'xstate.done.actor.readConsent', output: false },
  { type: 'xstate.error.actor.readConsent', error: 'unreadable' },
  { type: 'xstate.done.actor.writeConsent', output: undefined },
  { type: 'xstate.error.actor.writeConsent', error: 'refused' },
];

const never = fromPromise(() => new Promise<never>(() => undefined));

export const cookieConsentPathModel: ChartModel<Snapshot, CookieConsentPathEvent> = {
  machine: cookieConsentMachine.provide({ actors: { readConsent: never as never, writeConsent: never as never } }),
  events: () => events,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => String(snapshot.value),
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.readConsent' ? `${event.type}(${event.output ? 'accepted' : 'not accepted'})` : event.type,
};
