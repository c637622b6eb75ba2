// What other features may use of the search: the form (home, the reservation start page) and the
// passenger type names (the booking steps).
export { SearchForm } from './search-form';
export { passengerTypeLabels } from './passenger-labels';
