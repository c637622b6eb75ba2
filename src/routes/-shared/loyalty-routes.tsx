import { lazyRouteComponent } from '@tanstack/react-router';
import { loyaltyFlow, type LoyaltyPage } from '../../features/loyalty/loyalty-provider';

// The frequent-traveller pages (issue 14), each defined once for its Spanish address under
// /viajero-frecuente and its English one under /frequent-traveller: the route files only name their page.
// The chart decides the page shown (the binding redirects), the screen renders its state.

export function loyaltyRoute(page: LoyaltyPage) {
  return {
    beforeLoad: loyaltyFlow.pageBeforeLoad(page),
    component: lazyRouteComponent(() => import('../../features/loyalty/screens/loyalty-page'), 'LoyaltyPage'),
  };
}
