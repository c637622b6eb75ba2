// What other services may use of the tours service: a tour booking ordered at a store, found by its reference
// and settled when the store network says its cash arrived (server/services/payments). Other services import only
// this file.
export { afterTourAtStore, settleTourAtStore, tourOrderByReference } from './sale/paid-at-store';
