import type { Actor } from 'xstate';
import type { toursMachine } from '../../../../machines/tours/tours.machine';
import { selectionApproved, toursPageOf, type ToursPage } from '../../../../machines/tours/tours-pages';
import { loadErrorMessages } from '../../../i18n/error-messages';
import { i18n } from '../../../i18n/i18n';
import { parseLocale } from '../../../i18n/locale';
import { getCookie } from '../../../lib/cookies';
import { createFlowBinding, type FlowBinding } from '../../../lib/flow-binding/flow-binding';
import { TOUR_BOOKING_COOKIE } from '../../../lib/tour-cookie-names';
import { loadToursCatalog } from '../tours-catalog';

// The tours shop on the router binding (src/lib/flow-binding): /tours/reservacion, revisa-tour, cliente, pago and
// boleto. English is the same address with ?lang=en (decision 014), so the language is the page's, not the path's.

export type ToursLogic = typeof toursMachine;
export type ToursActor = Actor<ToursLogic>;
export type ToursBinding = FlowBinding<ToursLogic, ToursPage>;

const segments: Record<ToursPage, string> = { cart: 'reservacion', review: 'revisa-tour', contact: 'cliente', payment: 'pago', ticket: 'boleto' };

export function toursPageOfPath(pathname: string): ToursPage | null {
  const match = /^\/tours\/([^/]+)\/?$/.exec(pathname);
  const page = (Object.keys(segments) as ToursPage[]).find((p) => segments[p] === match?.[1]);
  return page ?? null;
}

/** The address's language part: English is the same address with ?lang=en (decision 014). */
const langQuery = { es: '', en: '?lang=en' } as const;
const searchPath = (lang: keyof typeof langQuery) => `/tours/buscar${langQuery[lang]}`;

export function createToursBinding(): ToursBinding {
  const binding: ToursBinding = createFlowBinding<ToursLogic, ToursPage>({
    start: async () => {
      const [module] = await Promise.all([
        import('./tours-flow'),
        loadToursCatalog(),
        // The checkout every flow shows, and the payment methods' names.
        import('../../payment/payment-provider').then((payment) => payment.loadPaymentCatalog()),
        loadErrorMessages(),
      ]);
      return module.toursFlowStart();
    },
    pageOf: toursPageOf,
    pathOf: (page, lang) => `/tours/${segments[page]}${langQuery[lang]}`,
    pageOfPath: toursPageOfPath,
    langOfPath: () => parseLocale(i18n.locale),
    enter: (page, arrival, snapshot) => {
      const shown = toursPageOf(snapshot);
      // Once approved, any address but the step's own or the ticket's drops the selection and goes to the tours
      // search (docs/rules/tours.md#after-an-approved-purchase): the chart emits flow.exit.
      if (selectionApproved(snapshot) && page !== shown && page !== 'ticket') return { event: { type: 'selection.abandon' }, follow: true };
      // The same on a page load: the booking cookie is set only once the selection is approved.
      if (arrival === 'first' && page !== 'ticket' && snapshot.matches('restoring') && getCookie(TOUR_BOOKING_COOKIE) !== undefined) {
        return { event: { type: 'selection.abandon' }, follow: true };
      }
      // The browser's Back button from the review is "back to the cart".
      if (page === 'cart' && shown === 'review') return { event: { type: 'review.back' }, follow: true };
      return { follow: true };
    },
    leaveEvent: { type: 'flow.leave' },
    exitPath: searchPath,
    // Leaving the shop's pages once approved is the same rule: the selection goes, and so does the traveller,
    // to the tours search (the chart's flow.exit), instead of where they were going.
    leaving: {
      when: (snapshot) => selectionApproved(snapshot),
      ask: async () => {
        binding.current()?.send({ type: 'selection.abandon' });
        return false;
      },
    },
  });
  return binding;
}

/** The one tours shop of the app. */
export const toursFlow = createToursBinding();
