import { SaleLayout } from '../../../components/layout/sale-layout';
import { FlowAddress } from '../../../lib/flow-binding/flow-address';
import { reservationFlow } from '../flow/reservation-binding';
import { ReservationActorProvider } from '../flow/reservation-actor-context';

/** The sale layout with the flow actor provided and the address kept in step with the chart. */
export function ReservationLayout() {
  return (
    <ReservationActorProvider>
      <FlowAddress binding={reservationFlow} />
      <SaleLayout />
    </ReservationActorProvider>
  );
}
