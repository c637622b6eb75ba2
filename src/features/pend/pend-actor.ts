import type { ActorRefFrom } from 'xstate';
import type { pendMachine } from '../../../machines/pend/pend.machine';

// The running PEND chart of the tickets page (pend-provider.tsx), handed to the ticket cards that show its state.

export type PendActor = ActorRefFrom<typeof pendMachine>;
