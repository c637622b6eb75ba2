import type { AdventuresPage } from '../../../machines/adventures/adventures-pages';
import { FlowAddress } from '../../lib/flow-binding/flow-address';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { adventuresFlow } from './adventures-binding';
import { CheckoutScreen } from './checkout-screen';
import { DatesScreen } from './dates-screen';
import { ListScreen } from './list-screen';
import { PaymentScreen } from './payment-screen';
import { TicketScreen } from './ticket-screen';
import './adventures.css';

export { adventuresFlow };

/**
 * A page of the partner adventures, with the address kept in step with the chart. It takes the flow's actor once
 * (loaded by its route's guard before it renders) and hands it to its screens as a prop.
 */
export function AdventuresFlowPage({ page }: { page: AdventuresPage }) {
  const actor = useFlowActor(adventuresFlow);
  return (
    <article className="page adventures">
      <FlowAddress binding={adventuresFlow} />
      {!actor ? null : page === 'list' ? (
        <ListScreen actor={actor} />
      ) : page === 'dates' ? (
        <DatesScreen actor={actor} />
      ) : page === 'checkout' ? (
        <CheckoutScreen actor={actor} />
      ) : page === 'payment' ? (
        <PaymentScreen actor={actor} />
      ) : (
        <TicketScreen actor={actor} />
      )}
    </article>
  );
}
