import { useBlocker, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AnyStateMachine } from 'xstate';
import { catchUpPage, FLOW_EXIT, type FlowBinding } from './flow-binding';
import { useFlowActor } from './use-flow-actor';

// The React half of the flow binding (flow-binding.ts), rendered by the flow's layout: the address
// kept in step with the chart while the flow's pages are on screen.

/**
 * When the chart moves to another page (a step saved, a step guard, a reset) the address follows;
 * `flow.exit` leads to the flow's exit. The other direction (an address typed, the back button)
 * goes through the routes' guards. Leaving the flow's pages asks first where the flow says so, and
 * the chart is told once the traveller is out.
 */
export function FlowAddress<TLogic extends AnyStateMachine, TPage extends string>({ binding }: { binding: FlowBinding<TLogic, TPage> }) {
  const actor = useFlowActor(binding);
  const navigate = useNavigate();
  const router = useRouter();
  const { pageOf, pageOfPath, pathOf, langOfPath, exitPath, leaveEvent, leaving } = binding.definition;

  // A first page rendered before its chart (rendersBeforeChart): the chart loads once it is on screen,
  // and its entry may send the traveller on, as the page's guard would have.
  useEffect(() => {
    if (binding.entryPending()) void binding.load();
  }, [binding]);

  useEffect(() => {
    if (!actor) return;
    const here = () => router.state.location.pathname;
    const sent = binding.takeEntryRedirect();
    if (sent && pageOfPath(here()) !== null) void navigate({ href: sent, replace: true });
    let previous = pageOf(actor.getSnapshot());
    // The chart may have moved since the page's guard ran (an answer that came while the page loaded):
    // the address catches up, as it would have followed the move had the layout been listening.
    const missed = sent ? null : catchUpPage(binding.enteredPage(), previous, pageOfPath(here()));
    if (missed !== null) void navigate({ href: pathOf(missed, langOfPath(here())), replace: true });
    let exiting = false;
    const exit = actor.on(FLOW_EXIT as never, () => {
      exiting = true;
      void navigate({ href: exitPath(langOfPath(here())) });
    });
    const subscription = actor.subscribe((snapshot) => {
      const page = pageOf(snapshot);
      const moved = page !== previous;
      previous = page;
      if (exiting || !moved || page === null || page === pageOfPath(here())) return;
      void navigate({ href: pathOf(page, langOfPath(here())) });
    });
    return () => {
      exit.unsubscribe();
      subscription.unsubscribe();
      // After unsubscribing, so the chart's move back to its start does not pull the address back
      // into the flow; only when really out (not a remount on the same page).
      if (leaveEvent && pageOfPath(here()) === null) actor.send(leaveEvent);
    };
  }, [actor, binding, navigate, router, pageOf, pageOfPath, pathOf, langOfPath, exitPath, leaveEvent]);

  useBlocker({
    // A reload resumes the flow from session storage, so the browser's own "leave site?" prompt
    // would warn about a loss that does not happen; the in-app question covers navigation.
    enableBeforeUnload: false,
    shouldBlockFn: ({ current, next }) => {
      const from = pageOfPath(current.pathname);
      if (!leaving || !actor || from === null || pageOfPath(next.pathname) !== null) return false;
      if (!leaving.when(actor.getSnapshot(), from)) return false;
      return leaving.ask().then((leave) => !leave);
    },
  });
  return null;
}
