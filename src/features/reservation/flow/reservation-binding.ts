import type { Actor } from 'xstate';
import type { reservationMachine } from '../../../../machines/reservation/reservation.machine';
import { loadErrorMessages } from '../../../i18n/error-messages';
import { activateLocale } from '../../../i18n/i18n';
import { createFlowBinding, type FlowBinding } from '../../../lib/flow-binding/flow-binding';
import { loadQueryClient } from '../../../lib/query-client';
import { reservationPageOf } from '../../../../machines/reservation/reservation-pages';
import { isEnglishFlowPath, pageOfPath, pathOfPage, type FlowPage } from './flow-pages';
import { confirmLeaving } from './leave-question';

// The reservation flow on the router binding (src/lib/flow-binding): the light half, in the first
// JavaScript of every page. The chart, its rules and the API client load on first need
// (./reservation-flow.ts), so home does not carry them (docs/decisions/009).

const homes = { es: '/', en: '/home' } as const;

export type ReservationLogic = typeof reservationMachine;
export type ReservationActor = Actor<ReservationLogic>;
export type ReservationBinding = FlowBinding<ReservationLogic, FlowPage>;

export function createReservationBinding(): ReservationBinding {
  return createFlowBinding<ReservationLogic, FlowPage>({
    start: async (self) => {
      // The origins are catalogue data: their query starts beside the chart.
      prefetchOrigins();
      const [module, queryClient] = await Promise.all([
        import('./reservation-flow'),
        loadQueryClient(),
        // The flow's texts are their own catalog, so home does not carry them (docs/decisions/009).
        activateLocale.addArea('reservation', (locale) => import(`../locales/${locale}.po`)),
        import('../../payment/payment-provider').then((payment) => payment.loadPaymentCatalog()),
        loadErrorMessages(),
      ]);
      return module.reservationFlowStart({ queryClient, self });
    },
    pageOf: reservationPageOf,
    pathOf: (page, lang) => pathOfPage(page, lang === 'en'),
    pageOfPath,
    langOfPath: (pathname) => (isEnglishFlowPath(pathname) ? 'en' : 'es'),
    // The start page is pre-rendered (decision 022): as the first page of a visit it hydrates before
    // the chart loads (decision 039). Its entry never moves the visitor (a first arrival stays).
    rendersBeforeChart: (page) => page === 'search',
    // The start page tells the chart how it was reached (docs/rules/booking.md#clearing-on-the-start-page); while a clearing is due
    // the page stays. A step page asks the chart's step guards, unless the chart is already there.
    enter: (page, arrival, snapshot) =>
      page === 'search'
        ? { event: { type: 'start.enter', arrival }, follow: arrival === 'outside' }
        : { event: reservationPageOf(snapshot) === page ? undefined : { type: 'step.goto', step: page }, follow: true },
    leaveEvent: { type: 'flow.leave' },
    // Home in the traveller's language (after a cancelled reservation, or a step with nothing to show).
    exitPath: (lang) => homes[lang],
    leaving: {
      // Only a booking in progress: the search has nothing to lose, and the tickets are issued.
      when: (snapshot, from) => from !== 'search' && from !== 'tickets' && from !== 'invoicing' && snapshot.context.reservation.code !== null,
      ask: confirmLeaving,
    },
  });
}

/** The one reservation flow of the app. */
export const reservationFlow = createReservationBinding();

/**
 * Starts loading the origins into TanStack Query's cache beside the chart. Not awaited, so the page
 * shows at once with its own loading state and the chart's retry.
 */
function prefetchOrigins(): void {
  void Promise.all([import('./origins-loader'), loadQueryClient()]).then(([module, queryClient]) => module.prefetchOrigins(queryClient));
}
