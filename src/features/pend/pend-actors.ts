import { fromPromise } from 'xstate';
import { flowHeader } from '../../../domain/http/flow-token';
import { mapData } from '../../../domain/result';
import type { PaymentCheck } from '../../../machines/pend/pend.ports';
import type { ServiceClient } from '../../api/service-clients';

// The PEND chart's slot over the websale client: has the reservation been paid (at a store, the
// office, the call centre or the app)? The server marks it approved once its PEND tickets are
// E-tickets. Expected failures come back as values. The check is a call of the booking flow, so it
// carries that flow's token (decision 019); the chart only knows the code.

export function createPendActors(client: ServiceClient<'websale'>, flowToken: string) {
  return {
    checkPayment: fromPromise<PaymentCheck, { code: string }>(async ({ input, signal }) => {
      const result = await client.call('get', '/reservation/payment', { params: { query: { code: input.code }, header: flowHeader(flowToken) }, signal });
      return mapData(result, (data) => ({ paid: data.payment === 'approved' }));
    }),
  };
}
