import { lazyRouteComponent, redirect, useParams } from '@tanstack/react-router';
import type { ScreenName } from '../../components/layout/screen-titles';
import { isOneOf, placeName, SERVICE_PAGES } from '../../features/shell/route-catalog';

// The site's content pages, each defined once for its Spanish and English addresses (SPEC §2): the
// route files only name their path.

const screenPage = (screen: ScreenName) =>
  lazyRouteComponent(() =>
    import('../../components/layout/screen-page').then(({ ScreenPage }) => ({
      default: function ContentPage() {
        return <ScreenPage screen={screen} />;
      },
    })),
  );

export function screenRoute(screen: ScreenName) {
  return { component: screenPage(screen) };
}

/** /servicios/$service and /services/$service: only the values SPEC §2 lists exist; anything else goes home. */
export function serviceRoute() {
  return {
    beforeLoad: ({ params }: { params: { service: string } }) => {
      if (!isOneOf(SERVICE_PAGES, params.service)) throw redirect({ to: '/', replace: true });
    },
    component: screenPage('services'),
  };
}

/**
 * A page about one place (/autobus-{city} and /camion-{city}, /boletos-a-{destination} and
 * /boletos-de-autobus-{destination}): only the places SPEC §2 lists exist; anything else goes home.
 */
export function placeRoute<P extends string>(screen: ScreenName, param: P, places: readonly string[]) {
  return {
    beforeLoad: ({ params }: { params: Record<P, string> }) => {
      if (!isOneOf(places, params[param])) throw redirect({ to: '/', replace: true });
    },
    component: lazyRouteComponent(() =>
      import('../../components/layout/screen-page').then(({ ScreenPage }) => ({
        default: function PlacePage() {
          const params = useParams({ strict: false }) as Record<string, string | undefined>;
          return <ScreenPage screen={screen} values={{ place: placeName(params[param] ?? '') }} />;
        },
      })),
    ),
  };
}
