import { lazyRouteComponent, redirect } from "@tanstack/react-router";
import type { ItineraryPage } from "../../../machines/itinerary/itinerary-pages";
import { linkSearch, type LinkSearch } from "./link-search";

// The flow's binding loads with the first of its pages, not with the route tree every page carries
// (home's JavaScript budget, docs/rules/performance-budgets.md#homes-first-javascript).
const loadFlow = () => import("../../features/itinerary/itinerary-provider").then((module) => module.itineraryFlow);

// "My reservation" routes, defined once for /administra-reservacion and its English alias /itinerary
// (docs/rules/site.md#addresses-and-aliases). Guards come from the flow's router binding; pages load with their route.

interface PageGuardArgs {
  search: LinkSearch;
  location: { pathname: string };
  context: { previousPath: () => string | null };
  preload: boolean;
}

/** A page of the flow: the chart's state decides where the traveller lands. */
export function itineraryPageRoute(page: ItineraryPage) {
  return {
    validateSearch: linkSearch,
    beforeLoad: async (args: PageGuardArgs) => {
      const itineraryFlow = await loadFlow();
      // The confirmation e-mail's and the tickets page's link (decision 019): opened once, then the
      // token leaves the address (it stays on this device, docs/rules/my-reservation.md#kept-on-this-device).
      const { code, token, tour } = args.search;
      // An English link keeps its language (`lang=en`): only what opens the booking leaves the address.
      const bare = (args.search as { lang?: string }).lang === "en" ? `${args.location.pathname}?lang=en` : args.location.pathname;
      if (page === "detail" && code && token && !args.preload) {
        const actor = await itineraryFlow.load();
        actor.send({ type: "link.open", code, token });
        throw redirect({ href: bare, replace: true });
      }
      // A tour booking's confirmation e-mail link (decision 059): its id opens it with the right to cancel; the
      // id leaves the address at once and is never stored.
      if (page === "detail" && tour && !args.preload) {
        const actor = await itineraryFlow.load();
        actor.send({ type: "tour.manage", bookingId: tour });
        throw redirect({ href: bare, replace: true });
      }
      await itineraryFlow.pageBeforeLoad(page)(args);
    },
    // The reservation's ticket cards (the tickets page's) and its seat map (the schedule change's) are given to the
    // itinerary's page here.
    component: lazyRouteComponent(() =>
      Promise.all([
        import("../../features/itinerary/itinerary-page"),
        import("../../features/reservation/steps/leg-tickets"),
        import("../../features/reservation/steps/seat-map"),
      ]).then(([{ ItineraryPage: Page }, { LegTickets }, { SeatMapGrid }]) => ({
        default: function ItineraryRoutePage() {
          return <Page page={page} LegTickets={LegTickets} SeatMapGrid={SeatMapGrid} />;
        },
      })),
    ),
  };
}

/** The flow's bare address goes to its find page, which follows the chart. */
export function itineraryIndexRoute(english: boolean) {
  return {
    beforeLoad: () => {
      throw redirect({
        href: english ? "/itinerary/buscar" : "/administra-reservacion/buscar",
        replace: true,
      });
    },
  };
}
