// What the rest of the app may use of this feature: what runs after each client navigation (loaded
// lazily by src/main.tsx).
import { applyHead } from './apply-head';
import { fillHomeSections } from './home-sections-filler';

/** After a client navigation: the head follows the page, and home gets its sections. */
export function afterNavigation(doc: Document, location: Location): void {
  applyHead(doc, location);
  void fillHomeSections(doc, location.pathname);
}
