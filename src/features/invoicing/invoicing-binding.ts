import type { Actor } from 'xstate';
import type { invoicingMachine } from '../../../machines/invoicing/invoicing.machine';
import { loadErrorMessages } from '../../i18n/error-messages';
import { activateLocale } from '../../i18n/i18n';
import { createFlowBinding, type FlowBinding } from '../../lib/flow-binding/flow-binding';

// The invoicing flow on the router binding: one screen, reached at three addresses (public, after a
// purchase, from my reservation). The screen renders the chart's state, so the address never moves with
// it (`pageOf` is null); the chart loads on first need, with its texts and the contracts' error texts.

export type InvoicingLogic = typeof invoicingMachine;
export type InvoicingActor = Actor<InvoicingLogic>;
export type InvoicingPage = 'public' | 'reservation' | 'itinerary';

const paths: Record<InvoicingPage, { es: string; en: string }> = {
  public: { es: '/facturacion', en: '/facturacion' },
  reservation: { es: '/reservacion/facturacion', en: '/reservation/facturacion' },
  itinerary: { es: '/administra-reservacion/facturacion', en: '/itinerary/facturacion' },
};

export function invoicingPageOfPath(pathname: string): InvoicingPage | null {
  const clean = pathname.replace(/\/+$/, '');
  const found = (Object.keys(paths) as InvoicingPage[]).find((page) => paths[page].es === clean || paths[page].en === clean);
  return found ?? null;
}

export const invoicingFlow: FlowBinding<InvoicingLogic, InvoicingPage> = createFlowBinding<InvoicingLogic, InvoicingPage>({
  start: async () => {
    const [module] = await Promise.all([
      import('./invoicing-flow'),
      activateLocale.addArea('invoicing', (locale) => import(`./locales/${locale}.po`)),
      loadErrorMessages(),
    ]);
    return module.invoicingFlowStart();
  },
  pageOf: () => null,
  pathOf: (page, lang) => paths[page][lang],
  pageOfPath: invoicingPageOfPath,
  langOfPath: (pathname) => (pathname.startsWith('/reservation/') || pathname.startsWith('/itinerary/') ? 'en' : 'es'),
  enter: () => ({ follow: false }),
  exitPath: () => '/',
});
