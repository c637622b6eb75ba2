import type { Actor } from 'xstate';
import type { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import { itineraryPageOf, type ItineraryPage } from '../../../machines/itinerary/itinerary-pages';
import { loadErrorMessages } from '../../i18n/error-messages';
import { activateLocale } from '../../i18n/i18n';
import { createFlowBinding, type FlowBinding } from '../../lib/flow-binding/flow-binding';

// "My reservation" on the router binding (src/lib/flow-binding): /administra-reservacion/* and its
// English alias /itinerary/* (docs/rules/site.md#addresses-and-aliases keeps the Spanish child segments under both).

export type ItineraryLogic = typeof itineraryMachine;
export type ItineraryActor = Actor<ItineraryLogic>;
export type ItineraryBinding = FlowBinding<ItineraryLogic, ItineraryPage>;

const segments: Record<ItineraryPage, string> = { search: 'buscar', detail: 'mi-reservacion', change: 'cambio-horarios' };
const bases = { es: '/administra-reservacion', en: '/itinerary' } as const;
const exits = { es: '/', en: '/home' } as const;

export function itineraryPageOfPath(pathname: string): ItineraryPage | null {
  const match = /^\/(?:administra-reservacion|itinerary)\/([^/]+)\/?$/.exec(pathname);
  const page = (Object.keys(segments) as ItineraryPage[]).find((p) => segments[p] === match?.[1]);
  return page ?? null;
}

export function createItineraryBinding(): ItineraryBinding {
  return createFlowBinding<ItineraryLogic, ItineraryPage>({
    start: async () => {
      const [module] = await Promise.all([
        import('./itinerary-flow'),
        // Its own catalog, with the texts of the tickets page's ticket cards it shows.
        activateLocale.addArea('itinerary', (locale) => import(`./locales/${locale}.po`)),
        // The checkout every flow shows (a dearer bus's difference) and the payment methods' names.
        import('../payment/payment-provider').then((payment) => payment.loadPaymentCatalog()),
        loadErrorMessages(),
      ]);
      return module.itineraryFlowStart();
    },
    pageOf: itineraryPageOf,
    pathOf: (page, lang) => `${bases[lang]}/${segments[page]}`,
    pageOfPath: itineraryPageOfPath,
    langOfPath: (pathname) => (pathname.startsWith('/itinerary') ? 'en' : 'es'),
    // The find form, opened from elsewhere while a reservation is shown, shows it (it is kept on this
    // device for that); opened from the reservation's own page ("Buscar otra"), it is the form.
    // Back from the change page to the reservation's (the browser's Back button) leaves the change, nothing changed.
    enter: (page, arrival, snapshot) => {
      const shown = itineraryPageOf(snapshot);
      if (page === 'search' && arrival === 'flow' && shown === 'detail') return { event: { type: 'find.start' }, follow: true };
      if (page === 'detail' && arrival === 'flow' && shown === 'change') return { event: { type: 'change.dismiss' }, follow: true };
      return { follow: true };
    },
    exitPath: (lang) => exits[lang],
  });
}

/** The one "my reservation" flow of the app. */
export const itineraryFlow = createItineraryBinding();
