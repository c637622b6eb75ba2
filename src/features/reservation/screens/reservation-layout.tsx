import { SaleLayout } from '../../../components/layout/sale-layout';
import { FlowAddress } from '../../../lib/flow-binding/flow-address';
import { reservationFlow } from '../flow/reservation-binding';

/**
 * The sale layout with the address kept in step with the chart. Each page below takes the flow's actor
 * itself (`useFlowActor`) and hands it to its screens as a prop (docs/architecture.md, "A flow in the web app").
 */
export function ReservationLayout() {
  return (
    <>
      <FlowAddress binding={reservationFlow} />
      <SaleLayout />
    </>
  );
}
