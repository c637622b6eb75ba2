import { TourDetailPage } from '../detail-page';
import { AddToCart } from './add-to-cart';

// A tour's page with the shop's party picker and "add to cart": composed here, on the shop's side, so the
// catalogue's pages never import the shop that imports them; one module for the route (tours-routes.tsx).

export { tourLoader } from '../detail-page';

export function TourPageWithCart() {
  return <TourDetailPage Booking={AddToCart} />;
}
