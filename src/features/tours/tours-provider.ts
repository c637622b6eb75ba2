// The tours feature's public face (eslint.architecture.js): what other features show of it.
export { ToursAtDestination, ToursOnArrival } from './tours-at-destination';
export { TourCancelRefund, TourCancelTerms } from './cancel-refund-texts';
