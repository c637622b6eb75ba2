import { SaleLayout } from '../../../components/layout/sale-layout';
import { FlowRouteSync } from './flow-route-sync';
import { ReservationActorProvider } from './reservation-actor-context';

/** The sale layout with the flow actor provided and the address kept in step with the chart. */
export function ReservationLayout() {
  return (
    <ReservationActorProvider>
      <FlowRouteSync />
      <SaleLayout />
    </ReservationActorProvider>
  );
}
