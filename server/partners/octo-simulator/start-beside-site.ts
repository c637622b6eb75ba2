import { join, resolve } from 'node:path';
import { systemClock } from '../../platform/clock';
import { startOctoSimulator } from './octo-simulator';

// `npm start` without a partner configured (no OCTO_BASE_URL): the partner simulator runs in the server's first
// process on a port of its own (OCTO_SIMULATOR_PORT, default a free one) with its bookings in
// DATA_DIR/partner-simulator/, and the site is pointed at it through the environment its workers inherit.
// OCTO_SIMULATOR=off starts none (the adventures then answer partner_unavailable).

export async function startSimulatorIfUnconfigured(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.OCTO_BASE_URL || env.OCTO_SIMULATOR === 'off') return;
  const apiKey = env.OCTO_API_KEY || 'simulator-key';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const simulator = await startOctoSimulator({
    apiKey,
    clock: systemClock,
    port: env.OCTO_SIMULATOR_PORT ? Number(env.OCTO_SIMULATOR_PORT) : 0,
    file: join(dataDir, 'partner-simulator', 'bookings.json'),
  });
  env.OCTO_BASE_URL = simulator.url;
  env.OCTO_API_KEY = apiKey;
  console.log(`Partner simulator (OCTO) listening on ${simulator.url}`);
}
