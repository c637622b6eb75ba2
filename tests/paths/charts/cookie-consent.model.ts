import { fromPromise, type SnapshotFrom } from 'xstate';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { cookieConsentModelEvents, type CookieConsentModelEvent } from '../../../machines/cookie-consent/cookie-consent.test-model';
import type { ChartModel } from '../lib/plan';

// The cookie-consent chart as the browser path tests explore it, with the machine tests' events.

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

export type CookieConsentPathEvent = CookieConsentModelEvent;

const never = fromPromise(() => new Promise<never>(() => undefined));

export const cookieConsentPathModel: ChartModel<Snapshot, CookieConsentPathEvent> = {
  machine: cookieConsentMachine.provide({ actors: { readConsent: never as never, writeConsent: never as never } }),
  events: () => cookieConsentModelEvents,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  stateKey: (snapshot) => String(snapshot.value),
  describeEvent: (event) =>
    event.type === 'xstate.done.actor.readConsent' ? `${event.type}(${event.output ?? 'no choice'})` : event.type,
};
