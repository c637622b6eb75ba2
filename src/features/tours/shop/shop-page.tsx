import { useLoaderData } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ToursPage } from '../../../../machines/tours/tours-pages';
import { i18n } from '../../../i18n/i18n';
import { parseLocale } from '../../../i18n/locale';
import { FlowAddress } from '../../../lib/flow-binding/flow-address';
import { useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import { loadToursCatalog } from '../tours-catalog';
import { productsQuery, toursData, type TourProduct } from '../tours-queries';
import { CartScreen } from './cart-screen';
import { ContactScreen } from './contact-screen';
import { PaymentScreen } from './payment-screen';
import { ReviewScreen } from './review-screen';
import { TicketScreen } from './ticket-screen';
import { toursFlow } from './tours-binding';
import '../tours.css';
import './shop.css';

export { toursFlow };

export interface ShopData {
  /** The catalogue (policies, meeting points, durations); null when the service failed. */
  products: TourProduct[] | null;
}

/** The shop pages' loader: the tours catalog and the catalogue, from TanStack Query's cache when fresh. */
export async function shopLoader(context: { loadQueryClient: () => Promise<QueryClient> }): Promise<ShopData> {
  const [products] = await Promise.all([toursData(context.loadQueryClient, productsQuery(parseLocale(i18n.locale))), loadToursCatalog()]);
  return { products };
}

/**
 * A page of the tours shop, with the address kept in step with the chart. It takes the flow's actor once
 * (loaded by its route's guard before it renders) and hands it to its screens as a prop.
 */
export function ToursShopPage({ page }: { page: ToursPage }) {
  const actor = useFlowActor(toursFlow);
  const data = useLoaderData({ strict: false } as never) as ShopData | undefined;
  const products = data?.products ?? null;
  return (
    <article className="page tours tours-shop">
      <FlowAddress binding={toursFlow} />
      {!actor ? null : page === 'cart' ? (
        <CartScreen actor={actor} products={products} />
      ) : page === 'review' ? (
        <ReviewScreen actor={actor} products={products} />
      ) : page === 'contact' ? (
        <ContactScreen actor={actor} />
      ) : page === 'payment' ? (
        <PaymentScreen actor={actor} products={products} />
      ) : (
        <TicketScreen actor={actor} products={products} />
      )}
    </article>
  );
}
