import { lazyRouteComponent } from '@tanstack/react-router';
import type { LoyaltyPage } from '../../features/loyalty/loyalty-pages';
import type { GuardArgs } from '../../lib/flow-binding/flow-binding';

// The flow's binding loads with the first of its pages, not with the route tree every page carries
// (home's JavaScript budget, docs/rules/performance-budgets.md#homes-first-javascript).
const loadFlow = () => import('../../features/loyalty/loyalty-provider').then((module) => module.loyaltyFlow);

// The frequent-traveller pages (docs/rules/loyalty.md), each defined once for its Spanish address under
// /viajero-frecuente and its English one under /frequent-traveller: the route files only name their page.
// The chart decides the page shown (the binding redirects), the screen renders its state.

export function loyaltyRoute(page: LoyaltyPage) {
  return {
    beforeLoad: async (args: GuardArgs) => (await loadFlow()).pageBeforeLoad(page)(args),
    component: lazyRouteComponent(() => import('../../features/loyalty/screens/loyalty-page'), 'LoyaltyPage'),
  };
}
