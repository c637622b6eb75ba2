import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import { currentServiceClient } from '../../api/current-clients';
import type { FlowStart } from '../../lib/flow-binding/flow-binding';
import { attachDevtools } from '../devtools/devtools-provider';
import { paymentMachine } from '../../../machines/payment/payment.machine';
import { createChangeActors, createChangeCharge } from './change-actors';
import { createItineraryActors } from './itinerary-actors';
import { createTourBookingActors } from './tour-booking-actors';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import type { ItineraryLogic } from './itinerary-binding';
import { readSavedReservation, writeSavedReservation } from './saved-reservation';

// The heavy half of "my reservation", loaded with its pages: the chart with its real actors through
// the devtools seam, and this device's storage as the chart's storing slots. Not persisted in session
// storage: what the page keeps lives in local storage (docs/rules/my-reservation.md#kept-on-this-device) and is asked for again on a reload.

export function itineraryFlowStart(): FlowStart<ItineraryLogic> {
  const client = currentServiceClient('itinerary');
  // A tour booking is the tours service's (getTourTicket), asked in the page's language: its names and policy come in it.
  const tours = createTourBookingActors(currentServiceClient('tours'), () => parseLocale(i18n.locale));
  const devtools = attachDevtools('itinerary', { ...createItineraryActors(client), ...createChangeActors(client), ...tours });
  // A dearer bus and a PEND are paid through the card checkout, a chart of its own (held by the path gate as `payment`).
  const payment = attachDevtools('payment', { charge: createChangeCharge(client) });
  const checkout = paymentMachine.provide({ actors: payment.actors });
  return {
    logic: itineraryMachine.provide({
      actors: { ...devtools.actors, payChange: checkout, payPend: checkout },
      actions: {
        storeReservation: (_, params) => writeSavedReservation(params.saved),
        removeStoredReservation: () => writeSavedReservation(null),
      },
    }),
    input: { saved: readSavedReservation() },
    inspect: devtools.inspect,
  };
}
