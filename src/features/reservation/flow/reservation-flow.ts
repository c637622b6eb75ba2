import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../../../domain/search/calendar-dates';
import { reservationMachine } from '../../../../machines/reservation/reservation.machine';
import {
  persistReservationFlow,
  RESERVATION_FLOW_VERSION,
  restorableSnapshot,
} from '../../../../machines/reservation/reservation-persistence';
import { currentServiceClient } from '../../../api/current-clients';
import type { FlowStart } from '../../../lib/flow-binding/flow-binding';
import { nextTask } from '../../../lib/next-task';
import { attachDevtools } from '../../devtools/devtools-provider';
import type { ReservationActor, ReservationLogic } from './reservation-binding';
import { RESERVATION_STORAGE_KEY } from './saved-search';
import { createWebsaleActors } from './websale-actors';
import { createWebsaleCharge } from './websale-payment-actors';
import { paymentMachine } from '../../../../machines/payment/payment.machine';

// The heavy half of the flow, loaded on demand (docs/rules/performance-budgets.md#homes-first-javascript: the home page only pays for it once
// the traveller reaches for the search form): the chart with its real actors through the devtools
// seam, persisted encoded in session storage (docs/rules/booking.md#the-reservation-as-the-client-keeps-it) so a reload resumes the same step.

export { RESERVATION_STORAGE_KEY };

export interface ReservationFlowOptions {
  queryClient: QueryClient;
  /** The running actor, for the facts the chart does not pass in an input. */
  self: () => ReservationActor | undefined;
}

/**
 * The chart's start, in three tasks rather than one: this chunk's evaluation (the chart built), the time
 * zone's date formatter (the first one in a page costs as much as the search form's render: the browser
 * loads the zone's rules), then the actor's start and the form's first render with it. On a phone each
 * stays under the 50 ms that makes a task block input (docs/rules/performance-budgets.md#lighthouse: `/reservacion`'s Total Blocking Time).
 */
export async function reservationFlowStart(options: ReservationFlowOptions): Promise<FlowStart<ReservationLogic>> {
  await nextTask();
  dateInTimeZone(Date.now(), DEFAULT_TIME_ZONE);
  await nextTask();
  return flowStart(options);
}

function flowStart({ queryClient, self }: ReservationFlowOptions): FlowStart<ReservationLogic> {
  const client = currentServiceClient('websale');
  const devtools = attachDevtools('reservation', createWebsaleActors({ client, queryClient, context: () => self()?.getSnapshot().context }));
  // The payment step pays through the checkout, a chart of its own (held by the path gate as `payment`).
  const payment = attachDevtools('payment', { charge: createWebsaleCharge(client) });
  return {
    logic: reservationMachine.provide({ actors: { ...devtools.actors, pay: paymentMachine.provide({ actors: payment.actors }) } }),
    input: devtools.input,
    inspect: devtools.inspect,
    persistence: {
      key: RESERVATION_STORAGE_KEY,
      version: RESERVATION_FLOW_VERSION,
      persisted: (actor) => persistReservationFlow(actor).snapshot,
      restorable: (stored) => restorableSnapshot({ version: RESERVATION_FLOW_VERSION, snapshot: stored }),
      // Timers do not survive a reload: the payment deadline is checked at once (and the timer
      // restarted for the time left), and the tickets' documents are asked for again.
      restoredEvent: { type: 'deadline.check' },
    },
  };
}
