import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { ResolvedDeps } from '../../app-deps';
import { renderTicketHtml } from '../../documents/ticket-html';
import { renderTicketPdf } from '../../documents/ticket-pdf';
import { fail, ok, requestLang } from '../../http/envelope';
import { readJsonBody, readQuery } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { isPaid } from './payment-checks';
import type { LoadedReservation } from './reservation.queries';
import { reservationForStep } from './reservation-step';
import { confirmationView, ticketDocuments, ticketsOf, type TicketRow } from './ticket-views';

const code = v.pipe(v.string(), v.minLength(1), v.maxLength(20));
const codeBody = v.object({ code });
const documentQuery = v.object({ code, download: v.optional(v.picklist(['0', '1']), '0') });

type Paid = { ok: true; loaded: LoadedReservation; tickets: TicketRow[] } | { ok: false; response: Response };

/** A reservation with its issued tickets; unpaid ones have none to show (payment_not_approved). */
async function paidReservation(c: Context, deps: ResolvedDeps, value: string): Promise<Paid> {
  const step = await reservationForStep(c, deps, value, false);
  if (!step.ok) return step;
  const tickets = await ticketsOf(deps.db, step.value.row.id);
  if (!isPaid(step.value.row.paymentStatus) || tickets.length === 0) return { ok: false, response: fail(c, 409, 'websale', 'payment_not_approved', 'code') };
  return { ok: true, loaded: step.value, tickets };
}

function documentsOf(paid: Extract<Paid, { ok: true }>) {
  const issuedAt = paid.tickets.reduce((latest, t) => (t.issuedAt > latest ? t.issuedAt : latest), paid.tickets[0]!.issuedAt);
  return ticketDocuments(paid.loaded, paid.tickets, issuedAt);
}

/** confirmReservation and the ticket documents (getTicketPdf, getTicketHtml). */
export function createTicketsRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();

  // Tickets are issued by the payment itself (one transaction); confirming only reads them, so it is
  // idempotent by construction.
  app.post('/reservation/confirm', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', codeBody, body.value);
    if (!input.ok) return input.response;
    const paid = await paidReservation(c, deps, input.value.code);
    if (!paid.ok) return paid.response;
    return ok(c, confirmationView(paid.loaded, paid.tickets, deps.config, requestLang(c)));
  });

  app.get('/reservation/pdf', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', documentQuery, raw.value);
    if (!query.ok) return query.response;
    const paid = await paidReservation(c, deps, query.value.code);
    if (!paid.ok) return paid.response;
    const lang = requestLang(c);
    const docs = documentsOf(paid);
    const pdf = await renderTicketPdf(docs.reservation, docs.tickets, lang);
    const fileName = `${lang === 'es' ? 'boletos' : 'tickets'}-${paid.loaded.row.code}.pdf`;
    if (query.value.download === '1') {
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    }
    return ok(c, { code: paid.loaded.row.code, file_name: fileName, content_type: 'application/pdf' as const, content: pdf.toString('base64') });
  });

  app.get('/reservation/html', async (c) => {
    const raw = readQuery(c, 'websale');
    if (!raw.ok) return raw.response;
    const query = parseInput(c, 'websale', codeBody, raw.value);
    if (!query.ok) return query.response;
    const paid = await paidReservation(c, deps, query.value.code);
    if (!paid.ok) return paid.response;
    const docs = documentsOf(paid);
    return ok(c, { code: paid.loaded.row.code, html: await renderTicketHtml(docs.reservation, docs.tickets, requestLang(c)) });
  });

  return app;
}
