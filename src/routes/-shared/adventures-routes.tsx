import { lazyRouteComponent } from '@tanstack/react-router';
import type { AdventuresPage } from '../../../machines/adventures/adventures-pages';

// The partner adventures' pages (/aventuras, fechas, datos, pago, boleto): the chart's state decides where the
// traveller lands (src/features/adventures/adventures-binding.ts); the binding loads with the first of them. What
// is here is in every page's first JavaScript (home's budget, docs/rules/performance-budgets.md#homes-first-javascript),
// so it only names the page's module, which brings the binding its guard asks and the page.

const flowPage = () => import('../../features/adventures/adventures-page');

interface GuardArgs {
  location: { pathname: string };
  context: { previousPath: () => string | null };
  preload: boolean;
}

/** A page of the partner adventures, by the chart's page it shows. */
export const adventuresRoute = (page: AdventuresPage) => ({
  beforeLoad: async (args: GuardArgs) => (await flowPage()).adventuresFlow.pageBeforeLoad(page)(args),
  component: lazyRouteComponent(() =>
    flowPage().then(({ AdventuresFlowPage }) => ({
      default: function AdventuresRoutePage() {
        return <AdventuresFlowPage page={page} />;
      },
    })),
  ),
});
