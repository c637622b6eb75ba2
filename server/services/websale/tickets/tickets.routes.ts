import { Hono } from 'hono';
import * as v from 'valibot';
import { reservationCodeSchema } from '../../../../domain/reservation/reservation-code';
import type { ResolvedDeps } from '../../service-deps';
import { failWithOutcome, ok, requestLang, respond } from '../../../http/envelope';
import { validate } from '../../../http/validate';
import { confirmReservation, ticketHtml, ticketPdf } from './show-tickets';

const codeBody = v.object({ code: reservationCodeSchema });
const documentQuery = v.object({ code: reservationCodeSchema, download: v.optional(v.picklist(['0', '1']), '0') });

/** confirmReservation and the ticket documents (getTicketPdf, getTicketHtml). */
export function createTicketsRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  app.post('/reservation/confirm', validate('json', codeBody), async (c) => {
    const answer = await confirmReservation(deps, c.req.valid('json').code, requestLang(c));
    return respond(c, 'websale', answer);
  });

  app.get('/reservation/pdf', validate('query', documentQuery), async (c) => {
    const query = c.req.valid('query');
    const answer = await ticketPdf(deps, query.code, requestLang(c));
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

  app.get('/reservation/html', validate('query', codeBody), async (c) => {
    const answer = await ticketHtml(deps, c.req.valid('query').code, requestLang(c));
    return respond(c, 'websale', answer);
  });

  return app;
}
