import { lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenName } from '../../components/layout/screen-titles';

// The invoicing screen at its addresses outside the booking flow (SPEC §2): /facturacion and my
// reservation's /administra-reservacion/facturacion (/itinerary/facturacion), each with its heading.

export function invoicingScreenRoute(screen: Extract<ScreenName, 'invoicing' | 'itinerary-invoicing'>) {
  return {
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
