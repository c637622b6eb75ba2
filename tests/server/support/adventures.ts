import { startOctoSimulator, type RunningSimulator } from '../../../server/partners/octo-simulator/octo-simulator';
import type { SimCatalogue } from '../../../server/partners/octo-simulator/simulator-catalogue';
import { createOctoClient } from '../../../server/partners/octo/octo-client';
import { defaultAdventureSettings, type AdventureSettings } from '../../../server/platform/adventure-settings';
import { openTestApp, type TestApp, type TestEngine } from './engines';

// A test app whose adventures' partner is the OCTO simulator on a free loopback port, on the app's own clock,
// with short time limits so the failure modes take a few hundred milliseconds, not seconds.

export const PARTNER_TIMEOUT_MS = 1000;

export interface AdventuresTestApp {
  t: TestApp;
  simulator: RunningSimulator;
  close(): Promise<void>;
}

export async function openAdventuresApp(engine: TestEngine, options: { catalogue?: SimCatalogue; apiKey?: string; clientKey?: string; settings?: Partial<AdventureSettings> } = {}): Promise<AdventuresTestApp> {
  // The simulator is made first, on the clock of the app made next.
  const app: { t?: TestApp } = {};
  const clock = { now: () => (app.t ? app.t.clock.now() : new Date()) };
  const apiKey = options.apiKey ?? 'test-partner-key';
  const simulator = await startOctoSimulator({ apiKey, clock, ...(options.catalogue ? { catalogue: options.catalogue } : {}) });
  const partner = createOctoClient({ baseUrl: simulator.url, apiKey: options.clientKey ?? apiKey, timeoutMs: PARTNER_TIMEOUT_MS });
  const t = await openTestApp(engine, undefined, {}, undefined, {}, { partner, settings: { ...defaultAdventureSettings, confirmRetryMs: 20, ...options.settings } });
  app.t = t;
  return {
    t,
    simulator,
    async close() {
      await simulator.close();
      await t.close();
    },
  };
}
