import { lazyRouteComponent } from '@tanstack/react-router';
import type { StepPage } from '../../features/reservation/flow/flow-pages';
import { reservationFlow } from '../../features/reservation/reservation-provider';

// The reservation routes, defined once for the Spanish base (/reservacion) and its English alias
// (/reservation; SPEC §2 keeps the Spanish child segments under both). The route files only name
// their path. Guards come from the flow's router binding; pages load with their route.

/**
 * The flow's layout: the actor is loaded before any of its pages renders, except the start page as
 * the first page of a visit, which hydrates first (decision 039; the layout loads the chart then).
 */
export function reservationLayoutRoute() {
  return {
    beforeLoad: reservationFlow.layoutBeforeLoad,
    component: lazyRouteComponent(() => import('../../features/reservation/screens/reservation-layout'), 'ReservationLayout'),
  };
}

/** The search page that starts a reservation; SPEC §4's clearing rule applies here. */
export function reservationStartRoute() {
  return {
    beforeLoad: reservationFlow.pageBeforeLoad('search'),
    component: lazyRouteComponent(() => import('../../features/reservation/screens/reservation-start-page'), 'ReservationStartPage'),
  };
}

/** A step page: the chart's step guards (SPEC §4) decide where the traveller really lands. */
export function reservationStepRoute(page: StepPage) {
  return {
    beforeLoad: reservationFlow.pageBeforeLoad(page),
    component: lazyRouteComponent(() =>
      import('../../features/reservation/screens/flow-step-page').then(({ FlowStepPage }) => ({
        default: function ReservationStepPage() {
          return <FlowStepPage page={page} />;
        },
      })),
    ),
  };
}
