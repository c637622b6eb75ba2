// The tours module's public entry (eslint.architecture.js, 'service-boundaries'): what the bus sale needs of it to
// sell a bus trip and tours in one order (docs/rules/tours.md#a-bus-trip-with-a-tour).
export { tripTourOffer, type TripTourOffer } from './catalogue/trip-offer';
export { holdTripTours, releaseTripTours, tripToursOf, type TripTours, type TripToursInput } from './sale/trip-tours';
export { tripTourItem, type TripTourPayment } from './sale/trip-tour.item';
export { mailTripTourTicket } from './sale/confirm-booking';
