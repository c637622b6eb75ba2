// What other features may use of the shell: the catalogue of parameterised paths (docs/rules/site.md#addresses-and-aliases).
export { BRAND_LANDING_PATHS, BUS_CITIES, isOneOf, placeName, SERVICE_PAGES, TICKET_DESTINATIONS } from './route-catalog';
