import { useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';
import type { FlowBinding } from './flow-binding';

// Kept apart from the address follower (flow-address.tsx), so a page that only shows a flow's
// state (the home page's search form) does not load the router's blocker.

/** The flow's actor once loaded (re-renders when it arrives), else null. */
export function useFlowActor<TLogic extends AnyStateMachine, TPage extends string>(binding: FlowBinding<TLogic, TPage>): Actor<TLogic> | null {
  return useSyncExternalStore(binding.subscribe, binding.current, binding.current);
}
