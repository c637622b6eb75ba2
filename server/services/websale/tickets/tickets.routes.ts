import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import type { ResolvedDeps } from '../../service-deps';
import { failWithOutcome, ok, requestLang, respond } from '../../../http/envelope';
import { flowTokenOf, readerCredentials, readerCredentialsQuery } from '../../../http/flow-token';
import { validate } from '../../../http/validate';
import { confirmReservation, ticketHtml, ticketPdf } from './show-tickets';

const codeBody = v.object({ code: reservationCodeSchema });
const documentQuery = v.object({ code: reservationCodeSchema, ...readerCredentialsQuery, download: v.optional(v.picklist(['0', '1']), '0') });
const htmlQuery = v.object({ code: reservationCodeSchema, ...readerCredentialsQuery, view: v.optional(v.picklist(['0', '1']), '0') });

/** confirmReservation and the ticket documents (getTicketPdf, getTicketHtml). */
export function createTicketsRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.post('/reservation/confirm', validate('json', codeBody), async (c) => {
    const answer = await confirmReservation(deps, { code: c.req.valid('json').code, flowToken: flowTokenOf(c) }, requestLang(c));
    return respond(c, 'websale', answer);
  });

  app.get('/reservation/pdf', validate('query', documentQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await ticketPdf(deps, query.code, readerCredentials(c, query));
    if (!answer.ok) return failWithOutcome(c, 'websale', answer);
    const { code, pdf, fileName } = answer.value;
    if (query.download === '1') {
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    }
    return ok(c, { code, file_name: fileName, content_type: 'application/pdf' as const, content: pdf.toString('base64') });
  });

  app.get('/reservation/html', validate('query', htmlQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await ticketHtml(deps, query.code, readerCredentials(c, query));
    // view=1 is the page itself, so a link with the link token opens (and reopens) it like any page.
    if (query.view === '1' && answer.ok) return c.html(answer.value.html, 200, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    return respond(c, 'websale', answer);
  });

  return app;
}
