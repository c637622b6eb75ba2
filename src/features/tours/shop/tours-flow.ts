import { paymentMachine } from '../../../../machines/payment/payment.machine';
import { toursMachine } from '../../../../machines/tours/tours.machine';
import { currentServiceClient } from '../../../api/current-clients';
import type { FlowStart } from '../../../lib/flow-binding/flow-binding';
import { TOUR_BOOKING_COOKIE, TOUR_CART_COOKIE, savedTourBooking, storeTourBooking, storeTourCart } from '../../../lib/tour-cookies';
import { removeCookie } from '../../../lib/cookies';
import { attachDevtools } from '../../devtools/devtools-provider';
import { createToursActors, createToursCharge } from './tours-actors';
import type { ToursLogic } from './tours-binding';

// The heavy half of the tours shop, loaded with its pages: the chart with its real actors through the devtools
// seam, and the cookies as the chart's storing slots. Not persisted in session storage: the cookies name the
// booking, and the server says where it is (docs/rules/tours.md#cart-and-session).

export function toursFlowStart(): FlowStart<ToursLogic> {
  const client = currentServiceClient('tours');
  const devtools = attachDevtools('tours', createToursActors(client));
  // The payment goes through the checkout, a chart of its own (held by the path gate as `payment`).
  const payment = attachDevtools('payment', { charge: createToursCharge(client) });
  return {
    logic: toursMachine.provide({
      actors: { ...devtools.actors, pay: paymentMachine.provide({ actors: payment.actors }) },
      actions: {
        storeCart: (_, params) => storeTourCart(params.bookingId),
        storeBooking: (_, params) => storeTourBooking(params.bookingId),
        forgetSelection: () => {
          removeCookie(TOUR_CART_COOKIE);
          removeCookie(TOUR_BOOKING_COOKIE);
        },
      },
    }),
    input: { savedBookingId: savedTourBooking(), ...devtools.input },
    inspect: devtools.inspect,
  };
}
