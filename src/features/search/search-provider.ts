// What other features may use of the search: the form (home; the reservation start page gets it from its
// route). The passenger type names it shows are shared code (src/i18n/passenger-labels.ts).
export { SearchForm } from './search-form';
