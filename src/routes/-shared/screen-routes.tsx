import { lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenName } from '../../components/layout/screen-titles';

// Screens that show only their heading for now (the schedule change of my reservation), each defined
// once for its Spanish and English addresses (docs/rules/site.md#addresses-and-aliases): the route files only name their screen. The
// content and landing pages have their own factories (content-routes.tsx).

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
