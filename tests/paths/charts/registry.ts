import type { EventObject } from 'xstate';
import { browserPlan, type ChartModel, type PlanOptions } from '../lib/plan';
import { adventuresKeptOrderModel, adventuresPathModel } from './adventures.model';
import { assertions as adventuresAssertions } from './adventures.paths';
import { cookieConsentPathModel } from './cookie-consent.model';
import { invoicingPathModel } from './invoicing.model';
import { assertions as invoicingAssertions } from './invoicing.paths';
import { assertions as cookieConsentAssertions } from './cookie-consent.paths';
import { loyaltyPathModel } from './loyalty.model';
import { assertions as loyaltyAssertions } from './loyalty.paths';
import { itineraryPathModel, itineraryTourLinkModel } from './itinerary.model';
import { assertions as itineraryAssertions } from './itinerary.paths';
import { paymentPathModel } from './payment.model';
import { paymentOnReservationModel } from './payment-reservation.model';
import { assertions as paymentOnReservationAssertions } from './payment-reservation.paths';
import { assertions as paymentAssertions } from './payment.paths';
import { pendPathModel } from './pend.model';
import { assertions as pendAssertions } from './pend.paths';
import { reservationBrowserPlan, reservationPathModel } from './reservation.model';
import { paymentOnToursModel } from './payment-tours.model';
import { assertions as paymentOnToursAssertions } from './payment-tours.paths';
import { toursKeptCartModel, toursPathModel } from './tours.model';
import { assertions as toursAssertions } from './tours.paths';
import { assertions as reservationAssertions } from './reservation.paths';

/** The charts the browser path tests run; a new chart joins here with its model and assertions. */
export const pathCharts: Array<{ name: string; model: ChartModel<never, EventObject>; assertions: Record<string, unknown>; plan?: PlanOptions }> = [
  { name: 'cookieConsent', model: cookieConsentPathModel as never, assertions: cookieConsentAssertions },
  { name: 'pend', model: pendPathModel as never, assertions: pendAssertions },
  { name: 'invoicing', model: invoicingPathModel as never, assertions: invoicingAssertions },
  { name: 'itinerary', model: itineraryPathModel as never, assertions: itineraryAssertions },
  { name: 'itinerary (a tour booking opened by its e-mail link)', model: itineraryTourLinkModel as never, assertions: itineraryAssertions },
  { name: 'reservation (ticketsAccess=intended)', model: reservationPathModel('intended') as never, assertions: reservationAssertions },
  { name: 'reservation (ticketsAccess=observed, beyond intended)', model: reservationPathModel('observed') as never, assertions: reservationAssertions, plan: reservationBrowserPlan('observed') },
  { name: 'loyalty', model: loyaltyPathModel as never, assertions: loyaltyAssertions },
  { name: 'payment', model: paymentPathModel as never, assertions: paymentAssertions },
  { name: 'payment (bus reservation)', model: paymentOnReservationModel as never, assertions: paymentOnReservationAssertions },
  { name: 'tours', model: toursPathModel as never, assertions: toursAssertions },
  { name: 'tours (a cart kept in a cookie)', model: toursKeptCartModel as never, assertions: toursAssertions },
  { name: 'payment (tours)', model: paymentOnToursModel as never, assertions: paymentOnToursAssertions },
  { name: 'adventures', model: adventuresPathModel as never, assertions: adventuresAssertions },
  { name: 'adventures (an order kept in the cookie while the partner confirms)', model: adventuresKeptOrderModel as never, assertions: adventuresAssertions },
];

/** The options a registered chart is planned with in the browser. */
export const planOf = (chart: (typeof pathCharts)[number]): PlanOptions => chart.plan ?? browserPlan;
