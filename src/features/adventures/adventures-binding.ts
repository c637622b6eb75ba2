import type { Actor } from 'xstate';
import type { adventuresMachine } from '../../../machines/adventures/adventures.machine';
import { adventuresPageOf, paymentAtBank, type AdventuresPage } from '../../../machines/adventures/adventures-pages';
import { loadErrorMessages } from '../../i18n/error-messages';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import { createFlowBinding, type FlowBinding } from '../../lib/flow-binding/flow-binding';
import { loadAdventuresCatalog } from './adventures-catalog';

// The partner adventures on the router binding (src/lib/flow-binding): /aventuras, /aventuras/fechas, datos, pago
// and boleto. English is the same address with ?lang=en, as the tours pages (decision 014), so the language is the
// page's, not the path's.

export type AdventuresLogic = typeof adventuresMachine;
export type AdventuresActor = Actor<AdventuresLogic>;
export type AdventuresBinding = FlowBinding<AdventuresLogic, AdventuresPage>;

const segments: Record<AdventuresPage, string> = { list: '', dates: '/fechas', checkout: '/datos', payment: '/pago', ticket: '/boleto' };

export function adventuresPageOfPath(pathname: string): AdventuresPage | null {
  const match = /^\/aventuras(\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return null;
  const page = (Object.keys(segments) as AdventuresPage[]).find((p) => segments[p] === (match[1] ?? ''));
  return page ?? null;
}

/** The address's language part: English is the same address with ?lang=en (decision 014). */
const langQuery = { es: '', en: '?lang=en' } as const;
const order: AdventuresPage[] = ['list', 'dates', 'checkout', 'payment', 'ticket'];

export function createAdventuresBinding(): AdventuresBinding {
  return createFlowBinding<AdventuresLogic, AdventuresPage>({
    start: async () => {
      const [module] = await Promise.all([
        import('./adventures-flow'),
        loadAdventuresCatalog(),
        // The checkout every flow shows, and the payment methods' names.
        import('../payment/payment-provider').then((payment) => payment.loadPaymentCatalog()),
        loadErrorMessages(),
      ]);
      return module.adventuresFlowStart();
    },
    pageOf: adventuresPageOf,
    pathOf: (page, lang) => `/aventuras${segments[page]}${langQuery[lang]}`,
    pageOfPath: adventuresPageOfPath,
    langOfPath: () => parseLocale(i18n.locale),
    enter: (page, _arrival, snapshot) => {
      const shown = adventuresPageOf(snapshot);
      // While the card is at the bank the traveller stays on the payment: the chart refuses to leave it.
      if (page === shown || paymentAtBank(snapshot)) return { follow: true };
      // An earlier page's address (the browser's Back, a link) is a way back the chart offers there: the list
      // always, the dates once an adventure of the list is chosen. A later page's address shows the chart's page.
      const back = shown === null || order.indexOf(page) < order.indexOf(shown);
      if (back && page === 'list') return { event: { type: 'adventures.browse' }, follow: true };
      if (back && page === 'dates' && snapshot.can({ type: 'dates.open' })) return { event: { type: 'dates.open' }, follow: true };
      return { follow: true };
    },
    exitPath: (lang) => `/aventuras${langQuery[lang]}`,
  });
}

/** The one partner adventures flow of the app. */
export const adventuresFlow = createAdventuresBinding();
