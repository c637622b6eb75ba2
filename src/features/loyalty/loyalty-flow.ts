import { loyaltyMachine } from '../../../machines/loyalty/loyalty.machine';
import { LOYALTY_FLOW_VERSION, persistLoyaltyFlow, restorableLoyaltySnapshot } from '../../../machines/loyalty/loyalty-persistence';
import { currentServiceClient } from '../../api/current-clients';
import type { FlowStart } from '../../lib/flow-binding/flow-binding';
import { attachDevtools } from '../devtools/devtools-provider';
import { createLoyaltyActors } from './loyalty-actors';

// The heavy half of the frequent-traveller flow, loaded on first need: the chart with its real calls
// through the devtools seam, persisted encoded in session storage (docs/rules/loyalty.md#the-session).

export const LOYALTY_STORAGE_KEY = 'loyalty';

export function loyaltyFlowStart(): FlowStart<typeof loyaltyMachine> {
  const devtools = attachDevtools('loyalty', createLoyaltyActors(currentServiceClient('loyalty')));
  return {
    logic: loyaltyMachine.provide({ actors: devtools.actors }),
    input: devtools.input,
    inspect: devtools.inspect,
    persistence: {
      key: LOYALTY_STORAGE_KEY,
      version: LOYALTY_FLOW_VERSION,
      persisted: persistLoyaltyFlow,
      restorable: (stored) => restorableLoyaltySnapshot(stored),
      // Timers do not survive a reload: a session whose time is over is signed out at once.
      restoredEvent: { type: 'session.check' },
    },
  };
}
