import { Hono } from 'hono';
import * as v from 'valibot';
import { calendarDateSchema } from '../../../domain/search/search-schema';
import type { ResolvedDeps } from '../service-deps';
import { requestLang, respond } from '../../http/envelope';
import { queryDatabaseId, validate } from '../../http/validate';
import { tourDates, tourTimeslots } from './catalogue/tour-availability';
import { tourProducts } from './catalogue/tour-products';
import { createTourSaleRoutes } from './sale/sale.routes';

// The tours service (docs/rules/tours.md): routes → use cases → queries, like websale. The catalogue and its
// availability here; the sale (cart, hold, contact, payment, booking, ticket) in sale/sale.routes.ts.

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const productsQuery = v.object({
  lang: v.optional(v.picklist(['es', 'en'])),
  slug: v.optional(v.pipe(v.string(), v.maxLength(120), v.regex(slugShape))),
  category: v.optional(v.pipe(v.string(), v.maxLength(60), v.regex(slugShape))),
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  date: v.optional(calendarDateSchema),
});
const datesQuery = v.object({ product_id: queryDatabaseId, from: v.optional(calendarDateSchema), to: v.optional(calendarDateSchema) });
const timeslotsQuery = v.object({ product_id: queryDatabaseId, date: calendarDateSchema });

export function createToursRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.get('/tour/catalog/product', validate('query', productsQuery, 'tours'), async (c) => {
    const query = c.req.valid('query');
    return respond(c, 'tours', await tourProducts(deps, { ...query, lang: query.lang ?? requestLang(c) }));
  });

  app.get('/tour/catalog/date', validate('query', datesQuery, 'tours'), async (c) => {
    const { product_id: productId, from, to } = c.req.valid('query');
    return respond(c, 'tours', await tourDates(deps, { productId, from, to }));
  });

  app.get('/tour/catalog/timeslot', validate('query', timeslotsQuery, 'tours'), async (c) => {
    const { product_id: productId, date } = c.req.valid('query');
    return respond(c, 'tours', await tourTimeslots(deps, { productId, date }));
  });

  app.route('/', createTourSaleRoutes(deps));

  return app;
}
