import { Hono } from 'hono';
import * as v from 'valibot';
import { requestLang, respond } from '../../http/envelope';
import { limitFailedLookups } from '../../http/rate-limit';
import { databaseId, validate } from '../../http/validate';
import type { ResolvedDeps } from '../service-deps';
import { reservationCodeSchema } from '../../../domain/reservation/reservation-code';
import { engineOf } from '../invoicing';
import { generateInvoice } from './generate-invoice';
import { resendInvoice } from './resend-invoice';
import { reissueInvoice } from './reissue-invoice';
import { invoiceFile } from './invoice-file';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const codeParam = v.object({ code: reservationCodeSchema });
// Empty strings pass: the use case answers the catalogue's empty_* code (docs/rules/invoicing.md#error-codes) for each.
const access = {
  last_name: v.optional(text(80)),
  token: v.optional(text(128)),
  brand_id: v.optional(databaseId),
  payments: v.pipe(v.array(databaseId), v.maxLength(50)),
};
const generateBody = v.object({
  ...access,
  useCfdi: v.optional(text(10), ''),
  name: v.optional(text(254), ''),
  email: v.optional(text(120), ''),
  cp: v.optional(text(5), ''),
  rfc: v.optional(text(13), ''),
  regimen_fiscal: v.optional(text(10), ''),
  source: v.optional(text(10), ''),
  pac: v.optional(text(40)),
  traveller_id: v.optional(databaseId),
  user_id: v.optional(databaseId),
});
const resendBody = v.object({ ...access, email: v.optional(text(120), '') });
const { payments: _payments, ...reissueAccess } = generateBody.entries;
const reissueBody = v.object({ ...reissueAccess, invoice_id: databaseId });
const { payments: _filePayments, ...fileAccess } = access;
const fileBody = v.object({ ...fileAccess, invoice_id: databaseId, format: v.picklist(['pdf', 'xml']) });

/** invoicing-v2 service: generate, resend, reissue, and an issued invoice's files. Failed lookups count against the shared limit (decision 018). */
export function createInvoicingV2Routes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  app.post('/reservation/generate/:code', limitFailedLookups(deps, 'invoicing-v2'), validate('param', codeParam), validate('json', generateBody), async (c) => {
    const answer = await generateInvoice(deps, engineOf(deps), c.req.valid('param').code, c.req.valid('json'), requestLang(c));
    return respond(c, 'invoicing-v2', answer);
  });
  app.post('/reservation/resend/:code', limitFailedLookups(deps, 'invoicing-v2'), validate('param', codeParam), validate('json', resendBody), async (c) => {
    const answer = await resendInvoice(deps, engineOf(deps), c.req.valid('param').code, c.req.valid('json'), requestLang(c));
    return respond(c, 'invoicing-v2', answer);
  });
  app.post('/reservation/reissue/:code', limitFailedLookups(deps, 'invoicing-v2'), validate('param', codeParam), validate('json', reissueBody), async (c) => {
    const answer = await reissueInvoice(deps, engineOf(deps), c.req.valid('param').code, c.req.valid('json'), requestLang(c));
    return respond(c, 'invoicing-v2', answer);
  });
  app.post('/reservation/invoice-file/:code', limitFailedLookups(deps, 'invoicing-v2'), validate('param', codeParam), validate('json', fileBody), async (c) => {
    const answer = await invoiceFile(deps, engineOf(deps), c.req.valid('param').code, c.req.valid('json'));
    return respond(c, 'invoicing-v2', answer);
  });
  return app;
}
