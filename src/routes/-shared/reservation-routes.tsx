import { lazyRouteComponent } from '@tanstack/react-router';
import type { FlowPage, StepPage } from '../../features/reservation/flow/flow-pages';
import { reservationFlow } from '../../features/reservation/reservation-provider';

// The reservation routes, defined once for the Spanish base (/reservacion) and its English alias
// (/reservation; docs/rules/site.md#addresses-and-aliases keeps the Spanish child segments under both). The route files only name
// their path. Guards come from the flow's router binding; pages load with their route.

type Guard = Parameters<typeof reservationFlow.layoutBeforeLoad>[0];

const layoutComponent = lazyRouteComponent(() => import('../../features/reservation/screens/reservation-layout'), 'ReservationLayout');
// The start page shows the search form, which drives this flow: the route composes the two features
// (they load side by side), so neither feature imports the other back.
const startComponent = lazyRouteComponent(() =>
  Promise.all([import('../../features/reservation/screens/reservation-start-page'), import('../../features/search/search-provider')]).then(
    ([{ ReservationStartPage }, { SearchForm }]) => ({ default: () => <ReservationStartPage searchForm={<SearchForm fromHome={false} />} /> }),
  ),
);
const stepComponents: Partial<Record<StepPage, typeof startComponent>> = {};

/** A step's page (each step's screen is its own chunk: flow-step-page.tsx), made once per step. */
function stepComponent(page: StepPage) {
  return (stepComponents[page] ??= lazyRouteComponent(() =>
    import('../../features/reservation/screens/flow-step-page').then(async ({ loadStepPage }) => ({ default: await loadStepPage(page) })),
  ));
}

const pageComponent = (page: FlowPage) => (page === 'search' ? startComponent : stepComponent(page));

/**
 * The flow's layout: the actor is loaded before any of its pages renders, except the start page as
 * the first page of a visit, which hydrates first (decision 039; the layout loads the chart then).
 * The layout's and the page's code load beside the chart, not after it (a step page opened first,
 * e.g. reloaded, waits for all three).
 */
export function reservationLayoutRoute() {
  return {
    beforeLoad: (args: Guard) => {
      const page = reservationFlow.definition.pageOfPath(args.location.pathname);
      if (!args.preload) {
        void layoutComponent.preload?.();
        if (page) void pageComponent(page).preload?.();
      }
      return reservationFlow.layoutBeforeLoad(args);
    },
    component: layoutComponent,
  };
}

/** The search page that starts a reservation; the clearing rule applies here (docs/rules/booking.md#clearing-on-the-start-page). */
export function reservationStartRoute() {
  return {
    beforeLoad: reservationFlow.pageBeforeLoad('search'),
    component: startComponent,
  };
}

/** A step page: the chart's step guards (docs/rules/booking.md#the-steps-and-their-guards) decide where the traveller really lands. */
export function reservationStepRoute(page: StepPage) {
  return {
    beforeLoad: reservationFlow.pageBeforeLoad(page),
    component: stepComponent(page),
  };
}
