import { useMemo, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine } from 'xstate';
import type { FlowBinding } from './flow-binding';

// Kept apart from the address follower (flow-address.tsx), so a page that only shows a flow's
// state (the home page's search form) does not load the router's blocker. Nothing here imports
// xstate's runtime (types only): home's first JavaScript does without it (docs/rules/performance-budgets.md#homes-first-javascript).

/** The flow's actor once loaded (re-renders when it arrives), else null. */
export function useFlowActor<TLogic extends AnyStateMachine, TPage extends string>(binding: FlowBinding<TLogic, TPage>): Actor<TLogic> | null {
  return useSyncExternalStore(binding.subscribe, binding.current, binding.current);
}

interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
}

/**
 * What `select` picks of the actor's snapshot (undefined while there is no actor), re-rendering only
 * when `equal` says the pick changed: `useSelector` of @xstate/react, whose module would bring
 * xstate's runtime into the first JavaScript with it.
 */
export function useActorSelector<TSnapshot, T>(actor: Observable<TSnapshot> | null, select: (snapshot: TSnapshot | undefined) => T, equal: (a: T, b: T) => boolean): T {
  const store = useMemo(() => {
    let last: { snapshot: TSnapshot | undefined; value: T } | null = null;
    const read = () => {
      const snapshot = actor?.getSnapshot();
      if (last && last.snapshot === snapshot) return last.value;
      const value = select(snapshot);
      last = { snapshot, value: last && equal(last.value, value) ? last.value : value };
      return last.value;
    };
    const subscribe = (changed: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe({ next: changed, error: changed });
      return () => subscription.unsubscribe();
    };
    return { read, subscribe };
  }, [actor, select, equal]);
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
