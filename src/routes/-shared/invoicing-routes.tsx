import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { ScreenName } from '../../components/layout/screen-titles';
import { linkSearch, type LinkSearch } from './link-search';

// The invoicing screen at its addresses outside the booking flow (docs/rules/content-pages.md#pages): /facturacion and my
// reservation's /administra-reservacion/facturacion (/itinerary/facturacion), each with its heading.

interface GuardArgs {
  search: LinkSearch & { lang?: string };
  location: { pathname: string };
  preload: boolean;
}

export function invoicingScreenRoute(screen: Extract<ScreenName, 'invoicing' | 'itinerary-invoicing'>) {
  return {
    validateSearch: linkSearch,
    beforeLoad: async ({ search, location, preload }: GuardArgs) => {
      // The confirmation e-mail's and my reservation's link (decision 019): the reservation opens at
      // once, without its surname; then the token leaves the address (it is not kept in the history).
      const { code, token } = search;
      if (!code || !token || preload) return;
      // Imported here: the route options are in every page's first JavaScript, the invoicing flow is not.
      const { invoicingFlow } = await import('../../features/invoicing/invoicing-provider');
      const actor = await invoicingFlow.load();
      actor.send({ type: 'invoicing.open', code: code.trim().toUpperCase(), token });
      // The address keeps the language it was opened in (the root route's `lang`, decision 036).
      throw redirect({ href: `${location.pathname}${search.lang ? `?lang=${search.lang}` : ''}`, replace: true });
    },
    component: lazyRouteComponent(() =>
      Promise.all([import('../../components/layout/screen-page'), import('../../features/invoicing/invoicing-provider')]).then(([{ ScreenPage }, { InvoicingScreen }]) => ({
        default: function InvoicingPage() {
          return (
            <>
              <ScreenPage screen={screen} />
              <div className="page">
                <InvoicingScreen />
              </div>
            </>
          );
        },
      })),
    ),
  };
}
