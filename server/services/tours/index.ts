// What other services may use of the tours service (eslint.architecture.js, 'service-boundaries'); they import
// only this file. A tour booking ordered at a store, found by its reference and settled when the store network
// says its cash arrived (server/services/payments); and what the bus sale needs to sell a bus trip and tours in
// one order (docs/rules/tours.md#a-bus-trip-with-a-tour).
export { afterTourAtStore, settleTourAtStore, tourOrderByReference } from './sale/paid-at-store';
export { tripTourOffer, type TripTourOffer } from './catalogue/trip-offer';
export { holdTripTours, releaseTripTours, tripToursOf, type TripTours, type TripToursInput } from './sale/trip-tours';
export { tripTourItem, type TripTourPayment } from './sale/trip-tour.item';
export { mailTicketOnce } from './sale/confirm-booking';
