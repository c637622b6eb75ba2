import type { Actor } from 'xstate';
import type { loyaltyMachine } from '../../../machines/loyalty/loyalty.machine';
import { loyaltyPageOf } from '../../../machines/loyalty/loyalty-pages';
import { loadErrorMessages } from '../../i18n/error-messages';
import { activateLocale } from '../../i18n/i18n';
import { createFlowBinding, type FlowBinding } from '../../lib/flow-binding/flow-binding';
import { loyaltyLangOfPath, loyaltyPageOfPath, loyaltyPath, type LoyaltyPage } from './loyalty-pages';

// The frequent-traveller flow on the router binding (src/lib/flow-binding): the chart and its client load
// on first need (./loyalty-flow.ts). Opening a page tells the chart; the chart's state decides the page
// (a profile address while signed out shows the sign-in, a sign-in address while signed in the profile).

export type LoyaltyLogic = typeof loyaltyMachine;
export type LoyaltyActor = Actor<LoyaltyLogic>;
export type LoyaltyBinding = FlowBinding<LoyaltyLogic, LoyaltyPage>;

const homes = { es: '/', en: '/home' } as const;

export function createLoyaltyBinding(): LoyaltyBinding {
  return createFlowBinding<LoyaltyLogic, LoyaltyPage>({
    start: async () => {
      const [module] = await Promise.all([
        import('./loyalty-flow'),
        // The pages' own texts (lingui.config.ts), loaded with the chart the pages render.
        activateLocale.addArea('loyalty', (locale) => import(`./screens/locales/${locale}.po`)),
        loadErrorMessages(),
      ]);
      return module.loyaltyFlowStart();
    },
    pageOf: loyaltyPageOf,
    pathOf: loyaltyPath,
    pageOfPath: loyaltyPageOfPath,
    langOfPath: loyaltyLangOfPath,
    enter: (page) => ({ event: { type: 'page.open', page }, follow: true }),
    exitPath: (lang) => homes[lang],
  });
}

/** The one frequent-traveller flow of the app. */
export const loyaltyFlow = createLoyaltyBinding();
