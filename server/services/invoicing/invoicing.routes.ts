import { Hono } from 'hono';
import * as v from 'valibot';
import { respond } from '../../http/envelope';
import { limitFailedLookups, limitRequests } from '../../http/rate-limit';
import { databaseId, INT32_MAX, queryBoolean, validate } from '../../http/validate';
import type { ResolvedDeps } from '../service-deps';
import { reservationCodeTextSchema } from '../../../domain/reservation/reservation-code';
import { engineOf } from './invoicing-engine-of';
import { findTaxData } from './find-tax-data';
import { lookupReservation } from './lookup-reservation';
import { searchSerie } from './search-serie';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

// Empty values are let through to the use case, which answers the catalogue's empty_* code for each.
const reservationQuery = v.object({
  code: reservationCodeTextSchema,
  last_name: v.optional(text(80)),
  token: v.optional(text(128)),
  brand_id: v.optional(v.pipe(v.string(), v.maxLength(10))),
  business_name_info: v.optional(queryBoolean, 'true'),
  type: v.optional(v.picklist(['web', 'app']), 'web'),
});

const searchSerieBody = v.object({
  brand_id: databaseId,
  serie: v.optional(text(10)),
  folio: v.optional(text(20)),
  code: v.optional(reservationCodeTextSchema),
  last_name: v.optional(text(80)),
  rfc: v.optional(text(13)),
});

const taxDataQuery = v.object({ phone: v.pipe(v.string(), v.regex(/^\d{10}$/)), email: text(120), rfc: text(13) });

/** invoicing service: the reservation lookup, the quick screen's tax data and the invoices search. */
export function createInvoicingRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  // Every lookup counts, found or not (decision 063), besides the failed ones.
  app.get('/reservation', limitRequests(deps, 'lookups', 'invoicing'), limitFailedLookups(deps, 'invoicing'), validate('query', reservationQuery), async (c) => {
    const q = c.req.valid('query');
    const brandId = Number(q.brand_id ?? '');
    const empty = [
      q.code.trim() === '' ? { code: 'empty_code' as const, field: 'code' } : null,
      !q.token && !(q.last_name ?? '').trim() ? { code: 'empty_last_name' as const, field: 'last_name' } : null,
      !Number.isInteger(brandId) || brandId < 1 || brandId > INT32_MAX ? { code: 'empty_brand_id' as const, field: 'brand_id' } : null,
    ].filter((e) => e !== null);
    if (empty.length > 0) return respond(c, 'invoicing', { ok: false, status: 400, errors: empty });
    const answer = await lookupReservation(deps, engineOf(deps), {
      code: q.code,
      brandId,
      credentials: { lastName: q.last_name, token: q.token },
      businessNameInfo: q.business_name_info,
    });
    return respond(c, 'invoicing', answer);
  });
  // Misses are 404 and count as failed lookups: guessing someone's tax data is limited like guessing codes.
  app.get('/tax-data', limitFailedLookups(deps, 'invoicing'), validate('query', taxDataQuery), async (c) => {
    return respond(c, 'invoicing', await findTaxData(deps, c.req.valid('query')));
  });
  // A wrong code or surname counts as a failed lookup, like the lookup's own.
  app.post('/documents/searchserie', limitRequests(deps, 'lookups', 'invoicing'), limitFailedLookups(deps, 'invoicing'), validate('json', searchSerieBody), async (c) => {
    return respond(c, 'invoicing', await searchSerie(deps, engineOf(deps).brandId, c.req.valid('json')));
  });
  return app;
}
