import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loadReservationFlow, loadedReservationFlow } from './flow-loader';
import { isEnglishFlowPath, pageOfSnapshot, pathOfPage, type StepPage } from './flow-pages';
import { clearFlowOnStart } from './flow-clearing';

// `beforeLoad` guards of the reservation routes (DESIGN §5): they read the flow actor's
// snapshot, let the chart's step guards (SPEC §4) decide, and redirect to the page of the step
// the chart is really in.

interface GuardArgs {
  context: { loadQueryClient: () => Promise<QueryClient> };
  location: { pathname: string };
  preload: boolean;
}

/** Layout of the flow: the actor is loaded before any of its pages renders. */
export async function loadFlowForLayout({ context }: GuardArgs): Promise<void> {
  await loadReservationFlow(context.loadQueryClient);
}

/**
 * The search page that starts a reservation (/reservacion). Unless the clearing rule drops the
 * reservation in progress, the chart's step decides the page here too.
 */
export async function enterFlowStart({ context, location, preload }: GuardArgs): Promise<void> {
  const actor = await loadReservationFlow(context.loadQueryClient);
  if (preload || clearFlowOnStart(actor)) return;
  const page = pageOfSnapshot(actor.getSnapshot());
  if (page && page !== 'search') throw redirect({ href: pathOfPage(page, isEnglishFlowPath(location.pathname)), replace: true });
}

/** A step page: no reservation code goes home; otherwise the chart's step decides the page. */
export async function guardStep(page: StepPage, { context, location, preload }: GuardArgs): Promise<void> {
  const actor = await loadReservationFlow(context.loadQueryClient);
  if (preload) return;
  if (!actor.getSnapshot().context.reservation.code) throw redirect({ to: '/' });
  if (pageOfSnapshot(actor.getSnapshot()) !== page) actor.send({ type: 'step.goto', step: page });
  const flow = loadedReservationFlow();
  const landed = flow ? pageOfSnapshot(flow.getSnapshot()) : null;
  // No page of its own (e.g. expired): the traveller stays and the page shows that state.
  if (landed && landed !== page) throw redirect({ href: pathOfPage(landed, isEnglishFlowPath(location.pathname)), replace: true });
}
