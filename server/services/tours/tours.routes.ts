import { Hono } from 'hono';
import * as v from 'valibot';
import { calendarDateSchema } from '../../../domain/search/search-schema';
import type { AppDeps } from '../service-deps';
import { requestLang, respond } from '../../http/envelope';
import { queryDatabaseId, validate } from '../../http/validate';
import { tourDates, tourTimeslots } from './catalogue/tour-availability';
import { tourProducts } from './catalogue/tour-products';

// The tours service (docs/rules/tours.md): routes → use cases → queries, like websale. The catalogue and its
// availability are built; every other operation of the contract answers 501 `not_implemented` (mounted by
// app.ts after these routes).

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

export function createToursRoutes(deps: AppDeps): Hono {
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

  return app;
}
